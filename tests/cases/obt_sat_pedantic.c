// Saturation compiles under -std=c11 -pedantic-errors: obtcc's helpers keep
// their 128-bit arithmetic out of pedantic reach (__extension__).
// compiler: obtcc
// modes: trap warn
// cflags: -std=c11 -pedantic-errors
// stdout: 255 2147483647 0
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int ten = 10;
	unsigned char __ob_sat d = 250;
	int __ob_sat s = INT_MAX;
	unsigned __ob_sat u = 0;

	d += ten;
	s *= 2;
	u -= ten;
	printf("%d %d %u\n", d, s, u);
	return 0;
}
