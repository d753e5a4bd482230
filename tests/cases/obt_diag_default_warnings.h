/* A program that draws each obtcc warning on by default; the cases that
 * include it turn them off in different ways. */
#include <stdio.h>

int __ob_trap __ob_trap dup = 1;
int __ob_trap __attribute__((overflow_behavior(trap))) redundant = 2;
static unsigned long x = 3;
static unsigned long __ob_trap *p = &x;

static int f(int __ob_wrap w)
{
	int r = w;

	return r;
}

/* the constant conversion warning, on a store that never runs */
static int folded(int argc)
{
	short __ob_trap s = -31072;

	if (argc > 5)
		s = 100000;
	return s;
}

int main(int argc, char **argv)
{
	(void)argv;
	printf("%d %d %d %lu %d\n", dup, redundant, folded(argc), *p, f(4));
	return 0;
}
