// dec_u80
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: c = 0
// [warn] stdout: ok: c = 0
// [warn] stdout: c = 255
// [none] stdout: ok: c = 0
// [none] stdout: c = 255
// [trap] stderr: obt_arith_trap_dec_u8.c:26:3: runtime error: obt: integer sign change: -1 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_arith_trap_dec_u8.c:26:3: runtime error: obt: integer sign change: -1 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int start = 1;
	unsigned char __ob_trap c = start;

	setvbuf(stdout, NULL, _IONBF, 0);
	c--;
	printf("ok: c = %d\n", c);
	c--;
	printf("c = %d\n", c);
	return 0;
}
