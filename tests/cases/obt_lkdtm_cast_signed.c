// Port of the kernel's lkdtm OBT_CAST_SIGNED: (s32 __ob_wrap) of a u32
// __ob_trap holding UINT_MAX gives -1 silently, while (s32) of it traps;
// the value is too large for s32, which counts as an integer truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: casting to a same-width signed wrap type
// stdout: expecting a trap: casting to a same-width signed type
// [warn] stdout: casting to a same-width signed wrap type
// [warn] stdout: expecting a trap: casting to a same-width signed type
// [warn] stdout: FAIL: survived a sign-changing cast: 4294967295 -> -1 (forced: 4294967295 -> -1)
// [none] stdout: casting to a same-width signed wrap type
// [none] stdout: expecting a trap: casting to a same-width signed type
// [none] stdout: FAIL: survived a sign-changing cast: 4294967295 -> -1 (forced: 4294967295 -> -1)
// [trap] stderr: obt_lkdtm_cast_signed.c:36:15: runtime error: obt: integer truncation: 4294967295 does not fit 's32' (aka 'int') (from 'u32 __ob_trap' (aka 'unsigned int __ob_trap'))
// [warn] stderr: obt_lkdtm_cast_signed.c:36:15: runtime error: obt: integer truncation: 4294967295 does not fit 's32' (aka 'int') (from 'u32 __ob_trap' (aka 'unsigned int __ob_trap'))
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef int s32;
typedef unsigned int u32;

int main(void)
{
	volatile u32 __ob_trap big = UINT_MAX;
	s32 neg = 0, small = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("casting to a same-width signed wrap type");
	neg = (s32 __ob_wrap)big;
	puts("expecting a trap: casting to a same-width signed type");
	small = (s32)big;
	printf("FAIL: survived a sign-changing cast: %u -> %d (forced: %u -> %d)\n", big, small,
	       big, neg);
	return 0;
}
