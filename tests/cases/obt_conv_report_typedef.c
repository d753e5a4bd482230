// Conversion reports spell both types as written: a typedef name, then its
// canonical type after 'aka' (obt.h's u8t and s32t here).
// compiler: obtcc
// modes: trap warn
// cflags: -I../../include
// [trap] exit: trap
// [warn] stdout: small = 44
// stderr: obt_conv_report_typedef.c:16:14: runtime error: obt: integer truncation: 300 does not fit 'u8t' (aka 'unsigned char __ob_trap') (from 's32t' (aka 'int __ob_trap'))
#include <stdio.h>

#include <obt.h>

int main(void)
{
	volatile s32t big = 300;
	u8t small = big;

	printf("small = %d\n", small);
	return 0;
}
