// Signed 64-bit addition on a trap type: LLONG_MAX + 1 is an error.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 9223372036854775807
// [warn] stdout: ok: 9223372036854775807
// [warn] stdout: r = -9223372036854775808
// [none] stdout: ok: 9223372036854775807
// [none] stdout: r = -9223372036854775808
// [trap] stderr: obt_arith_trap_add_s64.c:28:8: runtime error: obt: integer addition overflow: 9223372036854775807 + 1 does not fit 'long long __ob_trap'
// [warn] stderr: obt_arith_trap_add_s64.c:28:8: runtime error: obt: integer addition overflow: 9223372036854775807 + 1 does not fit 'long long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile long long __ob_trap a = LLONG_MAX - 1;
	long long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %lld\n", a + 1);
	a = LLONG_MAX;
	r = a + 1;
	printf("r = %lld\n", r);
	return 0;
}
