// Arithmetic reports spell the result type as written: the typedef name,
// then 'aka' and the canonical type (obt.h's u32t and s64t here).
// compiler: obtcc
// modes: trap warn
// cflags: -I../../include
// [trap] exit: trap
// [warn] stdout: 4294967294 -9223372036854775808 1
// stderr: obt_arith_report_typedef.c:19:13: runtime error: obt: integer addition overflow: 4294967295 + 4294967295 does not fit 'u32t' (aka 'unsigned int __ob_trap')
// [warn] stderr: obt_arith_report_typedef.c:20:13: runtime error: obt: integer multiplication overflow: 4611686018427387904 * 2 does not fit 's64t' (aka 'long long __ob_trap')
// [warn] stderr: obt_arith_report_typedef.c:21:11: runtime error: obt: integer negation overflow: -(4294967295) does not fit 'u32t' (aka 'unsigned int __ob_trap')
#include <stdio.h>

#include <obt.h>

int main(void)
{
	volatile u32t a = 0xffffffffu;
	volatile s64t b = 1LL << 62, two = 2;
	u32t r = a + a;
	s64t q = b * two;
	u32t n = -a;

	printf("%u %lld %u\n", r, q, n);
	return 0;
}
