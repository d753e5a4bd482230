// u8 * u8 is computed in int __ob_trap and cannot overflow, but storing
// 300 into a u8 __ob_trap object is a truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 200
// [warn] stdout: ok: 200
// [warn] stdout: p = 44
// [none] stdout: ok: 200
// [none] stdout: p = 44
// [trap] stderr: obt_conv_store_promoted_product.c:27:6: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [warn] stderr: obt_conv_store_promoted_product.c:27:6: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned char __ob_trap a = 100, b = 3, c = 2;
	unsigned char __ob_trap p;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("ok: %d\n", (p = a * c));
	p = a * b;
	printf("p = %d\n", p);
	return 0;
}
