// (obt) trap + sat is trap: INT_MAX + INT_MAX is an error, not a clamp.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2147483647
// [warn] stdout: ok: 2147483647
// [warn] stdout: r = -2
// [none] stdout: ok: 2147483647
// [none] stdout: r = -2
// [trap] stderr: obt_sat_dominance_trap.c:29:8: runtime error: obt: integer addition overflow: 2147483647 + 2147483647 does not fit 'int __ob_trap'
// [warn] stderr: obt_sat_dominance_trap.c:29:8: runtime error: obt: integer addition overflow: 2147483647 + 2147483647 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_sat s = INT_MAX;
	volatile int __ob_trap t = 0;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", s + t);
	t = INT_MAX;
	r = t + s;
	printf("r = %d\n", r);
	return 0;
}
