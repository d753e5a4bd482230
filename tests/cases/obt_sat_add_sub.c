// (obt) Saturating + and - clamp the exact result to the type's range,
// signed and unsigned, at 32 and 64 bits; results in range are exact.
// compiler: obtcc
// modes: trap warn
// stdout: 2147483647 -2147483648 -2147483648 2147483647 2147483646
// stdout: 4294967295 0 0 4294967294
// stdout: 9223372036854775807 -9223372036854775808 18446744073709551615 0
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_sat a = INT_MAX, b = INT_MIN, one = 1;
	volatile unsigned __ob_sat u = UINT_MAX, z = 0, five = 5, ten = 10;
	volatile long long __ob_sat l = LLONG_MAX, lm = LLONG_MIN;
	volatile unsigned long long __ob_sat ul = ULLONG_MAX, ulz = 0;

	printf("%d %d %d %d %d\n", a + one, b - one, b + b, a - b, a - one);
	printf("%u %u %u %u\n", u + one, z - one, five - ten, u - one);
	printf("%lld %lld %llu %llu\n", l + l, lm - one, ul + ul, ulz - ul);
	return 0;
}
