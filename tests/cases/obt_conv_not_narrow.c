// ~ on a u8 trap value gives int __ob_trap (0x0F becomes -16), so storing
// it back into the u8 is a sign change; ~ itself is not checked.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: -16
// [warn] stdout: ok: -16
// [warn] stdout: m8 = 240
// [none] stdout: ok: -16
// [none] stdout: m8 = 240
// [trap] stderr: obt_conv_not_narrow.c:27:7: runtime error: obt: integer sign change: -16 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_not_narrow.c:27:7: runtime error: obt: integer sign change: -16 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	unsigned char __ob_trap m8 = 0x0F;
	volatile int show = ~m8;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", show);
	m8 = ~m8;
	printf("m8 = %d\n", m8);
	return 0;
}
