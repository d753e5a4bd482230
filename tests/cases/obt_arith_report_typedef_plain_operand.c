// With a plain operand the OBT operand's typedef spelling still names the
// result: 'b * 2' (b an s64t) reports 's64t', 'r += 1' (r a u32t) 'u32t'.
// compiler: obtcc
// modes: warn
// stdout: -9223372036854775808 0
// stderr: obt_arith_report_typedef_plain_operand.c:20:8: runtime error: obt: integer multiplication overflow: 4611686018427387904 * 2 does not fit 's64t' (aka 'long long __ob_trap')
// stderr: obt_arith_report_typedef_plain_operand.c:21:4: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'u32t' (aka 'unsigned int __ob_trap')
#include <stdio.h>

typedef long long __ob_trap s64t;
typedef unsigned __ob_trap u32t;

int main(void)
{
	volatile s64t b = 1LL << 62;
	volatile unsigned max = 0xffffffffu;
	u32t r = max;
	s64t q;

	q = b * 2;
	r += 1;
	printf("%lld %u\n", q, r);
	return 0;
}
