// (unsigned) of an int __ob_trap holding -1 is a sign change.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 0
// [warn] stdout: ok: 0
// [warn] stdout: u = 4294967295
// [none] stdout: ok: 0
// [none] stdout: u = 4294967295
// [trap] stderr: obt_conv_cast_sign_change.c:27:16: runtime error: obt: integer sign change: -1 does not fit 'unsigned int' (from 'int __ob_trap')
// [warn] stderr: obt_conv_cast_sign_change.c:27:16: runtime error: obt: integer sign change: -1 does not fit 'unsigned int' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap n = 0;
	unsigned u;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %u\n", (unsigned)n);
	n = -1;
	u = (unsigned)n;
	printf("u = %u\n", u);
	return 0;
}
