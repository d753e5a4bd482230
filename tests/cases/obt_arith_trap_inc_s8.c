// inc_s80
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: c = 127
// [warn] stdout: ok: c = 127
// [warn] stdout: c = -128
// [none] stdout: ok: c = 127
// [none] stdout: c = -128
// [trap] stderr: obt_arith_trap_inc_s8.c:26:3: runtime error: obt: integer truncation: 128 does not fit 'signed char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_arith_trap_inc_s8.c:26:3: runtime error: obt: integer truncation: 128 does not fit 'signed char __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int start = 126;
	signed char __ob_trap c = start;

	setvbuf(stdout, NULL, _IONBF, 0);
	c++;
	printf("ok: c = %d\n", c);
	c++;
	printf("c = %d\n", c);
	return 0;
}
