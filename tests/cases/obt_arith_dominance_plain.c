// plain int + int __ob_trap is int __ob_trap: the plain operand does not
// dilute the behaviour.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2147483647
// [warn] stdout: ok: 2147483647
// [warn] stdout: r = -2147483648
// [none] stdout: ok: 2147483647
// [none] stdout: r = -2147483648
// [trap] stderr: obt_arith_dominance_plain.c:30:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_dominance_plain.c:30:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int p = INT_MAX - 1;
	volatile signed char __ob_trap one = 1;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", p + one);
	p = INT_MAX;
	r = p + one;
	printf("r = %d\n", r);
	return 0;
}
