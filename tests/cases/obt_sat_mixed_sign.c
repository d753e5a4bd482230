// (obt) Saturating arithmetic with mixed signedness clamps the exact result,
// not the converted operand: unsigned __ob_sat 10 + (int)-10 is 0, as is
// 5 + -10 (plain C also gives 0 for the first).
// compiler: obtcc
// modes: trap warn
// stdout: 0 0 0 0 0
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_sat u = 5;
	volatile int n = -10;
	volatile int __ob_sat s = -10;
	volatile unsigned v = 5;
	unsigned __ob_sat w = 10;
	unsigned char __ob_sat c = 10;

	w += n;
	c += n;
	printf("%u %u %u %u %d\n", u + n, s + v, w, n + u, c);
	return 0;
}
