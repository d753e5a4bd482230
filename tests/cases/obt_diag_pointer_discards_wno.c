// -Wno-incompatible-pointer-types-discards-overflow-behavior (what the
// kernel uses) silences the plain <-> OBT pointer warning, and so does its
// parent -Wno-incompatible-pointer-types (obt_diag_pointer_discards_wno_parent.c).
// compiler: obtcc
// cflags: -Wno-incompatible-pointer-types-discards-overflow-behavior
// compile-silent: yes
// stdout: 1 2
#include <stdio.h>

static unsigned long x = 1;
static unsigned long __ob_trap y = 2;

int main(void)
{
	unsigned long __ob_trap *p = &x;
	unsigned long *q = &y;

	printf("%lu %lu\n", *p, *q);
	return 0;
}
