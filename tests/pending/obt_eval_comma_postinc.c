// PENDING: 'i++' as the left operand of a comma whose value is used becomes a
// statement expression ending in '__obt_o1;', and clang -Wall then reports
// "left operand of comma operator has no effect" (-Wunused-value), an error
// under -Werror; plain C gets no warning. (gcc is quiet.)
// compiler: obtcc
// modes: trap
// stdout: 2 3
#include <stdio.h>

int main(void)
{
	int __ob_trap i = 1, j;

	j = (i++, i + 1);
	printf("%d %d\n", i, j);
	return 0;
}
