// Port of the kernel's lkdtm OBT_ADD_SIGNED: s8 __ob_trap 120 + 30 is 150
// in int, the idiomatic signed test 'a + b < a' is not instrumented (the
// kernel builds with -fno-strict-overflow, so it sees the wrap), 2 + 2 is
// fine, and (INT_MAX - 1) + 2 on s32 __ob_trap traps as an integer addition
// overflow.
// compiler: obtcc
// modes: trap trap-quiet warn none
// cflags: -fno-strict-overflow
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: adding promoted s8 values: 150
// stdout: testing for overflow the idiomatic way
// stdout: ok: the overflow test caught it
// stdout: adding without overflow
// stdout: expecting a trap: signed addition overflow
// [warn] stdout: adding promoted s8 values: 150
// [warn] stdout: testing for overflow the idiomatic way
// [warn] stdout: ok: the overflow test caught it
// [warn] stdout: adding without overflow
// [warn] stdout: expecting a trap: signed addition overflow
// [warn] stdout: FAIL: survived signed addition overflow: 2147483646 + 2 -> -2147483648 (ok: 2 + 2 -> 4)
// [none] stdout: adding promoted s8 values: 150
// [none] stdout: testing for overflow the idiomatic way
// [none] stdout: ok: the overflow test caught it
// [none] stdout: adding without overflow
// [none] stdout: expecting a trap: signed addition overflow
// [none] stdout: FAIL: survived signed addition overflow: 2147483646 + 2 -> -2147483648 (ok: 2 + 2 -> 4)
// [trap] stderr: obt_lkdtm_add_signed.c:55:14: runtime error: obt: integer addition overflow: 2147483646 + 2 does not fit 's32 __ob_trap' (aka 'int __ob_trap')
// [warn] stderr: obt_lkdtm_add_signed.c:55:14: runtime error: obt: integer addition overflow: 2147483646 + 2 does not fit 's32 __ob_trap' (aka 'int __ob_trap')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef signed char s8;
typedef int s32;

int main(void)
{
	volatile s8 __ob_trap a8 = 120, b8 = 30;
	volatile s32 __ob_trap a = INT_MAX - 1, b = 2;
	int promoted;
	long long happy, outcome;

	setvbuf(stdout, NULL, _IONBF, 0);
	promoted = a8 + b8;
	printf("adding promoted s8 values: %d\n", promoted);
	puts("testing for overflow the idiomatic way");
	if (a + b < a)
		puts("ok: the overflow test caught it");
	puts("adding without overflow");
	happy = b + b;
	puts("expecting a trap: signed addition overflow");
	outcome = a + b;
	printf("FAIL: survived signed addition overflow: %d + %d -> %lld (ok: %d + %d -> %lld)\n",
	       a, b, outcome, b, b, happy);
	return 0;
}
