// -fobt-require-label accepts functions whose checks have a label: a
// labelled type, or __overflow_label on the function; functions without
// checks need none.
// compiler: obtcc
// modes: trap warn
// cflags: -fobt-require-label
// stdout: -1 -2 3
// [warn] stderr: integer addition overflow
#include <limits.h>
#include <stdio.h>

static int by_type(int n)
{
	int __attribute__((overflow_behavior(trap, over))) a = n;

	return a + 1;
over:
	return -1;
}

__overflow_label(over) static int by_function(int n)
{
	int __ob_trap a = n;

	return a * 2;
over:
	return -2;
}

static int plain(int n)
{
	return n + 1;
}

int main(void)
{
	printf("%d %d %d\n", by_type(INT_MAX), by_function(INT_MAX), plain(2));
	return 0;
}
