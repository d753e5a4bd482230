// (obt) ++ and -- on saturating objects stick at the ends of the range,
// for narrow types too (the store back clamps); prefix and postfix give
// the usual new and old values.
// compiler: obtcc
// modes: trap warn
// stdout: 255 255 0 0 127 -128
// stdout: 2147483647 2147483647 2147483647 0
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	unsigned char __ob_sat a = 255, b = 0;
	signed char __ob_sat c = 127, d = -128;
	int __ob_sat e = INT_MAX;
	unsigned __ob_sat f = 0;
	int old, new;

	a++;
	old = b--;
	c++;
	--d;
	new = ++a;
	printf("%d %d %d %d %d %d\n", a, new, old, b, c, d);
	old = e++;
	new = ++e;
	f--;
	printf("%d %d %d %u\n", old, new, e, f);
	return 0;
}
