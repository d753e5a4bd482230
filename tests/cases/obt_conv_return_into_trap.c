// return into a trap return type is checked: -1 returned as an unsigned
// char __ob_trap is a sign change.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 200
// [warn] stdout: ok: 200
// [warn] stdout: v = 255
// [none] stdout: ok: 200
// [none] stdout: v = 255
// [trap] stderr: obt_conv_return_into_trap.c:22:9: runtime error: obt: integer sign change: -1 does not fit 'unsigned char __ob_trap' (from 'int')
// [warn] stderr: obt_conv_return_into_trap.c:22:9: runtime error: obt: integer sign change: -1 does not fit 'unsigned char __ob_trap' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

static unsigned char __ob_trap to_byte(int x)
{
	return x;
}

int main(void)
{
	volatile int m = 200;
	int v;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", to_byte(m));
	m = -1;
	v = to_byte(m);
	printf("v = %d\n", v);
	return 0;
}
