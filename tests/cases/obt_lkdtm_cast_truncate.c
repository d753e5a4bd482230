// Port of the kernel's lkdtm OBT_CAST_TRUNCATE: (u16 __ob_wrap) of a u32
// __ob_trap holding INT_MAX truncates silently to 65535, while (s16) of it
// traps as an integer truncation.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: casting to a narrower wrap type
// stdout: expecting a trap: casting to a narrower type
// [warn] stdout: casting to a narrower wrap type
// [warn] stdout: expecting a trap: casting to a narrower type
// [warn] stdout: FAIL: survived a truncating cast: 2147483647 -> 4294967295 (ok: 2147483647 -> 65535)
// [none] stdout: casting to a narrower wrap type
// [none] stdout: expecting a trap: casting to a narrower type
// [none] stdout: FAIL: survived a truncating cast: 2147483647 -> 4294967295 (ok: 2147483647 -> 65535)
// [trap] stderr: obt_lkdtm_cast_truncate.c:37:15: runtime error: obt: integer truncation: 2147483647 does not fit 's16' (aka 'short') (from 'u32 __ob_trap' (aka 'unsigned int __ob_trap'))
// [warn] stderr: obt_lkdtm_cast_truncate.c:37:15: runtime error: obt: integer truncation: 2147483647 does not fit 's16' (aka 'short') (from 'u32 __ob_trap' (aka 'unsigned int __ob_trap'))
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef unsigned short u16;
typedef short s16;
typedef unsigned int u32;

int main(void)
{
	volatile u32 __ob_trap big = INT_MAX;
	u32 trunc = 0, small = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	puts("casting to a narrower wrap type");
	trunc = (u16 __ob_wrap)big;
	puts("expecting a trap: casting to a narrower type");
	small = (s16)big;
	printf("FAIL: survived a truncating cast: %u -> %u (ok: %u -> %u)\n", big, small, big,
	       trunc);
	return 0;
}
