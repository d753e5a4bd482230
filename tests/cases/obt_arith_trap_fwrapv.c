// -fwrapv and -fno-strict-overflow make plain signed arithmetic wrap; they
// do not disable the check on a trap type.
// compiler: obtcc
// modes: trap trap-quiet warn none
// cflags: -fwrapv -fno-strict-overflow
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: plain: -2147483648
// [warn] stdout: plain: -2147483648
// [warn] stdout: r = -2147483648
// [none] stdout: plain: -2147483648
// [none] stdout: r = -2147483648
// [trap] stderr: obt_arith_trap_fwrapv.c:29:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_fwrapv.c:29:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int p = INT_MAX;
	volatile int __ob_trap a = INT_MAX;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("plain: %d\n", p + 1);
	r = a + 1;
	printf("r = %d\n", r);
	return 0;
}
