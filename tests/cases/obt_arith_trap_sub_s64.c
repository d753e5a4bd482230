// Signed 64-bit subtraction on a trap type ('long'): LONG_MIN - 1 is an
// error, and so is 0 - LONG_MIN.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: -9223372036854775807
// [warn] stdout: ok: -9223372036854775807
// [warn] stdout: r = 9223372036854775807
// [warn] stdout: r = -9223372036854775808
// [none] stdout: ok: -9223372036854775807
// [none] stdout: r = 9223372036854775807
// [none] stdout: r = -9223372036854775808
// [trap] stderr: obt_arith_trap_sub_s64.c:33:8: runtime error: obt: integer subtraction overflow: -9223372036854775808 - 1 does not fit 'long __ob_trap'
// [warn] stderr: obt_arith_trap_sub_s64.c:33:8: runtime error: obt: integer subtraction overflow: -9223372036854775808 - 1 does not fit 'long __ob_trap'
// [warn] stderr: obt_arith_trap_sub_s64.c:35:8: runtime error: obt: integer subtraction overflow: 0 - -9223372036854775808 does not fit 'long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile long __ob_trap a = LONG_MIN + 2;
	volatile long __ob_trap z = 0;
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %ld\n", a - 1);
	a = LONG_MIN;
	r = a - 1;
	printf("r = %ld\n", r);
	r = z - a;
	printf("r = %ld\n", r);
	return 0;
}
