// The negation report names the type of the result, which has no
// qualifiers: -v of a volatile or const int __ob_trap reports 'int __ob_trap'.
// compiler: obtcc
// modes: warn
// stdout: -2147483648 -2147483648
// stderr: obt_arith_report_neg_qualified.c:17:7: runtime error: obt: integer negation overflow: -(-2147483648) does not fit 'int __ob_trap'
// stderr: obt_arith_report_neg_qualified.c:18:7: runtime error: obt: integer negation overflow: -(-2147483648) does not fit 'int __ob_trap'
// stderr-not: volatile
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap v = INT_MIN;
	const int __ob_trap c = v;
	int r1, r2;
	r1 = -v;
	r2 = -c;
	printf("%d %d\n", r1, r2);
	return 0;
}
