// op= with a trap right operand and a plain or wrap left operand: the
// arithmetic is trap (dominance) and checked; the store back follows the
// conversion rules: into a plain u8 it is checked (the source is trap),
// into a wrap u8 it is not.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: wrap u8: 4
// [warn] stdout: wrap u8: 4
// [warn] stdout: plain u8: 4
// [warn] stdout: wrap int: -2147483648
// [none] stdout: wrap u8: 4
// [none] stdout: plain u8: 4
// [none] stdout: wrap int: -2147483648
// [trap] stderr: obt_arith_compound_mixed.c:36:4: runtime error: obt: integer truncation: 260 does not fit 'unsigned char' (from 'int __ob_trap')
// [warn] stderr: obt_arith_compound_mixed.c:36:4: runtime error: obt: integer truncation: 260 does not fit 'unsigned char' (from 'int __ob_trap')
// [warn] stderr: obt_arith_compound_mixed.c:38:4: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap ten = 10, one = 1;
	unsigned char __ob_wrap w8 = 250;
	unsigned char c = 250;
	int __ob_wrap w = INT_MAX;

	setvbuf(stdout, NULL, _IONBF, 0);
	w8 += ten;
	printf("wrap u8: %d\n", w8);
	c += ten;
	printf("plain u8: %d\n", c);
	w += one;
	printf("wrap int: %d\n", w);
	return 0;
}
