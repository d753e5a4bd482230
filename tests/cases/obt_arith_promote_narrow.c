// Arithmetic on u8/s8 trap values is done in 'int __ob_trap' after the
// promotions, so results like 100 * 3 or 250 + 30 are exact, never errors,
// as long as they are not stored back into the narrow type.
// compiler: obtcc
// modes: trap warn none
// stdout: 300 280 300 150 -138 65025
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned char __ob_trap a = 100, b = 3, c = 250, d = 30, e = 255;
	volatile signed char __ob_trap s = 100, t = 3, u = 120, v = 30, w = -128, x = 10;
	unsigned r1 = a * b;
	int r2 = c + d;
	int r3 = s * t;
	int r4 = u + v;
	int r5 = w - x;
	int r6 = e * e;

	printf("%u %d %d %d %d %d\n", r1, r2, r3, r4, r5, r6);
	return 0;
}
