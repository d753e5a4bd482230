// Storing into a wrap object is never checked, whatever the source value;
// storing the same value into a trap object is (warn keeps the low bits).
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: w = 255 c = -1
// [warn] stdout: w = 255 c = -1
// [warn] stdout: t = 255
// [none] stdout: w = 255 c = -1
// [none] stdout: t = 255
// [trap] stderr: obt_conv_wrap_dest.c:30:6: runtime error: obt: integer truncation: 18446744073709551615 does not fit 'unsigned char __ob_trap' (from 'unsigned long long')
// [warn] stderr: obt_conv_wrap_dest.c:30:6: runtime error: obt: integer truncation: 18446744073709551615 does not fit 'unsigned char __ob_trap' (from 'unsigned long long')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned long long big = ULLONG_MAX;
	unsigned char __ob_wrap w = big;
	signed char __ob_wrap c;
	unsigned char __ob_trap t;

	setvbuf(stdout, NULL, _IONBF, 0);
	c = big;
	printf("w = %d c = %d\n", w, c);
	t = big;
	printf("t = %d\n", t);
	return 0;
}
