// An explicit cast of a trap value is checked: (int) of an unsigned long
// long __ob_trap holding 2^40 is a truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 123
// [warn] stdout: ok: 123
// [warn] stdout: v = 0
// [none] stdout: ok: 123
// [none] stdout: v = 0
// [trap] stderr: obt_conv_cast_trunc.c:28:11: runtime error: obt: integer truncation: 1099511627776 does not fit 'int' (from 'unsigned long long __ob_trap')
// [warn] stderr: obt_conv_cast_trunc.c:28:11: runtime error: obt: integer truncation: 1099511627776 does not fit 'int' (from 'unsigned long long __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned long long __ob_trap r = 123;
	int v;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (int)r);
	r = 1ULL << 40;
	v = (int)r;
	printf("v = %d\n", v);
	return 0;
}
