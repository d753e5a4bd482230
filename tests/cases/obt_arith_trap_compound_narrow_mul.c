// 'x *= y' on an unsigned short trap object: 100 * 1000 is computed in int
// and the store of 100000 back into 16 bits is a truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 60000
// [warn] stdout: ok: 60000
// [warn] stdout: 34464
// [none] stdout: ok: 60000
// [none] stdout: 34464
// [trap] stderr: obt_arith_trap_compound_narrow_mul.c:28:4: runtime error: obt: integer truncation: 100000 does not fit 'unsigned short __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_arith_trap_compound_narrow_mul.c:28:4: runtime error: obt: integer truncation: 100000 does not fit 'unsigned short __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned short __ob_trap x = 60;
	volatile int k = 1000;

	setvbuf(stdout, NULL, _IONBF, 0);
	x *= k;
	printf("ok: %d\n", x);
	x = 100;
	x *= k;
	printf("%d\n", x);
	return 0;
}
