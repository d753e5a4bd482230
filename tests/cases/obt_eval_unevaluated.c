// Operands of sizeof, _Alignof, typeof and the controlling expression of
// _Generic are not evaluated: an OBT operation there neither runs nor
// checks, even when it would overflow, and calls in it do not happen.
// compiler: obtcc
// modes: trap warn none
// cflags: -Wno-unevaluated-expression
// stdout: 4 4 1 1 4 x = 2147483647 calls = 0
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
	size_t s1 = sizeof(x++);
	size_t s2 = sizeof(f() + 1);
	__typeof__(x++) y = 1;
	int g = _Generic(f() + 1, int __ob_trap: 1, default: 0);
	int al = _Alignof(__typeof__(f() * 2));

	printf("%zu %zu %d %d %d x = %d calls = %d\n", s1, s2, y, g, al, x, calls);
	return 0;
}
