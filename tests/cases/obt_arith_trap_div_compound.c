// /= and %= check MIN / -1 like / and %; a narrow s8 -128 / -1 is 128 in
// int (no division overflow) and the store back is a truncation; other
// quotients and remainders, negative ones included, are plain C.
// compiler: obtcc
// modes: trap trap-quiet warn
// exit: trap
// [warn] exit: 0
// stdout: 128 1 -3 -1
// [warn] stdout: 128 1 -3 -1
// [warn] stdout: -128 -2147483648 0
// [trap] stderr: obt_arith_trap_div_compound.c:30:4: runtime error: obt: integer truncation: 128 does not fit 'signed char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_arith_trap_div_compound.c:30:4: runtime error: obt: integer truncation: 128 does not fit 'signed char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_arith_trap_div_compound.c:31:4: runtime error: obt: integer division overflow: -2147483648 / -1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_div_compound.c:32:4: runtime error: obt: integer division overflow: -2147483648 % -1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int m1 = -1;
	int __ob_trap a = INT_MIN, b = INT_MIN, n = -7;
	signed char __ob_trap c = -128;
	unsigned __ob_trap u = 7;

	setvbuf(stdout, NULL, _IONBF, 0);
	u /= 2;
	u %= 2;
	printf("%d %u %d %d\n", c / m1, u, n / 2, n % 3);
	c /= m1;
	a /= m1;
	b %= m1;
	printf("%d %d %d\n", c, a, b);
	return 0;
}
