// OBT_OPTIONS=report_once=0 makes warn mode report every failure of a
// site: three failing passes through one addition give three reports.
// compiler: obtcc
// modes: warn
// env: OBT_OPTIONS=report_once=0
// stdout: -2147483648 -2147483647 -2147483646
// stderr: integer addition overflow: 2147483647 + 1 does not fit
// stderr: integer addition overflow: 2147483647 + 2 does not fit
// stderr: integer addition overflow: 2147483647 + 3 does not fit
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap big = INT_MAX;
	int r[3], i;

	for (i = 0; i < 3; i++)
		r[i] = big + (i + 1);
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
