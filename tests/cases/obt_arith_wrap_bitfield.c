// Wrap bit-fields wrap in their own width under ++ and op=, silently:
// a 3-bit 7 + 1 is 0, a 4-bit signed 7 + 1 is -8, 0 + 9 is 1, -8 - 17 is 7.
// compiler: obtcc
// modes: trap warn none
// stdout: 0 -8
// stdout: 1 7
// stderr-not: obt
#include <stdio.h>

struct wrap_bits {
	unsigned __ob_wrap f : 3;
	int __ob_wrap g : 4;
};

int main(void)
{
	struct wrap_bits s = { 7, 7 };
	volatile int nine = 9;

	s.f++;
	s.g += 1;
	printf("%d %d\n", s.f, s.g);
	s.f += nine;
	s.g -= nine + 8;
	printf("%d %d\n", s.f, s.g);
	return 0;
}
