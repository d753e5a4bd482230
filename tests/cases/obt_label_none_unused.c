// Under -fobt=none the handler labels stay used (no -Wunused-label), so a
// -Wall -Werror build works in every mode.
// compiler: obtcc
// modes: trap none
// stdout: 2
#include <stdio.h>

static int bump(int n)
{
	int __attribute__((overflow_behavior(trap, oops))) a = n;

	a = a + 1;
	return a;
oops:
	return -1;
}

int main(void)
{
	printf("%d\n", bump(1));
	return 0;
}
