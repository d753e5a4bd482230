// (obt) A conversion into a saturating type clamps to the destination's
// range: 1000 -> 255 and -5 -> 0 for unsigned char, 200 -> 127 and -200 ->
// -128 for signed char, 2^40 -> INT_MAX for int, also through an explicit
// cast. Values in range are unchanged.
// compiler: obtcc
// modes: trap warn
// stdout: 255 0 77 127 -128 2147483647 -2147483648 2147483647 65535
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int k = 1000, n = -5, seventy7 = 77, p = 200, m = -200;
	volatile long long big = 1LL << 40;
	unsigned char __ob_sat a = k;
	unsigned char __ob_sat b = n;
	unsigned char __ob_sat c = seventy7;
	signed char __ob_sat d = p;
	signed char __ob_sat e;
	int __ob_sat f = big;
	int __ob_sat g = -big;
	int h = (int __ob_sat)big;
	unsigned short __ob_sat i;

	e = m;
	i = big;
	printf("%d %d %d %d %d %d %d %d %d\n", a, b, c, d, e, f, g, h, i);
	return 0;
}
