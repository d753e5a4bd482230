// 't--' on an int trap type is checked like the matching '+ 1' or '- 1':
// past INT_MIN it is an error; warn stores the wrapped value.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: ok: t = -2147483648
// [warn] stdout: ok: t = -2147483648
// [warn] stdout: t = 2147483647
// [none] stdout: ok: t = -2147483648
// [none] stdout: t = 2147483647
// [trap] stderr: obt_arith_trap_dec_post.c:28:3: runtime error: obt: integer subtraction overflow: -2147483648 - 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_trap_dec_post.c:28:3: runtime error: obt: integer subtraction overflow: -2147483648 - 1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap t = INT_MIN + 1;

	setvbuf(stdout, NULL, _IONBF, 0);
	t--;
	printf("ok: t = %d\n", t);
	t--;
	printf("t = %d\n", t);
	return 0;
}
