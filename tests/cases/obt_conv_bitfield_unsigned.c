// (obt) A store into a trap bit-field checks the bit-field's own width: 8
// does not fit 'unsigned int __ob_trap:3'. warn keeps the low 3 bits.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 7 31
// [warn] stdout: ok: 7 31
// [warn] stdout: s.f = 0 pad = 31
// [none] stdout: ok: 7 31
// [none] stdout: s.f = 0 pad = 31
// [trap] stderr: obt_conv_bitfield_unsigned.c:33:8: runtime error: obt: integer truncation: 8 does not fit 'unsigned int __ob_trap:3' (from 'int')
// [warn] stderr: obt_conv_bitfield_unsigned.c:33:8: runtime error: obt: integer truncation: 8 does not fit 'unsigned int __ob_trap:3' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

struct bits {
	unsigned __ob_trap f : 3;
	unsigned pad : 5;
};

int main(void)
{
	struct bits s = { 0, 31 };
	volatile int v = 7;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d %d\n", (s.f = v), s.pad);
	v = 8;
	s.f = v;
	printf("s.f = %d pad = %d\n", s.f, s.pad);
	return 0;
}
