// Saturation applies to constants in static initialisers exactly as at
// run time (SEMANTICS sections 2.4 and 3).
// compiler: obtcc
// compile-silent: yes
// stdout: 255 0 2147483647 -2147483648
// stdout: 255 0 2147483647 -2147483648
#include <limits.h>
#include <stdio.h>

static unsigned char __ob_sat high = 1000;
static unsigned char __ob_sat low = -5;
static int __ob_sat max = (int __ob_sat)INT_MAX + 1;
static int __ob_sat min = (int __ob_sat)(-INT_MAX - 1) - 2;

int main(void)
{
	unsigned char __ob_sat a_high = 1000;
	unsigned char __ob_sat a_low = -5;
	int __ob_sat a_max = (int __ob_sat)INT_MAX + 1;
	int __ob_sat a_min = (int __ob_sat)(-INT_MAX - 1) - 2;

	printf("%d %d %d %d\n", high, low, max, min);
	printf("%d %d %d %d\n", a_high, a_low, a_max, a_min);
	return 0;
}
