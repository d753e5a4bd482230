// Nested OBT operations are checked inside out, each on the values C gives
// it: in warn mode (a + 1) * 2 reports the addition, then the product of
// the wrapped INT_MIN, and yields 0; a cast into a u8 trap inside a sum is
// reported before the sum uses the truncated value.
// compiler: obtcc
// modes: trap warn
// [trap] exit: trap
// [warn] stdout: 0 45
// stderr: obt_eval_nested_reports.c:21:9: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_eval_nested_reports.c:21:14: runtime error: obt: integer multiplication overflow: -2147483648 * 2 does not fit 'int __ob_trap'
// [warn] stderr: obt_eval_nested_reports.c:22:31: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MAX;
	volatile int big = 300;
	int r, s;

	r = (a + 1) * 2;
	s = (unsigned char __ob_trap)big + 1;
	printf("%d %d\n", r, s);
	return 0;
}
