// (obt) LLONG_MIN % -1 on a trap type is reported as an integer division
// overflow (the hardware would raise SIGFPE); warn carries on with 0.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: SIGFPE
// stdout: ok: 0
// [warn] stdout: ok: 0
// [warn] stdout: r = 0
// [none] stdout: ok: 0
// [trap] stderr: obt_arith_trap_rem_min.c:28:8: runtime error: obt: integer division overflow: -9223372036854775808 % -1 does not fit 'long long __ob_trap'
// [warn] stderr: obt_arith_trap_rem_min.c:28:8: runtime error: obt: integer division overflow: -9223372036854775808 % -1 does not fit 'long long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile long long __ob_trap a = LLONG_MIN + 1;
	volatile long long m1 = -1;
	long long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %lld\n", a % m1);
	a = LLONG_MIN;
	r = a % m1;
	printf("r = %lld\n", r);
	return 0;
}
