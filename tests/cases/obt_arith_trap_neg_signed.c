// Unary minus on a signed trap type: -INT_MIN does not fit (it is 0 - x);
// -INT_MAX does.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: -2147483647
// [warn] stdout: ok: -2147483647
// [warn] stdout: r = -2147483648
// [none] stdout: ok: -2147483647
// [none] stdout: r = -2147483648
// [trap] stderr: obt_arith_trap_neg_signed.c:31:6: runtime error: obt: integer negation overflow: -(-2147483648) does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_neg_signed.c:31:6: runtime error: obt: integer negation overflow: -(-2147483648) does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int v = INT_MAX;
	int __ob_trap m = v;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", -m);
	v = INT_MIN;
	m = v;
	r = -m;
	printf("r = %d\n", r);
	return 0;
}
