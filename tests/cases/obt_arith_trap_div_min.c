// (obt) INT_MIN / -1 on a trap type is reported as an integer division
// overflow instead of the hardware's SIGFPE; warn carries on with INT_MIN.
// Under none it is plain C again, and x86 raises SIGFPE.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: SIGFPE
// stdout: ok: 2147483647
// [warn] stdout: ok: 2147483647
// [warn] stdout: r = -2147483648
// [none] stdout: ok: 2147483647
// [trap] stderr: obt_arith_trap_div_min.c:29:8: runtime error: obt: integer division overflow: -2147483648 / -1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_div_min.c:29:8: runtime error: obt: integer division overflow: -2147483648 / -1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MIN + 1;
	volatile int m1 = -1;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", a / m1);
	a = INT_MIN;
	r = a / m1;
	printf("r = %d\n", r);
	return 0;
}
