// PENDING: obtcc ignores -fshort-enums: it takes enum E (values 0..1) to be
// 32 bits wide, so storing 300 from a trap value into it truncates to 44
// silently (no report), into an 'enum E __ob_trap' too. With -fshort-enums the
// real compiler makes enum E one byte (sizeof 1), so 300 does not fit.
// compiler: obtcc
// modes: warn
// cflags: -fshort-enums
// stdout: 44 44 1
// stderr: obt_conv_enum_short_enums.c:19:13: runtime error: obt: integer truncation: 300 does not fit 'enum E' (from 'int __ob_trap')
// stderr: obt_conv_enum_short_enums.c:20:23: runtime error: obt: integer truncation: 300 does not fit 'enum E __ob_trap' (from 'int')
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
