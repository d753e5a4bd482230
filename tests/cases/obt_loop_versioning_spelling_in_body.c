// A loop versioned on a test before it (src/versioning.c) is copied; a
// behaviour spelled inside it (a declaration, a cast, an attribute) must
// leave the copy as it leaves the loop. An earlier obtcc copied the
// keyword itself, which CC could not compile.
// compiler: obtcc
// modes: trap warn
// stdout: 45 45 6
#include <stdio.h>

static int sum(int n, int __ob_trap v)
{
	int r = 0;
	for (int i = 0; i < n; i++) {
		unsigned __ob_trap k = v;
		int __attribute__((overflow_behavior(wrap))) w = (int __ob_wrap)k;
		r += (int)k + i + w - v;
	}
	return r;
}

int main(void)
{
	printf("%d %d %d\n", sum(10, 0), sum(10, 0) + sum(0, 3), sum(3, 1));
	return 0;
}
