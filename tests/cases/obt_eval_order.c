// Checked operations evaluate their operands in the order CC evaluates
// the plain text's: left to right along + - * / %, whatever the checks
// around them (an earlier obtcc nested helper calls, whose arguments gcc
// evaluates right to left: "4 3 2 1"). Also through a handler label
// (which leaves before the next operand), a wrap type, unary minus, mixed
// widths, and a value thrown away.
// compiler: obtcc
// modes: trap warn
// stdout: 1 2 3 4 = 1
// stdout: 5 6 7 5 6 7 5 6 = 59
// stdout: 8 9 10 = -82
// stdout: 11 = 11
// stdout: 12 13 14 = 11
// stdout: 15 16 1 = 240
// stdout: 17 18 19 thrown away
// stdout: 20 = -1 (label)
// [trap] stderr-not: obt
// [warn] stderr: obt_eval_order.c:43:16: runtime error: obt: integer addition overflow: 20 + 2147483647
#include <limits.h>
#include <stdio.h>

static int __ob_trap t(int x)
{
	printf("%d ", x);
	return x;
}

static int __ob_wrap w(int x)
{
	printf("%d ", x);
	return x;
}

static long l(long x)
{
	printf("%ld ", x);
	return x;
}

static int labelled(void)
{
	int __attribute__((overflow_behavior(trap, out))) big = INT_MAX;
	int r = t(20) + big + t(21);
	return r;
out:
	return -1;
}

int main(void)
{
	printf("= %d\n", t(1) * t(2) + t(3) - t(4));
	printf("= %d\n", t(5) + t(6) * t(7) - t(5) + t(6) * t(7) - t(5) * t(6) + 5);
	printf("= %d\n", w(8) - w(9) * w(10) + 0);
	printf("= %d\n", - - -(-t(11)));
	printf("= %ld\n", t(12) + l(13) - t(14));
	printf("= %d\n", t(15) * t(16) / t(1) % 1000);
	t(17) + t(18) + t(19);
	printf("thrown away\n");
	printf("= %d (label)\n", labelled());
	return 0;
}
