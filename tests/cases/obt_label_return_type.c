// A label on a function's return type: the conversion of the returned
// value into that type jumps to the label when it does not fit.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: 5 0
// [warn] stderr: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
#include <stdio.h>

static unsigned char __attribute__((overflow_behavior(trap, L))) to_byte(int x)
{
	return x;
L:
	return 0;
}

int main(void)
{
	int a = to_byte(5), b = to_byte(300);

	printf("%d %d\n", a, b);
	return 0;
}
