// Port of the kernel's lkdtm OBT_POSTFIX_OPERATORS: a u8 __ob_wrap
// incremented 300 times wraps to 44; 'while (counter--)' on a u8 __ob_trap
// is the excluded idiom and ends at 255; then a u8 __ob_trap incremented
// past 255 traps on the store as an integer truncation (warn reports that
// site once and ends at 44 too).
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: incrementing a u8 __ob_wrap past 255
// stdout: counting down with the idiomatic post-decrement test
// stdout: expecting a trap: incrementing a u8 __ob_trap past 255
// [warn] stdout: incrementing a u8 __ob_wrap past 255
// [warn] stdout: counting down with the idiomatic post-decrement test
// [warn] stdout: expecting a trap: incrementing a u8 __ob_trap past 255
// [warn] stdout: FAIL: survived an overflowing post-increment: 44
// [none] stdout: incrementing a u8 __ob_wrap past 255
// [none] stdout: counting down with the idiomatic post-decrement test
// [none] stdout: expecting a trap: incrementing a u8 __ob_trap past 255
// [none] stdout: FAIL: survived an overflowing post-increment: 44
// [trap] stderr: obt_lkdtm_postfix_operators.c:56:10: runtime error: obt: integer truncation: 256 does not fit 'u8 __ob_trap' (aka 'unsigned char __ob_trap') (from 'int __ob_trap')
// [warn] stderr: obt_lkdtm_postfix_operators.c:56:10: runtime error: obt: integer truncation: 256 does not fit 'u8 __ob_trap' (aka 'unsigned char __ob_trap') (from 'int __ob_trap')
// [warn] stderr-not: 257
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

typedef unsigned char u8;

int main(void)
{
	volatile int target = 300, flag = 0;
	u8 __ob_wrap wrapper = 0;
	u8 __ob_trap counter = 0;
	int i;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("incrementing a u8 __ob_wrap past 255");
	for (i = 0; i < target; i++)
		wrapper++;
	if (wrapper != 44)
		printf("FAIL: wrapped incorrectly: %u\n", wrapper);

	puts("counting down with the idiomatic post-decrement test");
	counter = target / 2;
	while (counter--)
		if (flag)
			break;
	if (counter != 255)
		printf("FAIL: u8 __ob_trap post-decrement test did not wrap: %u\n", counter);

	puts("expecting a trap: incrementing a u8 __ob_trap past 255");
	counter = 0;
	for (i = 0; i < target; i++)
		counter++;
	printf("FAIL: survived an overflowing post-increment: %u\n", counter);
	return 0;
}
