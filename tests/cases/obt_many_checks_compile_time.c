// Regression: a function with thousands of checks made gcc -O0 run for
// minutes and gigabytes (always_inline helpers), and gcc -O2's points-to
// analysis slow (one address-taken object per site). The sites live in
// one array now and the helpers are plain static inline. This case has
// 1500 checks in one function; the runner's compile timeout is 120 s.
// compiler: obtcc
// cflags: -O0
// stdout: 1500
#include <stdio.h>

#define TEN(x) x x x x x x x x x x
#define HUNDRED(x) TEN(TEN(x))

static int __ob_trap sum(int __ob_trap x, int i)
{
	HUNDRED(x = x + i; x = x + i; x = x + i; x = x + i; x = x + i;
		x = x + i; x = x + i; x = x + i; x = x + i; x = x + i;
		x = x + i; x = x + i; x = x + i; x = x + i; x = x + i;)
	return x;
}

int main(void)
{
	printf("%d\n", (int)sum(0, 1));
	return 0;
}
