// &&, || and ?: evaluate only what C evaluates: an OBT operation in the
// skipped operand neither runs nor reports, even though it would overflow.
// compiler: obtcc
// modes: trap warn none
// stdout: 0 1 5 6 calls = 0
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

static int calls;

static int __ob_trap f(void)
{
	calls++;
	return INT_MAX;
}

int main(void)
{
	int __ob_trap x = INT_MAX;
	volatile int zero = 0, one = 1;
	int a = zero && (x + 1 > 0);
	int b = one || (f() + 1 > 0);
	int c = zero ? x + 1 : 5;
	int d = one ? 6 : f() * 2;

	printf("%d %d %d %d calls = %d\n", a, b, c, d, calls);
	return 0;
}
