// Port of the kernel's lkdtm OBT_ASSIGN_TRUNCATE_TO: assigning INT_MAX to a
// u8 __ob_trap traps as an integer truncation; a same-width and a small
// assignment before it do not. The FAIL line is never reached in trap mode.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: assigning a same-width value to an OBT
// stdout: assigning a small value to an OBT
// stdout: expecting a trap: truncating assignment to an OBT
// [warn] stdout: assigning a same-width value to an OBT
// [warn] stdout: assigning a small value to an OBT
// [warn] stdout: expecting a trap: truncating assignment to an OBT
// [warn] stdout: FAIL: survived a truncating assignment to an OBT: 2147483647 -> 255 (ok: 5 -> 5)
// [none] stdout: assigning a same-width value to an OBT
// [none] stdout: assigning a small value to an OBT
// [none] stdout: expecting a trap: truncating assignment to an OBT
// [none] stdout: FAIL: survived a truncating assignment to an OBT: 2147483647 -> 255 (ok: 5 -> 5)
// [trap] stderr: obt_lkdtm_assign_truncate_to.c:42:10: runtime error: obt: integer truncation: 2147483647 does not fit 'u8 __ob_trap' (aka 'unsigned char __ob_trap') (from 'int')
// [warn] stderr: obt_lkdtm_assign_truncate_to.c:42:10: runtime error: obt: integer truncation: 2147483647 does not fit 'u8 __ob_trap' (aka 'unsigned char __ob_trap') (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef unsigned char u8;
typedef int s32;

int main(void)
{
	volatile int big = INT_MAX, wide_low = 5;
	u8 __ob_trap narrow_low = 0, small = 0;
	s32 __ob_trap same = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("assigning a same-width value to an OBT");
	same = big;
	puts("assigning a small value to an OBT");
	narrow_low = wide_low;
	puts("expecting a trap: truncating assignment to an OBT");
	small = big;
	printf("FAIL: survived a truncating assignment to an OBT: %d -> %u (ok: %d -> %u)\n",
	       same, small, wide_low, narrow_low);
	return 0;
}
