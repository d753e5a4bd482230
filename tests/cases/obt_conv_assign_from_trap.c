// A trap source makes the conversion checked too: assigning an int
// __ob_trap that does not fit to a plain unsigned char is a truncation.
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
// [trap] stderr: obt_conv_assign_from_trap.c:28:10: runtime error: obt: integer truncation: 2147483647 does not fit 'unsigned char' (from 'int __ob_trap')
// [warn] stderr: obt_conv_assign_from_trap.c:28:10: runtime error: obt: integer truncation: 2147483647 does not fit 'unsigned char' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap big = INT_MAX, five = 5;
	int same = big;
	unsigned char small = five;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d %d\n", same, small);
	small = big;
	printf("small = %d\n", small);
	return 0;
}
