// ++, +=, unary minus and the narrowing store of a u8 ++ all route to the
// variable's label, leaving the object unchanged.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: L1 2147483647
// stdout: L2 2147483647
// stdout: L3 -2147483648 0
// stdout: L4 255
// [warn] stderr: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: integer addition overflow: 2147483647 + 5 does not fit 'int __ob_trap'
// [warn] stderr: integer negation overflow: -(-2147483648) does not fit 'int __ob_trap'
// [warn] stderr: integer truncation: 256 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [trap] stderr-not: obt
// [trap-quiet] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int five = 5;
	int __attribute__((overflow_behavior(trap, L1))) a = INT_MAX;
	int __attribute__((overflow_behavior(trap, L2))) b = INT_MAX;
	int __attribute__((overflow_behavior(trap, L3))) c = INT_MIN;
	unsigned char __attribute__((overflow_behavior(trap, L4))) d = 255;
	int r = 0;

	a++;
	printf("no jump\n");
L1:
	printf("L1 %d\n", a);
	b += five;
	printf("no jump\n");
L2:
	printf("L2 %d\n", b);
	r = -c;
	printf("no jump\n");
L3:
	printf("L3 %d %d\n", c, r);
	++d;
	printf("no jump\n");
L4:
	printf("L4 %d\n", d);
	return 0;
}
