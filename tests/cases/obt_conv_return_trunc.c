// return converts to the function's return type: an unsigned long long
// __ob_trap of 2^40 returned as int is a truncation; 7 is fine.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 7
// [warn] stdout: ok: 7
// [warn] stdout: v = 0
// [none] stdout: ok: 7
// [none] stdout: v = 0
// [trap] stderr: obt_conv_return_trunc.c:22:9: runtime error: obt: integer truncation: 1099511627776 does not fit 'int' (from 'unsigned long long __ob_trap')
// [warn] stderr: obt_conv_return_trunc.c:22:9: runtime error: obt: integer truncation: 1099511627776 does not fit 'int' (from 'unsigned long long __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

static int narrow(unsigned long long __ob_trap r)
{
	return r;
}

int main(void)
{
	volatile unsigned long long big = 1ULL << 40;
	int v;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", narrow(7));
	v = narrow(big);
	printf("v = %d\n", v);
	return 0;
}
