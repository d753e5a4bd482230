// -fobt-ignore-pattern=none instruments the idioms: the overflow tests and
// the final decrement of 'while (n--)' are errors like any other operation
// (warn reports each one and carries on). A plain -1UL is not an OBT
// operation either way.
// compiler: obtcc
// modes: trap warn
// cflags: -fobt-ignore-pattern=none -fwrapv
// [trap] exit: trap
// [trap] stdout: mask 18446744073709551615 4294967291
// [warn] stdout: mask 18446744073709551615 4294967291
// [warn] stdout: taken 2
// [warn] stdout: 3 255
// [warn] stdout: 3 4294967295
// stderr: obt_idiom_pattern_none.c:33:8: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_idiom_pattern_none.c:35:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_idiom_pattern_none.c:39:10: runtime error: obt: integer sign change: -1 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_idiom_pattern_none.c:43:10: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap a = UINT_MAX, b = 1;
	volatile int __ob_trap s = INT_MAX, t = 1;
	unsigned long __ob_trap mask = -1UL;
	unsigned __ob_trap five = -5U;
	unsigned char __ob_trap c = 3;
	unsigned __ob_trap u = 3;
	int n = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("mask %lu %u\n", mask, five);
	if (a + b < a)
		n++;
	if (s + t < s)
		n++;
	printf("taken %d\n", n);
	n = 0;
	while (c--)
		n++;
	printf("%d %d\n", n, c);
	n = 0;
	while (u--)
		n++;
	printf("%d %u\n", n, u);
	return 0;
}
