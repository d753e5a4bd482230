// Integer promotion keeps the behaviour: unsigned char __ob_trap and short
// __ob_wrap promote to int with their behaviour, under unary +, -, ~,
// shifts and arithmetic with a constant; the promoted sub-int arithmetic
// cannot overflow (u8 200 * 3 is 600).
// compiler: obtcc
// compile-silent: yes
// stdout: trap trap trap trap
// stdout: wrap wrap wrap wrap
// stdout: sat sat
// stdout: 600 -32768
#include <stdio.h>

#define KIND(x) _Generic((x), int: "int", int __ob_wrap: "wrap", int __ob_trap: "trap",	\
			 int __ob_sat: "sat", default: "other")

int main(void)
{
	unsigned char __ob_trap uc = 200;
	short __ob_wrap sw = -32767;
	signed char __ob_sat sc = 1;

	printf("%s %s %s %s\n", KIND(uc + 0), KIND(+uc), KIND(~uc), KIND(uc << 1));
	printf("%s %s %s %s\n", KIND(sw * 2), KIND(-sw), KIND(sw >> 1), KIND(sw - 1));
	printf("%s %s\n", KIND(sc + sc), KIND(+sc));
	printf("%d %d\n", uc * 3, sw - 1);
	return sc != 1;
}
