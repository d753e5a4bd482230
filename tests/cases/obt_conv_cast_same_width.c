// (int) of an unsigned __ob_trap holding UINT_MAX keeps the width but not
// the value: checked, and counted as a truncation (too large, sign kept).
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2147483647
// [warn] stdout: ok: 2147483647
// [warn] stdout: v = -1
// [none] stdout: ok: 2147483647
// [none] stdout: v = -1
// [trap] stderr: obt_conv_cast_same_width.c:28:11: runtime error: obt: integer truncation: 4294967295 does not fit 'int' (from 'unsigned int __ob_trap')
// [warn] stderr: obt_conv_cast_same_width.c:28:11: runtime error: obt: integer truncation: 4294967295 does not fit 'int' (from 'unsigned int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap big = INT_MAX;
	int v;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (int)big);
	big = UINT_MAX;
	v = (int)big;
	printf("v = %d\n", v);
	return 0;
}
