// (obt) sat + wrap is sat, in either order: INT_MAX + INT_MAX clamps.
// compiler: obtcc
// modes: trap warn
// stdout: 2147483647 2147483647 0
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_sat s = INT_MAX;
	volatile int __ob_wrap w = INT_MAX;
	volatile unsigned __ob_sat us = 0;
	volatile unsigned __ob_wrap one = 1;

	printf("%d %d %u\n", s + w, w + s, us - one);
	return 0;
}
