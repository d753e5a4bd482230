// Signed 32-bit multiplication on a trap type: 65536 * 32768 is 2^31,
// one past INT_MAX; the negative side INT_MIN = -65536 * 32768 fits.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: -65536 * 32768 = -2147483648
// [warn] stdout: ok: -65536 * 32768 = -2147483648
// [warn] stdout: r = -2147483648
// [none] stdout: ok: -65536 * 32768 = -2147483648
// [none] stdout: r = -2147483648
// [trap] stderr: obt_arith_trap_mul_signed.c:28:8: runtime error: obt: integer multiplication overflow: 65536 * 32768 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_mul_signed.c:28:8: runtime error: obt: integer multiplication overflow: 65536 * 32768 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = -65536, b = 32768;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d * %d = %d\n", a, b, a * b);
	a = 65536;
	r = a * b;
	printf("r = %d\n", r);
	return 0;
}
