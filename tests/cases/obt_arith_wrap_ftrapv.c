// A wrap type wraps whatever -ftrapv says: the arithmetic must not be left
// to the compiler's signed operations.
// compiler: obtcc
// modes: trap warn
// cflags: -ftrapv
// stdout: -2147483648 2147483647 -2147483648 0
// stdout: -2147483648 2147483647
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_wrap a = INT_MAX, b = INT_MIN, c = 65536;
	int __ob_wrap x = INT_MAX, y = INT_MIN;

	printf("%d %d %d %d\n", a + 1, b - 1, -b, c * c);
	x++;
	y -= 1;
	printf("%d %d\n", x, y);
	return 0;
}
