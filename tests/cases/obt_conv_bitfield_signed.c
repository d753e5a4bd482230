// (obt) A signed trap bit-field of 4 bits holds -8..7: storing -9 is a
// truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: -8
// [warn] stdout: ok: -8
// [warn] stdout: s.g = 7
// [none] stdout: ok: -8
// [none] stdout: s.g = 7
// [trap] stderr: obt_conv_bitfield_signed.c:32:8: runtime error: obt: integer truncation: -9 does not fit 'int __ob_trap:4' (from 'int')
// [warn] stderr: obt_conv_bitfield_signed.c:32:8: runtime error: obt: integer truncation: -9 does not fit 'int __ob_trap:4' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

struct bits {
	int __ob_trap g : 4;
};

int main(void)
{
	struct bits s = { 0 };
	volatile int v = -8;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (s.g = v));
	v = -9;
	s.g = v;
	printf("s.g = %d\n", s.g);
	return 0;
}
