// obtcc's rewritten code stays acceptable to -std=c99 -pedantic-errors:
// the GNU constructs it introduces carry __extension__, for trap and wrap
// arithmetic, narrow stores, bit-fields and labels alike.
// compiler: obtcc
// modes: trap warn
// cflags: -std=c99 -pedantic-errors
// stdout: 2147483647 3 3 -2147483648 2 -1
#include <limits.h>
#include <stdio.h>

struct bits {
	unsigned __ob_trap f : 3;
};

static int bump(int n)
{
	int __attribute__((overflow_behavior(trap, over))) a = n;

	a = a * 2;
	return a;
over:
	return -1;
}

int main(void)
{
	volatile int __ob_trap a = INT_MAX - 1;
	unsigned char __ob_trap c = 1;
	int __ob_wrap w = INT_MAX;
	struct bits s = { 1 };
	int x = a + 1;

	c++;
	c += 1;
	w++;
	s.f++;
	printf("%d %d %d %d %d %d\n", x, c, c, w, s.f, bump(INT_MAX));
	return 0;
}
