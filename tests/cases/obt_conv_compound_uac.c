// op= applies the usual arithmetic conversions like the binary operator:
// 'x += 1u' with an int __ob_trap x of -1 converts x to unsigned, a sign
// change (then 4294967295 + 1 overflows too); with x = 1 all is fine.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2
// [warn] stdout: ok: 2
// [warn] stdout: x = 0
// [none] stdout: ok: 2
// [none] stdout: x = 0
// [trap] stderr: obt_conv_compound_uac.c:30:4: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_compound_uac.c:30:4: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_compound_uac.c:30:4: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap x = 1;
	volatile unsigned one = 1;

	setvbuf(stdout, NULL, _IONBF, 0);
	x += one;
	printf("ok: %d\n", x);
	x = -1;
	x += one;
	printf("x = %d\n", x);
	return 0;
}
