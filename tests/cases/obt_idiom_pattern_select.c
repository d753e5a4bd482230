// -fobt-ignore-pattern=LIST keeps only the listed exclusions: with just
// unsigned-post-decr-while, 'while (n--)' stays silent but 'a + b < a' is
// instrumented again.
// compiler: obtcc
// modes: trap warn
// cflags: -fobt-ignore-pattern=unsigned-post-decr-while
// [trap] exit: trap
// stdout: 3 65535
// [warn] stdout: 3 65535
// [warn] stdout: taken 1
// stderr: obt_idiom_pattern_select.c:28:8: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// [warn] stderr-not: subtraction
// [warn] stderr-not: sign change
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap a = UINT_MAX, b = 1;
	unsigned short __ob_trap c = 3;
	int n = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	while (c--)
		n++;
	printf("%d %d\n", n, c);
	n = 0;
	if (a + b < a)
		n++;
	printf("taken %d\n", n);
	return 0;
}
