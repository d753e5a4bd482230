// Port of the kernel's lkdtm OBT_MUL: u8 __ob_trap 100 * 3 is computed in
// int after promotion (300, no trap), 2 * 2 is fine, and (UINT_MAX - 1) * 2
// on u32 __ob_trap traps as an integer multiplication overflow.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: multiplying promoted u8 values
// stdout: multiplying without overflow
// stdout: expecting a trap: unsigned multiplication overflow
// [warn] stdout: multiplying promoted u8 values
// [warn] stdout: multiplying without overflow
// [warn] stdout: expecting a trap: unsigned multiplication overflow
// [warn] stdout: FAIL: survived unsigned multiplication overflow: 4294967294 * 2 -> 4294967292 (ok: 2 * 2 -> 4, 300)
// [none] stdout: multiplying promoted u8 values
// [none] stdout: multiplying without overflow
// [none] stdout: expecting a trap: unsigned multiplication overflow
// [none] stdout: FAIL: survived unsigned multiplication overflow: 4294967294 * 2 -> 4294967292 (ok: 2 * 2 -> 4, 300)
// [trap] stderr: obt_lkdtm_mul.c:43:14: runtime error: obt: integer multiplication overflow: 4294967294 * 2 does not fit 'u32 __ob_trap' (aka 'unsigned int __ob_trap')
// [warn] stderr: obt_lkdtm_mul.c:43:14: runtime error: obt: integer multiplication overflow: 4294967294 * 2 does not fit 'u32 __ob_trap' (aka 'unsigned int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef unsigned char u8;
typedef unsigned int u32;

int main(void)
{
	volatile u8 __ob_trap a8 = 100, b8 = 3;
	volatile u32 __ob_trap a = UINT_MAX - 1, b = 2;
	unsigned int promoted;
	unsigned long long happy, outcome;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("multiplying promoted u8 values");
	promoted = a8 * b8;
	puts("multiplying without overflow");
	happy = b * b;
	puts("expecting a trap: unsigned multiplication overflow");
	outcome = a * b;
	printf("FAIL: survived unsigned multiplication overflow: %u * %u -> %llu (ok: %u * %u -> %llu, %u)\n",
	       a, b, outcome, b, b, happy, promoted);
	return 0;
}
