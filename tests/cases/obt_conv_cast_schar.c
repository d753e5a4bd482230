// (signed char) of an unsigned long long __ob_trap holding UINT_MAX is a
// truncation; 127 fits.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 127
// [warn] stdout: ok: 127
// [warn] stdout: v = -1
// [none] stdout: ok: 127
// [none] stdout: v = -1
// [trap] stderr: obt_conv_cast_schar.c:28:19: runtime error: obt: integer truncation: 4294967295 does not fit 'signed char' (from 'unsigned long long __ob_trap')
// [warn] stderr: obt_conv_cast_schar.c:28:19: runtime error: obt: integer truncation: 4294967295 does not fit 'signed char' (from 'unsigned long long __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned long long __ob_trap a = 127;
	int v;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (signed char)a);
	a = UINT_MAX;
	v = (signed char)a;
	printf("v = %d\n", v);
	return 0;
}
