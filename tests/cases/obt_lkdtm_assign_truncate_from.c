// Port of the kernel's lkdtm OBT_ASSIGN_TRUNCATE_FROM: assigning an s32
// __ob_trap holding INT_MAX to a plain u8 traps as an integer truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: assigning a same-width value from an OBT
// stdout: assigning a small value from an OBT
// stdout: expecting a trap: truncating assignment from an OBT
// [warn] stdout: assigning a same-width value from an OBT
// [warn] stdout: assigning a small value from an OBT
// [warn] stdout: expecting a trap: truncating assignment from an OBT
// [warn] stdout: FAIL: survived a truncating assignment from an OBT: 2147483647 -> 255 (ok: 5 -> 5)
// [none] stdout: assigning a same-width value from an OBT
// [none] stdout: assigning a small value from an OBT
// [none] stdout: expecting a trap: truncating assignment from an OBT
// [none] stdout: FAIL: survived a truncating assignment from an OBT: 2147483647 -> 255 (ok: 5 -> 5)
// [trap] stderr: obt_lkdtm_assign_truncate_from.c:41:10: runtime error: obt: integer truncation: 2147483647 does not fit 'u8' (aka 'unsigned char') (from 's32 __ob_trap' (aka 'int __ob_trap'))
// [warn] stderr: obt_lkdtm_assign_truncate_from.c:41:10: runtime error: obt: integer truncation: 2147483647 does not fit 'u8' (aka 'unsigned char') (from 's32 __ob_trap' (aka 'int __ob_trap'))
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef unsigned char u8;
typedef int s32;

int main(void)
{
	volatile s32 __ob_trap big = INT_MAX, wide_low = 5;
	u8 narrow_low = 0, small = 0;
	s32 same = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("assigning a same-width value from an OBT");
	same = big;
	puts("assigning a small value from an OBT");
	narrow_low = wide_low;
	puts("expecting a trap: truncating assignment from an OBT");
	small = big;
	printf("FAIL: survived a truncating assignment from an OBT: %d -> %u (ok: %d -> %u)\n",
	       same, small, wide_low, narrow_low);
	return 0;
}
