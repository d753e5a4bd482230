// 'none' anywhere in -fobt-ignore-pattern= wins, even after 'all'.
// compiler: obtcc
// modes: warn
// cflags: -fobt-ignore-pattern=all,none
// stdout: taken 1
// stderr: obt_idiom_pattern_none_wins.c:15:8: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap a = UINT_MAX, b = 1;
	int n = 0;

	if (a + b < a)
		n++;
	printf("taken %d\n", n);
	return 0;
}
