// Conversions at 64 and 128 bits: 2^64 into long long, -1 into unsigned
// __int128, the unsigned __int128 maximum into __int128, LONG_MAX + 1 into
// long, -5 into unsigned long long; long to long long keeps the value.
// compiler: obtcc
// modes: trap warn none
// [trap] exit: trap
// [trap] stdout: ok
// [warn] stdout: ok
// [warn] stdout: 0 -1 -1 -9223372036854775808 -5 18446744073709551611
// [none] stdout: ok
// [none] stdout: 0 -1 -1 -9223372036854775808 -5 18446744073709551611
// [trap] stderr: obt_conv_wide.c:31:16: runtime error: obt: integer truncation: 18446744073709551616 does not fit 'long long' (from '__int128 __ob_trap')
// [warn] stderr: obt_conv_wide.c:31:16: runtime error: obt: integer truncation: 18446744073709551616 does not fit 'long long' (from '__int128 __ob_trap')
// [warn] stderr: obt_conv_wide.c:32:24: runtime error: obt: integer sign change: -1 does not fit 'unsigned __int128' (from '__int128 __ob_trap')
// [warn] stderr: obt_conv_wide.c:33:15: runtime error: obt: integer truncation: 340282366920938463463374607431768211455 does not fit '__int128' (from 'unsigned __int128 __ob_trap')
// [warn] stderr: obt_conv_wide.c:34:11: runtime error: obt: integer truncation: 9223372036854775808 does not fit 'long' (from 'unsigned long __ob_trap')
// [warn] stderr: obt_conv_wide.c:36:25: runtime error: obt: integer sign change: -5 does not fit 'unsigned long long' (from 'long __ob_trap')
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile __int128 __ob_trap h = (__int128)1 << 64, m = -1;
	volatile unsigned __int128 __ob_trap uh = ~(unsigned __int128)0;
	volatile unsigned long __ob_trap ul = (unsigned long)LONG_MAX + 1;
	volatile long __ob_trap l = -5;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok\n");
	long long a = h;
	unsigned __int128 b = m;
	__int128 c = uh;
	long d = ul;
	long long e = l;
	unsigned long long f = l;

	printf("%lld %d %d %ld %lld %llu\n", a, (int)b, (int)c, d, e, f);
	return 0;
}
