// PENDING: -fobt=none removes the jumps to handler labels, so every handler
// label becomes unused and a -Wall -Werror build fails (-Wunused-label) in
// none mode only; the same file builds cleanly in the other modes.
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
