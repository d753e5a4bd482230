// Initialising a u8 trap object from an int that does not fit is a
// truncation error; a same-width or small value is fine.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2147483647 5
// [warn] stdout: ok: 2147483647 5
// [warn] stdout: small = 255
// [none] stdout: ok: 2147483647 5
// [none] stdout: small = 255
// [trap] stderr: obt_conv_init_trunc.c:28:34: runtime error: obt: integer truncation: 2147483647 does not fit 'unsigned char __ob_trap' (from 'int')
// [warn] stderr: obt_conv_init_trunc.c:28:34: runtime error: obt: integer truncation: 2147483647 does not fit 'unsigned char __ob_trap' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int big = INT_MAX, five = 5;
	int __ob_trap same = big;
	unsigned char __ob_trap ok = five;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d %d\n", same, ok);
	unsigned char __ob_trap small = big;
	printf("small = %d\n", small);
	return 0;
}
