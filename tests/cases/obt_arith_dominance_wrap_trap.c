// Trap dominates wrap whatever the widths: unsigned long long __ob_wrap +
// char __ob_trap is computed as unsigned long long __ob_trap and checked.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 18446744073709551615
// [warn] stdout: ok: 18446744073709551615
// [warn] stdout: r = 0
// [none] stdout: ok: 18446744073709551615
// [none] stdout: r = 0
// [trap] stderr: obt_arith_dominance_wrap_trap.c:29:8: runtime error: obt: integer addition overflow: 18446744073709551615 + 1 does not fit 'unsigned long long __ob_trap'
// [warn] stderr: obt_arith_dominance_wrap_trap.c:29:8: runtime error: obt: integer addition overflow: 18446744073709551615 + 1 does not fit 'unsigned long long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned long long __ob_wrap c = ULLONG_MAX - 1;
	volatile char __ob_trap d = 1;
	unsigned long long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %llu\n", c + d);
	c = ULLONG_MAX;
	r = c + d;
	printf("r = %llu\n", r);
	return 0;
}
