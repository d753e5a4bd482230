// The conditional operator follows the dominance rule: c ? trap : wrap has
// a trap type, so adding to it is checked; c ? wrap : plain stays wrap.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: wrap: -2147483648
// [warn] stdout: wrap: -2147483648
// [warn] stdout: r = -2147483648
// [none] stdout: wrap: -2147483648
// [none] stdout: r = -2147483648
// [trap] stderr: obt_arith_dominance_ternary.c:31:21: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_dominance_ternary.c:31:21: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int cond = 0;
	volatile int __ob_trap t = 0;
	volatile int __ob_wrap w = INT_MAX;
	volatile int p = 0;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("wrap: %d\n", (cond ? p : w) + 1);
	r = (cond ? t : w) + 1;
	printf("r = %d\n", r);
	return 0;
}
