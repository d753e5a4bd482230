// When a labelled check jumps, the side effects already sequenced before
// the failed operation have happened exactly once (i++ in the index, the
// call that yields the lvalue), and the target is left unchanged.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: jumped: i = 2, calls = 1, a = 1 2147483647 3
#include <limits.h>
#include <stdio.h>

typedef int __attribute__((overflow_behavior(trap, full))) counter;

static int calls;

static counter *pick(counter *a)
{
	calls++;
	return a;
}

int main(void)
{
	counter a[3] = { 1, INT_MAX, 3 };
	volatile int one = 1;
	int i = 1;

	pick(a)[i++] += one;
	printf("no jump\n");
	return 1;
full:
	printf("jumped: i = %d, calls = %d, a = %d %d %d\n", i, calls, a[0], a[1], a[2]);
	return 0;
}
