// Signed 128-bit subtraction on a trap type: INT128_MIN - 1 is an error,
// and the report prints INT128_MIN exactly.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok
// [warn] stdout: ok
// [warn] stdout: r is INT128_MAX: 1
// [none] stdout: ok
// [none] stdout: r is INT128_MAX: 1
// [trap] stderr: obt_arith_trap_sub_s128.c:31:8: runtime error: obt: integer subtraction overflow: -170141183460469231731687303715884105728 - 1 does not fit '__int128 __ob_trap'
// [warn] stderr: obt_arith_trap_sub_s128.c:31:8: runtime error: obt: integer subtraction overflow: -170141183460469231731687303715884105728 - 1 does not fit '__int128 __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

#define I128_MAX ((__int128)(~(unsigned __int128)0 >> 1))

int main(void)
{
	volatile __int128 __ob_trap a = -I128_MAX;
	__int128 r;

	setvbuf(stdout, NULL, _IONBF, 0);
	r = a - 1;
	printf(r == -I128_MAX - 1 ? "ok\n" : "bad\n");
	a = -I128_MAX - 1;
	r = a - 1;
	printf("r is INT128_MAX: %d\n", r == I128_MAX);
	return 0;
}
