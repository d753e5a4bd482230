// In an expression split over lines the report names the operator's own
// line and column, and a conversion names its operand's.
// compiler: obtcc
// modes: warn
// stdout: -2147483648 44
// stderr: obt_arith_report_multiline.c:16:3: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stderr: obt_arith_report_multiline.c:18:3: runtime error: obt: integer sign change: -2147483348 does not fit 'unsigned char __ob_trap' (from 'int')
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MAX, b = 1;
	unsigned char __ob_trap c;
	int r = a
		+ b;
	c =
		r + 300;
	printf("%d %d\n", r, c);
	return 0;
}
