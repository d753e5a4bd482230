// The signed overflow test 'A + B < A' (and 'A > A + B') on trap types is
// not instrumented by default. Only the check is removed: -fwrapv makes
// the wrapped comparison defined, so the branches are taken. The same sum
// outside a test is still an error.
// compiler: obtcc
// modes: trap trap-quiet warn none
// cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: taken 3 of 3
// [warn] stdout: taken 3 of 3
// [warn] stdout: r = -2147483648
// [none] stdout: taken 3 of 3
// [none] stdout: r = -2147483648
// [trap] stderr: obt_idiom_add_signed_test.c:37:8: runtime error: obt: integer addition overflow: 2147483646 + 2 does not fit 'int __ob_trap'
// [warn] stderr: obt_idiom_add_signed_test.c:37:8: runtime error: obt: integer addition overflow: 2147483646 + 2 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MAX - 1, b = 2;
	int r;
	int n = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (a + b < a)
		n++;
	if (b + a < b)
		n++;
	if (a > b + a)
		n++;
	printf("taken %d of 3\n", n);
	r = a + b;
	printf("r = %d\n", r);
	return 0;
}
