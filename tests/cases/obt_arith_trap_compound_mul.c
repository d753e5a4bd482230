// 'x *= y' on a long long trap object checks the 64-bit product.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 4294967296
// [warn] stdout: ok: 4294967296
// [warn] stdout: 0
// [none] stdout: ok: 4294967296
// [none] stdout: 0
// [trap] stderr: obt_arith_trap_compound_mul.c:28:4: runtime error: obt: integer multiplication overflow: 4294967296 * 4294967296 does not fit 'long long __ob_trap'
// [warn] stderr: obt_arith_trap_compound_mul.c:28:4: runtime error: obt: integer multiplication overflow: 4294967296 * 4294967296 does not fit 'long long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile long long __ob_trap x = 65536;
	volatile long long m = 65536;

	setvbuf(stdout, NULL, _IONBF, 0);
	x *= m;
	printf("ok: %lld\n", x);
	m = x;
	x *= m;
	printf("%lld\n", x);
	return 0;
}
