// A plain value goes into any OBT silently: initialisation, assignment,
// argument, return, literals and narrower or wider plain types, even with
// every overflow-behavior-conversion warning on.
// compiler: obtcc
// cflags: -Woverflow-behavior-conversion -Wimplicit-overflow-behavior-conversion-pedantic
// compile-silent: yes
// stdout: 3 4 5 42 7 8
#include <stdio.h>

static unsigned long __ob_trap twice(unsigned long __ob_trap v)
{
	return v * 2;
}

static int __ob_wrap back(int plain)
{
	return plain;
}

int main(void)
{
	int plain = 3;
	short s = 4;
	int __ob_wrap w = plain;
	int __ob_trap t = s;
	int __ob_sat sat;

	sat = 5;
	printf("%d %d %d %lu %d %d\n", w, t, sat, twice(21), back(7), (int)twice(plain + 1));
	return 0;
}
