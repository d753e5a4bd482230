// char, signed char and unsigned char stay three types with a behaviour
// on them: each OBT char type selects its own _Generic association.
// compiler: obtcc
// compile-silent: yes
// stdout: char schar uchar
#include <stdio.h>

#define CHARS(x) _Generic((x), char __ob_trap: "char", signed char __ob_trap: "schar",	\
			  unsigned char __ob_trap: "uchar", default: "other")

int main(void)
{
	char __ob_trap c = 1;
	signed char __ob_trap sc = 2;
	unsigned char __ob_trap uc = 3;

	printf("%s %s %s\n", CHARS(c), CHARS(sc), CHARS(uc));
	return 0;
}
