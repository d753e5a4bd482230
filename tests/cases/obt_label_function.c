// (obt) __overflow_label(L) on a function (obtcc predefines the macro):
// every trap error in it without a label of its own jumps to L, arithmetic
// and conversions alike. A variable's own label still wins.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: 6 fail -1 fail -1 own -2
// [warn] stderr: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: integer truncation: 256 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: integer multiplication overflow: 1073741824 * 4 does not fit 'int __ob_trap'
// [trap] stderr-not: obt
// [trap-quiet] stderr-not: obt
#include <limits.h>
#include <stdio.h>

#ifndef __overflow_label
#error "obtcc should predefine __overflow_label"
#endif

__overflow_label(fail) static int narrow_next(int n, int own)
{
	int __ob_trap q = n;
	int __attribute__((overflow_behavior(trap, mine))) m = n;
	unsigned char __ob_trap c;

	if (own) {
		m = m * 4;
		return m;
	}
	q = q + 1;
	c = q;
	return c;
fail:
	printf("fail ");
	return -1;
mine:
	printf("own ");
	return -2;
}

int main(void)
{
	printf("%d ", narrow_next(5, 0));
	printf("%d ", narrow_next(INT_MAX, 0));
	printf("%d ", narrow_next(255, 0));
	printf("%d\n", narrow_next(1 << 30, 1));
	return 0;
}
