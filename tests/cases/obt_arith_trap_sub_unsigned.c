// Unsigned 32-bit subtraction on a trap type: 0 - 1 is an error.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 1 - 1 = 0
// [warn] stdout: ok: 1 - 1 = 0
// [warn] stdout: r = 4294967295
// [none] stdout: ok: 1 - 1 = 0
// [none] stdout: r = 4294967295
// [trap] stderr: obt_arith_trap_sub_unsigned.c:26:8: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_arith_trap_sub_unsigned.c:26:8: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap z = 1;
	unsigned r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %u - 1 = %u\n", z, z - 1);
	z = 0;
	r = z - 1;
	printf("r = %u\n", r);
	return 0;
}
