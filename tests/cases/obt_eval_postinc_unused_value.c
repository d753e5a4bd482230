// A postfix ++ whose value is discarded - the left operand of a comma, the
// arms of a ?: statement, the last statement of a ({ }) - is rewritten
// without leaving an unused value behind: clang -Wall stays quiet
// (-Wunused-value), as for the plain program.
// compiler: obtcc
// modes: trap
// stdout: 3 3 2
#include <stdio.h>

int main(void)
{
	int __ob_trap i = 1, j, k = 1;
	volatile int cond = 1;

	j = (i++, i + 1);
	cond ? i++ : k++;
	({ k++; });
	printf("%d %d %d\n", i, j, k);
	return 0;
}
