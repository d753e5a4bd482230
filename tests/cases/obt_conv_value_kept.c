// Conversions that keep the value are never errors, whatever the widths
// and signedness: widening, negative into a wider signed type, values at
// the very edge of the destination's range, and 0 across signedness.
// compiler: obtcc
// modes: trap
// stdout: -1 -2147483648 4294967295 255 -128 0 2147483647 127 65535 -32768 0 18446744073709551615
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap m1 = -1, min = INT_MIN, zero = 0, m128 = -128;
	volatile unsigned __ob_trap umax = UINT_MAX;
	volatile unsigned char __ob_trap u8max = 255;
	volatile long long __ob_trap imax = INT_MAX, s8max = 127, u16max = 65535, s16min = -32768;
	volatile unsigned long long __ob_trap u64max = ULLONG_MAX;
	long long a = m1;
	long b = min;
	unsigned long long c = umax;
	int d = u8max;
	signed char e = m128;
	unsigned f = zero;
	int g = imax;
	signed char h = s8max;
	unsigned short i = u16max;
	short j = s16min;
	unsigned char __ob_trap k = zero;
	unsigned __int128 l = u64max;

	printf("%lld %ld %llu %d %d %u %d %d %d %d %d %llu\n", a, b, c, d, e, f, g, h, i, j, k,
	       (unsigned long long)l);
	return 0;
}
