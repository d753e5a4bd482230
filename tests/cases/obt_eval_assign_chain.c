// In a chain 'r = (c = v)' the inner store converts once (checked once,
// reported once in warn mode) and the outer one sees the stored value;
// the comma operator and && sequence OBT side effects in C's order.
// compiler: obtcc
// modes: trap warn none
// [warn] cflags: -DOVER
// stdout: 100 100 3 4 1
// [warn] stdout: 44 44 3 4 1
// [warn] stderr: obt_eval_assign_chain.c:28:11: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// [warn] stderr-not: does not fit 'int'
// [trap] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

#ifdef OVER
#define V 300
#else
#define V 100
#endif

int main(void)
{
	volatile int v = V;
	unsigned char __ob_trap c;
	int __ob_trap i = 1, j;
	int r, k;

	r = (c = v);
	j = (i += 1, i + 1);
	k = (i++ > 1) && (i == 3);
	printf("%d %d %d %d %d\n", r, c, j, i + 1, k);
	return 0;
}
