// Signed wrap types wrap, defined and silent: INT_MAX + 1 is INT_MIN,
// INT_MIN - 1 is INT_MAX, -INT_MIN is INT_MIN, and products keep their low
// bits, at 32, 64 and 128 bits.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// stdout: -2147483648 2147483647 -2147483648 -2147483648 0
// stdout: -9223372036854775808 -2
// stdout: 1
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_wrap a = INT_MAX, b = INT_MIN, c = 65536;
	volatile long long __ob_wrap d = LLONG_MAX, e = LLONG_MAX;
	volatile __int128 __ob_wrap f = (__int128)1 << 126;
	int i = 0;

	printf("%d %d %d %d %d\n", a + 1, b - 1, -b, c * 32768, c * c);
	printf("%lld %lld\n", d + 1, d * 2);
	i = (f * 2 < 0) && (f * 4 == 0);
	printf("%d\n", i);
	(void)e;
	return 0;
}
