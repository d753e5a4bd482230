// 'x += y' on an int trap object checks the addition; the value of the
// assignment expression is the stored value.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: 2147483647 2147483647
// [warn] stdout: ok: 2147483647 2147483647
// [warn] stdout: -2147483647 -2147483647
// [none] stdout: ok: 2147483647 2147483647
// [none] stdout: -2147483647 -2147483647
// [trap] stderr: obt_arith_trap_compound_add.c:30:9: runtime error: obt: integer addition overflow: 2147483647 + 2 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_compound_add.c:30:9: runtime error: obt: integer addition overflow: 2147483647 + 2 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap t = INT_MAX - 2;
	volatile int two = 2;
	int r;

	setvbuf(stdout, NULL, _IONBF, 0);
	r = (t += two);
	printf("ok: %d %d\n", r, t);
	r = (t += two);
	printf("%d %d\n", r, t);
	return 0;
}
