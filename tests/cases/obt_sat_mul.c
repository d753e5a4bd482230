// (obt) Saturating * clamps toward the sign of the exact product: INT_MAX *
// 2 and INT_MIN * -1 give INT_MAX, INT_MIN * 2 and INT_MAX * -2 give INT_MIN;
// unsigned and 64/128-bit products clamp to the maximum.
// compiler: obtcc
// modes: trap warn
// stdout: 2147483647 2147483647 -2147483648 -2147483648 -2147483647
// stdout: 4294967295 20 9223372036854775807 18446744073709551615
// stdout: 128-bit max: 1
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_sat a = INT_MAX, b = INT_MIN, two = 2, m1 = -1, m2 = -2;
	volatile unsigned __ob_sat u = UINT_MAX, four = 4, five = 5;
	volatile long long __ob_sat l = 1LL << 40;
	volatile unsigned long long __ob_sat ul = 1ULL << 40;
	volatile __int128 __ob_sat h = (__int128)1 << 100;
	__int128 max = (__int128)(~(unsigned __int128)0 >> 1);

	/* (-1 * INT_MIN) clamps to INT_MAX first, so the product is -INT_MAX. */
	printf("%d %d %d %d %d\n", a * two, b * m1, b * two, a * m2, m1 * b * m1);
	printf("%u %u %lld %llu\n", u * five, four * five, l * l, ul * ul);
	printf("128-bit max: %d\n", h * h == max);
	return 0;
}
