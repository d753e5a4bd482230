// The usual arithmetic conversions are checked too: comparing int __ob_trap
// -1 with an unsigned converts -1 to unsigned, a sign change.
// compiler: obtcc
// modes: trap trap-quiet warn none
// cflags: -Wno-sign-compare
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 1
// [warn] stdout: ok: 1
// [warn] stdout: lt = 0
// [none] stdout: ok: 1
// [none] stdout: lt = 0
// [trap] stderr: obt_conv_uac_compare.c:30:7: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_uac_compare.c:30:7: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = 0;
	volatile unsigned b = 1;
	int lt;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", a < b);
	a = -1;
	lt = a < b;
	printf("lt = %d\n", lt);
	return 0;
}
