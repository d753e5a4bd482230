// Unsigned 64-bit multiplication on a trap type: 2^32 * 2^32 is an error;
// (2^32 - 1) * (2^32 + 1) = ULLONG_MAX is not.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 18446744073709551615
// [warn] stdout: ok: 18446744073709551615
// [warn] stdout: r = 0
// [none] stdout: ok: 18446744073709551615
// [none] stdout: r = 0
// [trap] stderr: obt_arith_trap_mul_u64.c:28:8: runtime error: obt: integer multiplication overflow: 4294967296 * 4294967296 does not fit 'unsigned long long __ob_trap'
// [warn] stderr: obt_arith_trap_mul_u64.c:28:8: runtime error: obt: integer multiplication overflow: 4294967296 * 4294967296 does not fit 'unsigned long long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned long long __ob_trap a = 0xffffffffULL, b = 0x100000001ULL;
	unsigned long long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %llu\n", a * b);
	a = 0x100000000ULL;
	b = 0x100000000ULL;
	r = a * b;
	printf("r = %llu\n", r);
	return 0;
}
