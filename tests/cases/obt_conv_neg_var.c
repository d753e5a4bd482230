// Assigning a negative plain int to an unsigned trap object is a sign
// change.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 7
// [warn] stdout: ok: 7
// [warn] stdout: u = 4294967295
// [none] stdout: ok: 7
// [none] stdout: u = 4294967295
// [trap] stderr: obt_conv_neg_var.c:28:6: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int')
// [warn] stderr: obt_conv_neg_var.c:28:6: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int m = 7;
	unsigned __ob_trap u;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %u\n", (u = m));
	m = -1;
	u = m;
	printf("u = %u\n", u);
	return 0;
}
