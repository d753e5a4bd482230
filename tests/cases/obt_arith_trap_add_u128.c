// Unsigned 128-bit addition on a trap type: the maximum plus 1 is an
// error, and the report prints the 39-digit operand exactly.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: high 64 bits all set
// [warn] stdout: ok: high 64 bits all set
// [warn] stdout: r = 0
// [none] stdout: ok: high 64 bits all set
// [none] stdout: r = 0
// [trap] stderr: obt_arith_trap_add_u128.c:29:8: runtime error: obt: integer addition overflow: 340282366920938463463374607431768211455 + 1 does not fit 'unsigned __int128 __ob_trap'
// [warn] stderr: obt_arith_trap_add_u128.c:29:8: runtime error: obt: integer addition overflow: 340282366920938463463374607431768211455 + 1 does not fit 'unsigned __int128 __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned __int128 __ob_trap a = ~(unsigned __int128)0 - 1;
	unsigned __int128 r;

	setvbuf(stdout, NULL, _IONBF, 0);
	r = a + 1;
	if ((unsigned long long)(r >> 64) == ~0ULL && (unsigned long long)r == ~0ULL)
		printf("ok: high 64 bits all set\n");
	a = ~(unsigned __int128)0;
	r = a + 1;
	printf("r = %d\n", (int)(r == 0 ? 0 : 1));
	return 0;
}
