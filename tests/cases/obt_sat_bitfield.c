// (obt) A store into a saturating bit-field clamps to the bit-field's own
// range, as a store into a trap bit-field checks it: 9 into 3 bits is 7,
// -20 into a signed 4 bits is -8, and ++/+= stick at the maximum.
// compiler: obtcc
// modes: trap warn
// stdout: 7 -8
// stdout: 7 7
// stderr-not: obt
#include <stdio.h>

struct sat_bits {
	unsigned __ob_sat f : 3;
	int __ob_sat g : 4;
};

int main(void)
{
	volatile int nine = 9, m = -20;
	struct sat_bits s = { 0, 0 };

	s.f = nine;
	s.g = m;
	printf("%d %d\n", s.f, s.g);
	s.f = 6;
	s.f++;
	s.f++;
	s.g = 7;
	s.g += 1;
	printf("%d %d\n", s.f, s.g);
	return 0;
}
