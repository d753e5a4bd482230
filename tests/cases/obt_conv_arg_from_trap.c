// A trap argument passed to a plain narrower parameter is checked too.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: -128
// [warn] stdout: ok: -128
// [warn] stdout: v = 127
// [none] stdout: ok: -128
// [none] stdout: v = 127
// [trap] stderr: obt_conv_arg_from_trap.c:31:11: runtime error: obt: integer truncation: -129 does not fit 'signed char' (from 'long __ob_trap')
// [warn] stderr: obt_conv_arg_from_trap.c:31:11: runtime error: obt: integer truncation: -129 does not fit 'signed char' (from 'long __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

static int take(signed char x)
{
	return x;
}

int main(void)
{
	volatile long __ob_trap v = -128;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", take(v));
	v = -129;
	v = take(v);
	printf("v = %ld\n", v);
	return 0;
}
