// Signed 128-bit multiplication on a trap type: 2^64 * 2^63 is 2^127, one
// past the maximum.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok
// [warn] stdout: ok
// [warn] stdout: r is INT128_MIN: 1
// [none] stdout: ok
// [none] stdout: r is INT128_MIN: 1
// [trap] stderr: obt_arith_trap_mul_s128.c:29:8: runtime error: obt: integer multiplication overflow: 18446744073709551616 * 9223372036854775808 does not fit '__int128 __ob_trap'
// [warn] stderr: obt_arith_trap_mul_s128.c:29:8: runtime error: obt: integer multiplication overflow: 18446744073709551616 * 9223372036854775808 does not fit '__int128 __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile __int128 __ob_trap a = (__int128)1 << 64, b = -((__int128)1 << 63);
	__int128 r;

	setvbuf(stdout, NULL, _IONBF, 0);
	r = a * b;
	printf(r == -((__int128)1 << 126) * 2 ? "ok\n" : "bad\n");
	b = (__int128)1 << 63;
	r = a * b;
	printf("r is INT128_MIN: %d\n", r == -((__int128)1 << 126) * 2);
	return 0;
}
