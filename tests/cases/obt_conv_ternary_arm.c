// In 'c ? a : b' the usual arithmetic conversion applies only to the arm
// that is evaluated: int __ob_trap -1 against an unsigned is a sign change
// only when c selects it. A long __ob_trap compared with an unsigned needs
// no sign change at all (long holds every unsigned value).
// compiler: obtcc
// modes: trap warn none
// cflags: -Wno-sign-compare
// [trap] exit: trap
// stdout: r1 7 lt 1
// [warn] stdout: r1 7 lt 1
// [warn] stdout: r2 4294967295
// [none] stdout: r1 7 lt 1
// [none] stdout: r2 4294967295
// [trap] stderr: obt_conv_ternary_arm.c:30:13: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_ternary_arm.c:30:13: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int __ob_trap')
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = -1;
	volatile long __ob_trap l = -1;
	volatile unsigned b = 7;
	volatile int zero = 0, one = 1;
	unsigned r1 = zero ? a : b;
	unsigned r2;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("r1 %u lt %d\n", r1, l < b);
	r2 = one ? a : b;
	printf("r2 %u\n", r2);
	return 0;
}
