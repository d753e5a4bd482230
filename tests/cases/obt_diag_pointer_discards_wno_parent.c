// -Wno-incompatible-pointer-types, the parent group of
// -Wincompatible-pointer-types-discards-overflow-behavior, silences the
// plain <-> OBT pointer warning too.
// compiler: obtcc
// cflags: -Wno-incompatible-pointer-types
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
