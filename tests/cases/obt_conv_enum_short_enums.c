// With -fshort-enums an enum of values 0..1 is one byte wide, as the real
// compiler makes it: storing 300 into it (plain enum from a trap value, or
// an 'enum E __ob_trap') is a truncation.
// compiler: obtcc
// modes: warn
// cflags: -fshort-enums
// stdout: 44 44 1
// stderr: obt_conv_enum_short_enums.c:18:13: runtime error: obt: integer truncation: 300 does not fit 'enum E' (from 'int __ob_trap')
// stderr: obt_conv_enum_short_enums.c:19:23: runtime error: obt: integer truncation: 300 does not fit 'enum E __ob_trap' (from 'int')
#include <stdio.h>

enum E { A, B };

int main(void)
{
	volatile int __ob_trap big = 300;
	volatile int plain = 300;
	enum E e = big;
	enum E __ob_trap t = plain;

	printf("%d %d %zu\n", (int)e, (int)t, sizeof(enum E));
	return 0;
}
