// Port of the kernel's lkdtm OBT_NEGATED_UNSIGNED: 'value & -value' on an
// unsigned long __ob_trap negates a non-zero unsigned value, which traps as
// an integer negation overflow.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: expecting a trap: negating an unsigned value
// [warn] stdout: expecting a trap: negating an unsigned value
// [warn] stdout: FAIL: survived negating an unsigned value: 256 -> 256
// [none] stdout: expecting a trap: negating an unsigned value
// [none] stdout: FAIL: survived negating an unsigned value: 256 -> 256
// [trap] stderr: obt_lkdtm_negated_unsigned.c:28:20: runtime error: obt: integer negation overflow: -(256) does not fit 'unsigned long __ob_trap'
// [warn] stderr: obt_lkdtm_negated_unsigned.c:28:20: runtime error: obt: integer negation overflow: -(256) does not fit 'unsigned long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stddef.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned long __ob_trap value = 256;
	size_t outcome;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("expecting a trap: negating an unsigned value");
	outcome = value & -value;
	printf("FAIL: survived negating an unsigned value: %lu -> %zu\n", value, outcome);
	return 0;
}
