// PENDING: a postfix ++ whose value is discarded somewhere other than a plain
// expression statement - the left operand of a comma, the arms of a ?:
// statement, the last statement of a ({ }) - becomes a statement expression
// ending in '__obt_oN;', and clang -Wall reports -Wunused-value ("left operand
// of comma operator has no effect", "expression result unused"), errors under
// -Werror; plain C gets no warning. (gcc is quiet.)
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
