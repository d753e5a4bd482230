// int __ob_trap - unsigned __ob_wrap: the usual arithmetic conversions make
// it unsigned, trap dominates, so 0 - 1 is an unsigned subtraction error.
// Converting e (0) to unsigned is checked and passes.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 0
// [warn] stdout: ok: 0
// [warn] stdout: r = 4294967295
// [none] stdout: ok: 0
// [none] stdout: r = 4294967295
// [trap] stderr: obt_arith_dominance_unsigned_sub.c:29:8: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_arith_dominance_unsigned_sub.c:29:8: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap e = 1;
	volatile unsigned __ob_wrap f = 1;
	unsigned r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %u\n", e - f);
	e = 0;
	r = e - f;
	printf("r = %u\n", r);
	return 0;
}
