// Masks on an unsigned trap object. f &= ~0x7C converts the int -125 to
// the unsigned trap type: it fails every time it runs, so it warns with a
// note (~0x7CU is the mask meant). ~0x7CU, and x &= ~(n - 1) with an
// unsigned n (n == 0 included: n - 1 is plain unsigned and wraps), fit and
// get no diagnostic. With a signed n the mask is a negative int, a sign
// change at run time that no constant shows at compile time.
// compiler: obtcc
// cflags: -Wno-error
// [gcc] compile-warning: obt_const_mask_idioms.c:35:22: warning: implicit conversion from 'int' to 'u32t' (aka 'unsigned int __ob_trap') changes value from -125 to 4294967171 [-Wconstant-conversion]
// [clang] compile-warning: obt_const_mask_idioms.c:35:8: warning: implicit conversion from 'int' to 'u32t' (aka 'unsigned int __ob_trap') changes value from -125 to 4294967171 [-Wconstant-conversion]
// compile-warning: note: if 4294967171 is meant, write an unsigned constant (-1U, ~0x7CU), or convert through a wrap type: (u32t)(unsigned int __ob_wrap)~0x7C
// compile-not: obt_const_mask_idioms.c:29:
// compile-not: obt_const_mask_idioms.c:30:
// compile-not: obt_const_mask_idioms.c:31:
// compile-not: obt_const_mask_idioms.c:36:
// args: 8
// exit: trap
// stdout: 131 96 96 100
// stderr: runtime error: obt: integer sign change: -8 does not fit 'u32t' (aka 'unsigned int __ob_trap') (from 'int')
#include <stdio.h>
#include <stdlib.h>
typedef unsigned __ob_trap u32t;

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	unsigned n = (unsigned)atoi(argv[argc - 1]), zero = 0;
	u32t f = 0xFF, x = 100, y = 100;
	f &= ~0x7CU;
	x &= ~(n - 1);
	y &= ~(zero - 1) | ~(n - 1);
	printf("%u %u %u %u\n", f, x, y & ~(n - 1), f & 0 ? 0 : 100u);
	int signed_n = (int)n;
	if (argc > 2)
		f &= ~0x7C;
	x &= ~(signed_n - 1);
	return (int)x;
}
