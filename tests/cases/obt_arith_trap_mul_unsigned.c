// Unsigned 32-bit multiplication on a trap type: (UINT_MAX - 1) * 2 is an
// error, 2 * 2 is not.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2 * 2 = 4
// [warn] stdout: ok: 2 * 2 = 4
// [warn] stdout: r = 4294967292
// [none] stdout: ok: 2 * 2 = 4
// [none] stdout: r = 4294967292
// [trap] stderr: obt_arith_trap_mul_unsigned.c:27:8: runtime error: obt: integer multiplication overflow: 4294967294 * 2 does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_arith_trap_mul_unsigned.c:27:8: runtime error: obt: integer multiplication overflow: 4294967294 * 2 does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap a = UINT_MAX - 1, b = 2;
	unsigned r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %u * %u = %u\n", b, b, b * b);
	r = a * b;
	printf("r = %u\n", r);
	return 0;
}
