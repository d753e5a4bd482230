// Assigning a long long that does not fit to a short trap object is a
// truncation error.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 32767
// [warn] stdout: ok: 32767
// [warn] stdout: s = 4464
// [none] stdout: ok: 32767
// [none] stdout: s = 4464
// [trap] stderr: obt_conv_assign_trunc.c:28:6: runtime error: obt: integer truncation: 70000 does not fit 'short __ob_trap' (from 'long long')
// [warn] stderr: obt_conv_assign_trunc.c:28:6: runtime error: obt: integer truncation: 70000 does not fit 'short __ob_trap' (from 'long long')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile long long v = 32767;
	short __ob_trap s;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (s = v));
	v = 70000;
	s = v;
	printf("s = %d\n", s);
	return 0;
}
