// Unsigned 32-bit addition on a trap type: UINT_MAX + 1 is an error, not
// a wrap to 0 (warn reports it and carries on with 0).
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 4294967294 + 1 = 4294967295
// [warn] stdout: ok: 4294967294 + 1 = 4294967295
// [warn] stdout: r = 0
// [none] stdout: ok: 4294967294 + 1 = 4294967295
// [none] stdout: r = 0
// [trap] stderr: obt_arith_trap_add_unsigned.c:28:8: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_arith_trap_add_unsigned.c:28:8: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap a = UINT_MAX - 1;
	unsigned r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %u + 1 = %u\n", a, a + 1);
	a = UINT_MAX;
	r = a + 1;
	printf("r = %u\n", r);
	return 0;
}
