// Passing an argument to a prototyped parameter converts it like an
// assignment: 70000 into an unsigned short trap parameter is a truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 65535
// [warn] stdout: ok: 65535
// [warn] stdout: v = 4464
// [none] stdout: ok: 65535
// [none] stdout: v = 4464
// [trap] stderr: obt_conv_arg_trunc.c:32:11: runtime error: obt: integer truncation: 70000 does not fit 'unsigned short __ob_trap' (from 'int')
// [warn] stderr: obt_conv_arg_trunc.c:32:11: runtime error: obt: integer truncation: 70000 does not fit 'unsigned short __ob_trap' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

static int take(unsigned short __ob_trap x)
{
	return x;
}

int main(void)
{
	volatile int v = 65535;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", take(v));
	v = 70000;
	v = take(v);
	printf("v = %d\n", v);
	return 0;
}
