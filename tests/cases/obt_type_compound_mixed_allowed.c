// Mixing wrap and trap objects in a compound assignment is allowed (no
// incompatible-behaviour error): the arithmetic is trap by dominance and
// is checked, the store back into a wrap object is not. So w += t computes
// in int __ob_trap: fine while it fits, an error when it overflows.
// compiler: obtcc
// compile-silent: yes
// exit: trap
// stdout: 7 12
// stderr: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int big = INT_MAX;
	int __ob_trap t = 3;
	int __ob_wrap w = 4;

	w += t;
	t += w - 3 + 3;		/* wrap arithmetic, then a trap store */
	w *= 1;
	t -= 3 - 5;
	printf("%d %d\n", w, t);
	fflush(stdout);
	w = big;
	t = 1;
	w += t;
	printf("%d\n", w);
	return 0;
}
