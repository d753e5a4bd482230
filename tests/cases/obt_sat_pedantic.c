// PENDING: with gcc, -std=c11 -pedantic-errors rejects obtcc's saturation
// helpers: the prelude declares '__int128' parameters and locals without
// __extension__ ("ISO C does not support '__int128' types"). The user's
// program has no __int128; trap and wrap helpers are fine.
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
