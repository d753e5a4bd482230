// & | ^ ~ and comparisons are never OBT-checked, and their results keep
// the trap type's value bits exactly.
// compiler: obtcc
// modes: trap warn none
// stdout: 255 -3 -4 0 4294967295 1 0
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap x = -1, z = 0;
	volatile unsigned __ob_trap u = 0;

	printf("%d %d %d %d %u %d %d\n", x & 0xff, x ^ 2, ~3, ~x, ~u, x < z, !x);
	return 0;
}
