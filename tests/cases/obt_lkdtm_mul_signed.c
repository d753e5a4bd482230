// Port of the kernel's lkdtm OBT_MUL_SIGNED: s8 __ob_trap 100 * 3 is 300 in
// int, 2 * 2 is fine, and (INT_MAX - 1) * 2 on s32 __ob_trap traps as an
// integer multiplication overflow. (none is plain C: -fwrapv, as the kernel.)
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: multiplying promoted s8 values
// stdout: multiplying without overflow
// stdout: expecting a trap: signed multiplication overflow
// [warn] stdout: multiplying promoted s8 values
// [warn] stdout: multiplying without overflow
// [warn] stdout: expecting a trap: signed multiplication overflow
// [warn] stdout: FAIL: survived signed multiplication overflow: 2147483646 * 2 -> -4 (ok: 2 * 2 -> 4, 300)
// [none] stdout: multiplying promoted s8 values
// [none] stdout: multiplying without overflow
// [none] stdout: expecting a trap: signed multiplication overflow
// [none] stdout: FAIL: survived signed multiplication overflow: 2147483646 * 2 -> -4 (ok: 2 * 2 -> 4, 300)
// [trap] stderr: obt_lkdtm_mul_signed.c:44:14: runtime error: obt: integer multiplication overflow: 2147483646 * 2 does not fit 's32 __ob_trap' (aka 'int __ob_trap')
// [warn] stderr: obt_lkdtm_mul_signed.c:44:14: runtime error: obt: integer multiplication overflow: 2147483646 * 2 does not fit 's32 __ob_trap' (aka 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef signed char s8;
typedef int s32;

int main(void)
{
	volatile s8 __ob_trap a8 = 100, b8 = 3;
	volatile s32 __ob_trap a = INT_MAX - 1, b = 2;
	int promoted;
	long long happy, outcome;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("multiplying promoted s8 values");
	promoted = a8 * b8;
	puts("multiplying without overflow");
	happy = b * b;
	puts("expecting a trap: signed multiplication overflow");
	outcome = a * b;
	printf("FAIL: survived signed multiplication overflow: %d * %d -> %lld (ok: %d * %d -> %lld, %d)\n",
	       a, b, outcome, b, b, happy, promoted);
	return 0;
}
