// (obt) ++ on a 3-bit unsigned trap bit-field holding 7: storing 8 back is
// a truncation of the bit-field's width.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 7
// [warn] stdout: ok: 7
// [warn] stdout: s.f = 0
// [none] stdout: ok: 7
// [none] stdout: s.f = 0
// [trap] stderr: obt_conv_bitfield_incdec.c:30:5: runtime error: obt: integer truncation: 8 does not fit 'unsigned int __ob_trap:3' (from 'int __ob_trap')
// [warn] stderr: obt_conv_bitfield_incdec.c:30:5: runtime error: obt: integer truncation: 8 does not fit 'unsigned int __ob_trap:3' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

struct bits {
	unsigned __ob_trap f : 3;
};

int main(void)
{
	struct bits s = { 6 };

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", ++s.f);
	s.f++;
	printf("s.f = %d\n", s.f);
	return 0;
}
