// Each obtcc warning that is on by default has a -Wno- option that turns it
// off: duplicate keyword, redundant keyword and attribute, constant
// conversion, plain <-> OBT pointer.
// compiler: obtcc
// cflags: -Wno-duplicate-decl-specifier -Wno-redundant-overflow-behavior -Wno-constant-conversion
// cflags: -Wno-incompatible-pointer-types-discards-overflow-behavior
// compile-silent: yes
// stdout: 1 2 -31072 3 4
#include <stdio.h>

int __ob_trap __ob_trap dup = 1;
int __ob_trap __attribute__((overflow_behavior(trap))) redundant = 2;
static short __ob_trap folded = 100000;
static unsigned long x = 3;
static unsigned long __ob_trap *p = &x;

static int f(int __ob_wrap w)
{
	int r = w;

	return r;
}

int main(void)
{
	printf("%d %d %d %lu %d\n", dup, redundant, folded, *p, f(4));
	return 0;
}
