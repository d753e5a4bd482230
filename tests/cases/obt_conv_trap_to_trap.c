// A conversion between two trap types is checked: long long __ob_trap to
// int __ob_trap.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: -2147483648
// [warn] stdout: ok: -2147483648
// [warn] stdout: n = 2147483647
// [none] stdout: ok: -2147483648
// [none] stdout: n = 2147483647
// [trap] stderr: obt_conv_trap_to_trap.c:28:6: runtime error: obt: integer truncation: -2147483649 does not fit 'int __ob_trap' (from 'long long __ob_trap')
// [warn] stderr: obt_conv_trap_to_trap.c:28:6: runtime error: obt: integer truncation: -2147483649 does not fit 'int __ob_trap' (from 'long long __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile long long __ob_trap w = INT_MIN;
	int __ob_trap n;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (n = w));
	w = (long long)INT_MIN - 1;
	n = w;
	printf("n = %d\n", n);
	return 0;
}
