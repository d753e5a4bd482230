// The type of a ?: between two pointers (C17 6.5.15p6): the target carries
// the qualifiers of both targets; a void * that is not a null pointer
// constant wins, and (const void *)0 is not a null pointer constant (only
// a plain void * cast is). _Generic selections over such ?: decide which
// code runs, so a wrong type would be wrong code.
// compiler: obtcc
// cflags: -fobt-check-roundtrip
// exit: trap
// stdout: 1 2 3 4 5 6 7
#include <limits.h>
#include <stdio.h>

#define KIND(e) _Generic((e), const volatile long *: 1, const volatile void *: 2, \
	long *: 3, const long *: 4, void *: 5, const void *: 6, \
	const int __ob_trap *: 7, int __ob_trap *: 8)

int main(int argc, char **argv)
{
	(void)argv;
	long l = 0;
	int __ob_trap t = INT_MAX;
	int __ob_trap *tp = &t;

	printf("%d %d %d %d %d %d %d\n",
	       KIND(argc ? (volatile long *)&l : (const long *)&l),
	       KIND(argc ? (volatile int *)0 : (const void *)0),
	       KIND(argc ? &l : (void *)0),
	       KIND(argc ? (const long *)0 : (void *)0),
	       KIND(argc ? (void *)&l : (long *)&l),
	       KIND(argc ? (const void *)0 : (long *)&l),
	       KIND(argc ? tp : (const int __ob_trap *)tp));
	fflush(stdout);
	*(argc ? tp : (int __ob_trap *)0) += argc;	/* traps */
	return t;
}
