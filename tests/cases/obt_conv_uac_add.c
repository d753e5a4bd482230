// int __ob_trap -1 + unsigned long: converting -1 to unsigned long __ob_trap
// is a sign change, and then the unsigned addition overflows too. warn
// reports both and gives the plain C result, 4.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 6
// [warn] stdout: ok: 6
// [warn] stdout: r = 4
// [none] stdout: ok: 6
// [none] stdout: r = 4
// [trap] stderr: obt_conv_uac_add.c:30:6: runtime error: obt: integer sign change: -1 does not fit 'unsigned long __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_uac_add.c:30:6: runtime error: obt: integer sign change: -1 does not fit 'unsigned long __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_uac_add.c:30:8: runtime error: obt: integer addition overflow: 18446744073709551615 + 5 does not fit 'unsigned long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = 1;
	volatile unsigned long b = 5;
	unsigned long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %lu\n", a + b);
	a = -1;
	r = a + b;
	printf("r = %lu\n", r);
	return 0;
}
