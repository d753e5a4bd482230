// With the default (signed) char on x86-64 and with -fsigned-char, 200 does
// not fit 'char __ob_trap' (truncation) and -1 does.
// compiler: obtcc
// modes: trap warn
// cflags: -fsigned-char
// [trap] exit: trap
// stdout: ok: -1
// [warn] stdout: ok: -1
// [warn] stdout: c = -56
// [trap] stderr: obt_conv_char_signed.c:22:6: runtime error: obt: integer truncation: 200 does not fit 'char __ob_trap' (from 'int')
// [warn] stderr: obt_conv_char_signed.c:22:6: runtime error: obt: integer truncation: 200 does not fit 'char __ob_trap' (from 'int')
#include <stdio.h>

int main(void)
{
	volatile int v = -1;
	char __ob_trap c = v;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", c);
	v = 200;
	c = v;
	printf("c = %d\n", c);
	return 0;
}
