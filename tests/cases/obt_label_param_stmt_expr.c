// A label on a parameter's type works like one on a local; the jump may
// leave a call's argument list, a loop condition or a statement
// expression in the middle of their evaluation.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: inner 2
// stdout: inner 1073741825
// stdout: 1 -1 4 -2 -1
// [warn] stderr: integer addition overflow: 2147483647 + 1
#include <limits.h>
#include <stdio.h>

static int f(int __attribute__((overflow_behavior(trap, L))) n)
{
	printf("inner %d\n", n + 1);
	while (n * 2 > 0)
		return 1;
	return 0;
L:
	return -1;
}

static int g(int n)
{
	int __attribute__((overflow_behavior(trap, L))) a = n;
	int r = ({ int t = a + 1; t * 2; });

	return r;
L:
	return -2;
}

int main(void)
{
	int r1 = f(1), r2 = f(INT_MAX), r3 = g(1), r4 = g(INT_MAX);
	int r5 = f(INT_MAX / 2 + 1);

	printf("%d %d %d %d %d\n", r1, r2, r3, r4, r5);
	return 0;
}
