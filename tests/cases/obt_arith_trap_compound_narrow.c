// 'x += y' on a u8 trap object: the addition is done in int (250 + 10 is
// 260, no overflow), then storing 260 into the u8 is a truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 250
// [warn] stdout: ok: 250
// [warn] stdout: 4 4
// [none] stdout: ok: 250
// [none] stdout: 4 4
// [trap] stderr: obt_arith_trap_compound_narrow.c:28:9: runtime error: obt: integer truncation: 260 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_arith_trap_compound_narrow.c:28:9: runtime error: obt: integer truncation: 260 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned char __ob_trap x = 240;
	volatile int ten = 10;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	x += ten;
	printf("ok: %d\n", x);
	r = (x += ten);
	printf("%d %d\n", r, x);
	return 0;
}
