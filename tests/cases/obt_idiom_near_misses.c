// Only the exact idiom shapes are excluded. A sum compared with a third
// value, '<=', 'while (n-- > 0)', 'while (n-- && f)', a for or do-while
// condition: all stay instrumented, so each final step is reported (warn).
// compiler: obtcc
// modes: warn
// cflags: -Wno-sign-compare
// stdout: n = 11
// stderr: obt_idiom_near_misses.c:25:8: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// stderr: obt_idiom_near_misses.c:27:8: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// stderr: obt_idiom_near_misses.c:29:10: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// stderr: obt_idiom_near_misses.c:34:10: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// stderr: obt_idiom_near_misses.c:36:10: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// stderr: obt_idiom_near_misses.c:38:10: runtime error: obt: integer sign change: -1 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap a = UINT_MAX, b = 1, c = UINT_MAX;
	volatile int flag = 1;
	unsigned __ob_trap k = 2;
	unsigned char __ob_trap j = 2;
	int n = 0;

	if (a + b < c)
		n++;
	if (a + b <= a)
		n++;
	while (k-- > 0)
		n++;
	k = 2;
	do
		n++;
	while (k--);
	k = 2;
	for (; k--;)
		n++;
	while (j-- && flag)
		n++;
	printf("n = %d\n", n);
	return 0;
}
