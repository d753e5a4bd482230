// Plain char's signedness comes from the real compiler's flags: with
// -funsigned-char, 200 fits 'char __ob_trap' and -1 does not (sign change).
// compiler: obtcc
// modes: trap warn
// cflags: -funsigned-char
// [trap] exit: trap
// stdout: ok: 200
// [warn] stdout: ok: 200
// [warn] stdout: c = 255
// [trap] stderr: obt_conv_char_unsigned.c:22:6: runtime error: obt: integer sign change: -1 does not fit 'char __ob_trap' (from 'int')
// [warn] stderr: obt_conv_char_unsigned.c:22:6: runtime error: obt: integer sign change: -1 does not fit 'char __ob_trap' (from 'int')
#include <stdio.h>

int main(void)
{
	volatile int v = 200;
	char __ob_trap c = v;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", c);
	v = -1;
	c = v;
	printf("c = %d\n", c);
	return 0;
}
