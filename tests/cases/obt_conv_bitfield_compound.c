// (obt) 'g += 1' on a 4-bit signed trap bit-field holding 7: the sum is
// fine in int, the store of 8 into 4 bits is a truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 7
// [warn] stdout: ok: 7
// [warn] stdout: s.g = -8
// [none] stdout: ok: 7
// [none] stdout: s.g = -8
// [trap] stderr: obt_conv_bitfield_compound.c:31:6: runtime error: obt: integer truncation: 8 does not fit 'int __ob_trap:4' (from 'int __ob_trap')
// [warn] stderr: obt_conv_bitfield_compound.c:31:6: runtime error: obt: integer truncation: 8 does not fit 'int __ob_trap:4' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

struct bits {
	int __ob_trap g : 4;
};

int main(void)
{
	struct bits s = { 6 };
	volatile int one = 1;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (s.g += one));
	s.g += one;
	printf("s.g = %d\n", s.g);
	return 0;
}
