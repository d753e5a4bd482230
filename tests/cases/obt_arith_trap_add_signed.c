// Signed 32-bit addition on a trap type: INT_MAX + 1 does not fit, which is
// an error in every mode but none; warn carries on with the wrapped value.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2147483646 + 1 = 2147483647
// [warn] stdout: ok: 2147483646 + 1 = 2147483647
// [warn] stdout: r = -2147483648
// [none] stdout: ok: 2147483646 + 1 = 2147483647
// [none] stdout: r = -2147483648
// [trap] stderr: obt_arith_trap_add_signed.c:29:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_add_signed.c:29:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MAX - 1;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d + 1 = %d\n", a, a + 1);
	a = INT_MAX;
	r = a + 1;
	printf("r = %d\n", r);
	return 0;
}
