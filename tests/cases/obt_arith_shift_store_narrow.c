// The shift itself is unchecked, but '<<=' into a u8 trap object stores
// the int result back, and that narrowing store is a checked conversion.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 128
// [warn] stdout: ok: 128
// [warn] stdout: m = 0
// [none] stdout: ok: 128
// [none] stdout: m = 0
// [trap] stderr: obt_arith_shift_store_narrow.c:27:4: runtime error: obt: integer truncation: 256 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_arith_shift_store_narrow.c:27:4: runtime error: obt: integer truncation: 256 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned char __ob_trap m = 64;
	volatile int one = 1;

	setvbuf(stdout, NULL, _IONBF, 0);
	m <<= one;
	printf("ok: %d\n", m);
	m <<= one;
	printf("m = %d\n", m);
	return 0;
}
