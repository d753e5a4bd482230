// (obt) On a saturating type MIN / -1 gives MAX and MIN % -1 gives 0: no
// SIGFPE, no report; other quotients are exact.
// compiler: obtcc
// modes: trap warn
// stdout: 2147483647 0 -1073741824
// stdout: 9223372036854775807 0
// stdout: 2147483647 0
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_sat a = INT_MIN, two = 2;
	volatile long long __ob_sat l = LLONG_MIN;
	volatile int m1 = -1;
	int __ob_sat q = INT_MIN, r = INT_MIN;

	printf("%d %d %d\n", a / m1, a % m1, a / two);
	printf("%lld %lld\n", l / m1, l % m1);
	q /= m1;
	r %= m1;
	printf("%d %d\n", q, r);
	return 0;
}
