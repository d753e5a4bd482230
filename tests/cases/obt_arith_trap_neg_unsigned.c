// Unary minus on an unsigned trap type is 0 - x: an error for every
// non-zero x, fine for 0.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 0
// [warn] stdout: ok: 0
// [warn] stdout: r = 4294967291
// [none] stdout: ok: 0
// [none] stdout: r = 4294967291
// [trap] stderr: obt_arith_trap_neg_unsigned.c:29:6: runtime error: obt: integer negation overflow: -(5) does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_arith_trap_neg_unsigned.c:29:6: runtime error: obt: integer negation overflow: -(5) does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned v = 0;
	unsigned __ob_trap u = v;
	unsigned r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %u\n", -u);
	v = 5;
	u = v;
	r = -u;
	printf("r = %u\n", r);
	return 0;
}
