// op= with a floating right operand computes in double and converts back
// like plain C, with no OBT check (values stay in range: no undefined
// behaviour).
// compiler: obtcc
// modes: trap warn none
// stdout: 11 16 150 -3
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile double h = 1.5, m = -0.5;
	int __ob_trap i = 10, k = 7;
	unsigned char __ob_trap c = 100;

	i += h;
	printf("%d ", i);
	i *= h;
	c *= h;
	k *= m;
	printf("%d %d %d\n", i, c, k);
	return 0;
}
