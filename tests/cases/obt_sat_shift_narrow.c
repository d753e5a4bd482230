// (obt) The shift itself follows plain C, but storing its result into a
// narrow saturating object clamps (200 << 4 stores 255); -(-128) of a
// signed char __ob_sat is 128 in int and stores 127.
// compiler: obtcc
// modes: trap warn
// stdout: 255 127 4
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int four = 4;
	unsigned char __ob_sat c = 200, e = 1;
	signed char __ob_sat d = -128;

	c <<= four;
	e <<= 2;
	d = -d;
	printf("%d %d %d\n", c, d, e);
	return 0;
}
