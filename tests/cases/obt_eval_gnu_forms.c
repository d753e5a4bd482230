// GNU forms: __auto_type and __typeof__ keep the trap behaviour of the
// expression they take their type from, and 'a ?: b' evaluates a once.
// compiler: obtcc
// modes: trap warn
// [trap] exit: trap
// stdout: 2147483647 1 2 2
// [warn] stdout: 2147483647 1 2 2
// [warn] stdout: -2147483648
// stderr: obt_eval_gnu_forms.c:30:19: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>
#include <stdio.h>

static int calls;

static int __ob_trap f(void)
{
	calls++;
	return 2;
}

int main(void)
{
	volatile int __ob_trap t = INT_MAX - 1;
	__auto_type x = t + 1;
	__typeof__(t + 0) y = 1;
	int r = (f() ?: 5) + (f() ?: 7) - 2;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("%d %d %d %d\n", x, y, r, calls);
	printf("%d\n", x + y);
	return 0;
}
