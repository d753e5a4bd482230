// (obt) On a wrap type MIN / -1 is MIN and MIN % -1 is 0, defined: no
// SIGFPE, no report, also through /= and %=.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: -2147483648 0
// stdout: -9223372036854775808 0
// stdout: -2147483648 0
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_wrap a = INT_MIN;
	volatile long long __ob_wrap b = LLONG_MIN;
	volatile int m1 = -1;
	int __ob_wrap q = INT_MIN, r = INT_MIN;

	printf("%d %d\n", a / m1, a % m1);
	printf("%lld %lld\n", b / m1, b % m1);
	q /= m1;
	r %= m1;
	printf("%d %d\n", q, r);
	return 0;
}
