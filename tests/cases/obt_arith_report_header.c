// A report names the file the operation is written in: here a static
// inline function in a header, not the .c file that calls it.
// compiler: obtcc
// modes: trap warn
// [trap] exit: trap
// [warn] stdout: -2147483648
// stderr: obt_arith_report_header.h:4:11: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>
#include <stdio.h>

#include "obt_arith_report_header.h"

int main(void)
{
	volatile int __ob_trap v = INT_MAX;

	printf("%d\n", header_add(v, 1));
	return 0;
}
