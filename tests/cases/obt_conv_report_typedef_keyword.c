// A type written 'u8 __ob_trap' (a plain typedef plus the keyword, the
// kernel's style) is reported as 'u8 __ob_trap' (aka 'unsigned char
// __ob_trap'), keeping the typedef name.
// compiler: obtcc
// modes: warn
// stdout: 255 4294967295
// stderr: obt_conv_report_typedef_keyword.c:18:23: runtime error: obt: integer truncation: 2147483647 does not fit 'u8 __ob_trap' (aka 'unsigned char __ob_trap') (from 'int')
// stderr: obt_conv_report_typedef_keyword.c:20:12: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'u32 __ob_trap' (aka 'unsigned int __ob_trap')
#include <limits.h>
#include <stdio.h>

typedef unsigned char u8;
typedef unsigned int u32;

int main(void)
{
	volatile int big = INT_MAX;
	u8 __ob_trap small = big;
	volatile u32 __ob_trap a = UINT_MAX, b = 1;
	u32 r = a + b;

	printf("%d %u\n", small, r - 1);
	return 0;
}
