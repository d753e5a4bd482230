// 'x -= y' on an unsigned trap object: going below 0 is an error.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 1
// [warn] stdout: ok: 1
// [warn] stdout: 4294967294
// [none] stdout: ok: 1
// [none] stdout: 4294967294
// [trap] stderr: obt_arith_trap_compound_sub.c:26:4: runtime error: obt: integer subtraction overflow: 1 - 3 does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_arith_trap_compound_sub.c:26:4: runtime error: obt: integer subtraction overflow: 1 - 3 does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap u = 4;
	volatile unsigned three = 3;

	setvbuf(stdout, NULL, _IONBF, 0);
	u -= three;
	printf("ok: %u\n", u);
	u -= three;
	printf("%u\n", u);
	return 0;
}
