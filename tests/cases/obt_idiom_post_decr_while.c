// 'while (n--)' on an unsigned trap object is not instrumented by default:
// the loop runs n times and n ends at its type's maximum, for unsigned
// char (whose narrowing store is not checked either), unsigned short,
// unsigned and unsigned long. This is the kernel's u8 counter from 150.
// compiler: obtcc
// modes: trap trap-quiet warn none
// stdout: 150 255
// stdout: 3 65535
// stdout: 3 4294967295
// stdout: 3 18446744073709551615
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int start = 150, flag = 0;
	unsigned char __ob_trap c = start;
	unsigned short __ob_trap s = 3;
	unsigned __ob_trap u = 3;
	unsigned long __ob_trap l = 3;
	int i = 0;

	while (c--) {
		if (flag)
			break;
		i++;
	}
	printf("%d %d\n", i, c);
	i = 0;
	while (s--)
		i++;
	printf("%d %d\n", i, s);
	i = 0;
	while (u--)
		i++;
	printf("%d %u\n", i, u);
	i = 0;
	while (l--)
		i++;
	printf("%d %lu\n", i, l);
	return 0;
}
