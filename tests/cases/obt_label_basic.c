// overflow_behavior(trap, LABEL): an overflow jumps to LABEL instead of
// trapping, and the overflowed value is not stored (a keeps INT_MAX). In
// warn mode the report comes first; trap-quiet jumps silently; none has no
// check at all.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv -Wno-unused-label
// stdout: 2
// stdout: oops: a = 2147483647
// stdout: -1
// [none] stdout: 2
// [none] stdout: -2147483648
// [warn] stderr: obt_label_basic.c:24:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [trap] stderr-not: obt
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

static int bump(int n)
{
	int __attribute__((overflow_behavior(trap, oops))) a = n;

	a = a + 1;
	return a;
oops:
	printf("oops: a = %d\n", a);
	return -1;
}

int main(void)
{
	printf("%d\n", bump(1));
	printf("%d\n", bump(INT_MAX));
	return 0;
}
