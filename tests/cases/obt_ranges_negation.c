// Unary minus: past a checked -x of a trap x (trap modes), the value is
// in [-MAX, MAX] (unsigned: 0), so negating it again cannot fail and its
// check goes (a chain of 40,000 signs then compiles as fast as plain C).
// The one check that stays fails where it must: at the innermost sign.
// compiler: obtcc
// modes: trap warn
// args: 5
// stdout: -5 5 -5 5 0
// [trap] exit: trap
// [trap] stderr: obt_ranges_negation.c:28:12: runtime error: obt: integer negation overflow: -(-2147483648) does not fit 'int __ob_trap'
// [warn] stdout: -5 5 -5 5 0
// [warn] stdout: -2147483648 -2147483648 0
// [warn] stderr: obt_ranges_negation.c:28:12: runtime error: obt: integer negation overflow
// [warn] stderr: obt_ranges_negation.c:28:10: runtime error: obt: integer negation overflow
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	int __ob_trap x = argc > 1 ? atoi(argv[1]) : 0;
	unsigned __ob_trap zero = (unsigned)x - 5u;

	printf("%d %d %d %d %u\n", -x, - -x, - - -x, - - - -x, - - zero);
	fflush(stdout);
	x = INT_MIN + (argc > 1 ? 0 : 1);
	int __ob_wrap w = INT_MIN;
	int r = - - x;
	int q = - - -w;
	printf("%d %d %d\n", - - - -x, r, (int)(q - q));
	return 0;
}
