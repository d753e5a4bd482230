// Conversions from and to floating types follow plain C: no OBT check, the
// value is truncated toward zero (values chosen to be in range, so there is
// no undefined behaviour).
// compiler: obtcc
// modes: trap warn none
// stdout: 3 -3 255 1 2147483647.5 4294967295
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile double d = 3.9, e = -3.9, f = 255.99, g = 1.5;
	volatile int __ob_trap big = INT_MAX;
	volatile unsigned __ob_trap umax = UINT_MAX;
	int __ob_trap i = d;
	int __ob_trap j = e;
	unsigned char __ob_trap c = f;
	unsigned char __ob_trap k = g;
	double half = big + 0.5;
	double u = umax;

	printf("%d %d %d %d %.1f %.0f\n", i, j, c, k, half, u);
	return 0;
}
