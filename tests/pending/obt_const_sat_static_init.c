// PENDING: a saturating constant in a static initialiser gets the wrapped
// value, not the clamped one (and CC warns about the overflow): in
// static storage `unsigned char __ob_sat c = 1000;` stores 232 (255 in
// an automatic variable), `= -5` stores 251 (0), and
// `(int __ob_sat)INT_MAX + 1` gives INT_MIN (INT_MAX).
// Smallest reproduction:
//     static unsigned char __ob_sat c = 1000;   /* c == 232, want 255 */
//
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
