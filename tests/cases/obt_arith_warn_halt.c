// OBT_OPTIONS=halt_on_error=1 turns obtcc's warn-mode checks into report
// and trap: the first overflow stops the program after its report.
// compiler: obtcc
// modes: warn
// env: OBT_OPTIONS=halt_on_error=1
// exit: trap
// stdout: before
// stderr: obt_arith_warn_halt.c:19:8: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MAX;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("before\n");
	r = a + 1;
	printf("after %d\n", r);
	return 0;
}
