// Port of the kernel's lkdtm OBT_ADD: u8 __ob_trap 250 + 30 is 280 in int,
// the idiomatic test 'a + b < a' is not instrumented (and sees the wrap),
// 2 + 2 is fine, and (UINT_MAX - 1) + 2 on u32 __ob_trap traps as an
// integer addition overflow.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: adding promoted u8 values: 280
// stdout: testing for overflow the idiomatic way
// stdout: ok: the overflow test caught it
// stdout: adding without overflow
// stdout: expecting a trap: unsigned addition overflow
// [warn] stdout: adding promoted u8 values: 280
// [warn] stdout: testing for overflow the idiomatic way
// [warn] stdout: ok: the overflow test caught it
// [warn] stdout: adding without overflow
// [warn] stdout: expecting a trap: unsigned addition overflow
// [warn] stdout: FAIL: survived unsigned addition overflow: 4294967294 + 2 -> 0 (ok: 2 + 2 -> 4)
// [none] stdout: adding promoted u8 values: 280
// [none] stdout: testing for overflow the idiomatic way
// [none] stdout: ok: the overflow test caught it
// [none] stdout: adding without overflow
// [none] stdout: expecting a trap: unsigned addition overflow
// [none] stdout: FAIL: survived unsigned addition overflow: 4294967294 + 2 -> 0 (ok: 2 + 2 -> 4)
// [trap] stderr: obt_lkdtm_add.c:53:14: runtime error: obt: integer addition overflow: 4294967294 + 2 does not fit 'u32 __ob_trap' (aka 'unsigned int __ob_trap')
// [warn] stderr: obt_lkdtm_add.c:53:14: runtime error: obt: integer addition overflow: 4294967294 + 2 does not fit 'u32 __ob_trap' (aka 'unsigned int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef unsigned char u8;
typedef unsigned int u32;

int main(void)
{
	volatile u8 __ob_trap a8 = 250, b8 = 30;
	volatile u32 __ob_trap a = UINT_MAX - 1, b = 2;
	unsigned int promoted;
	unsigned long long happy, outcome;

	setvbuf(stdout, NULL, _IONBF, 0);
	promoted = a8 + b8;
	printf("adding promoted u8 values: %u\n", promoted);
	puts("testing for overflow the idiomatic way");
	if (a + b < a)
		puts("ok: the overflow test caught it");
	puts("adding without overflow");
	happy = b + b;
	puts("expecting a trap: unsigned addition overflow");
	outcome = a + b;
	printf("FAIL: survived unsigned addition overflow: %u + %u -> %llu (ok: %u + %u -> %llu)\n",
	       a, b, outcome, b, b, happy);
	return 0;
}
