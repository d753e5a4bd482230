// (obt) Compound assignments on saturating objects clamp: the arithmetic
// in the promoted type, then the store back into the narrow object.
// compiler: obtcc
// modes: trap warn
// stdout: 255 0 -128 127 2147483647 0 255
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int ten = 10, twenty = 20, two = 2, big = 1000;
	unsigned char __ob_sat a = 250, b = 10, g = 3;
	signed char __ob_sat c = -100, d = 100;
	int __ob_sat e = INT_MAX / 2 + 1;
	unsigned __ob_sat f = 7;

	a += ten;
	b -= twenty;
	c *= two;
	d += d;
	e *= two;
	f -= twenty;
	g *= big;
	printf("%d %d %d %d %d %u %d\n", a, b, c, d, e, f, g);
	return 0;
}
