// When obtcc resolves a _Generic itself, the chosen association is still
// an ordinary expression: its trap arithmetic is checked, its wrap
// arithmetic wraps.
// compiler: obtcc
// compile-silent: yes
// exit: trap
// stdout: -2147483648
// stdout: 2147483646
// stderr: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int big = INT_MAX;
	int __ob_trap t = big;
	int __ob_wrap w = big;

	printf("%d\n", _Generic(w, int __ob_wrap: w + 1, default: 0));
	printf("%d\n", _Generic(t, int __ob_wrap: 0, int __ob_trap: t - 1, default: 2));
	fflush(stdout);
	printf("%d\n", _Generic(t, int __ob_trap: t + 1, default: 0));
	return 0;
}
