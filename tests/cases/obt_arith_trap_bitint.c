// _BitInt is not promoted: unsigned _BitInt(7) __ob_trap 120 + 10 is done
// in 7 bits and overflows; _BitInt(17) and _BitInt(128) are checked in
// their own widths too.
// compiler: obtcc
// only-cc: clang
// modes: trap warn none
// [trap] exit: trap
// stdout: ok: 127 60000
// [warn] stdout: ok: 127 60000
// [warn] stdout: 2 -2 1
// [none] stdout: ok: 127 60000
// [none] stdout: 2 -2 1
// [trap] stderr: obt_arith_trap_bitint.c:32:8: runtime error: obt: integer addition overflow: 120 + 10 does not fit 'unsigned _BitInt(7) __ob_trap'
// [warn] stderr: obt_arith_trap_bitint.c:32:8: runtime error: obt: integer addition overflow: 120 + 10 does not fit 'unsigned _BitInt(7) __ob_trap'
// [warn] stderr: obt_arith_trap_bitint.c:33:8: runtime error: obt: integer addition overflow: 65535 + 65535 does not fit '_BitInt(17) __ob_trap'
// [warn] stderr: obt_arith_trap_bitint.c:34:8: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned _BitInt(128) __ob_trap'
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned _BitInt(7) __ob_trap a = 120, b = 7;
	volatile _BitInt(17) __ob_trap c = 30000;
	volatile unsigned _BitInt(128) __ob_trap q = 0;
	unsigned _BitInt(7) __ob_trap r;
	_BitInt(17) __ob_trap d;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d %d\n", (int)(a + b), (int)(c + c));
	b = 10;
	c = 65535;
	r = a + b;
	d = c + c;
	q = q - 1;
	printf("%d %d %d\n", (int)r, (int)d, (int)(q & 1));
	return 0;
}
