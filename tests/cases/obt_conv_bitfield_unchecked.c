// Wrap and plain bit-fields keep plain C's silent truncation, and a trap
// bit-field accepts every value of its width without a report.
// compiler: obtcc
// modes: trap warn none
// stdout: 1 3 7 -8 0 15
// stderr-not: obt
#include <stdio.h>

struct bits {
	unsigned __ob_wrap w : 3;
	unsigned p : 2;
	unsigned __ob_trap f : 3;
	int __ob_trap g : 4;
	unsigned __ob_trap z : 3;
	unsigned __ob_trap h : 4;
};

int main(void)
{
	struct bits s;
	volatile int nine = 9, seven = 7;

	s.w = nine;
	s.p = seven;
	s.f = seven;
	s.g = -8;
	s.z = 0;
	s.h = 15;
	printf("%d %d %d %d %d %d\n", s.w, s.p, s.f, s.g, s.z, s.h);
	return 0;
}
