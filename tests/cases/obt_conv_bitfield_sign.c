// (obt) Storing -1 into an unsigned trap bit-field is a sign change.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 0
// [warn] stdout: ok: 0
// [warn] stdout: s.f = 7
// [none] stdout: ok: 0
// [none] stdout: s.f = 7
// [trap] stderr: obt_conv_bitfield_sign.c:31:8: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap:3' (from 'int')
// [warn] stderr: obt_conv_bitfield_sign.c:31:8: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap:3' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

struct bits {
	unsigned __ob_trap f : 3;
};

int main(void)
{
	struct bits s = { 0 };
	volatile int v = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (s.f = v));
	v = -1;
	s.f = v;
	printf("s.f = %d\n", s.f);
	return 0;
}
