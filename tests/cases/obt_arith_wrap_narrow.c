// Narrow wrap types wrap in their own width: 300 increments of a u8 from 0
// end at 44, u8 0 - 1 is 255, s8 127 + 1 is -128, and u8 200 * 2 stored
// back is 144. No report in any mode.
// compiler: obtcc
// modes: trap trap-quiet warn none
// stdout: 44 255 -128 144
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int target = 300;
	unsigned char __ob_wrap w = 0, z = 0, m = 200;
	signed char __ob_wrap s = 127;
	int i;

	for (i = 0; i < target; i++)
		w++;
	z--;
	s += 1;
	m *= 2;
	printf("%d %d %d %d\n", w, z, s, m);
	return 0;
}
