// A file-scope typedef may carry the label; each function using it defines
// the label. Here * overflows and jumps to my_handler.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv -Wno-unused-label
// stdout: 6
// stdout: my_handler: x = 1073741824
// stdout: -1
// [none] stdout: 6
// [none] stdout: -2147483648
// [warn] stderr: obt_label_typedef.c:23:8: runtime error: obt: integer multiplication overflow: 1073741824 * 2 does not fit 'tl_int' (aka 'int __ob_trap')
// [trap] stderr-not: obt
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

typedef int __attribute__((overflow_behavior(trap, my_handler))) tl_int;

static int twice(int n)
{
	tl_int x = n;

	x = x * 2;
	return x;
my_handler:
	printf("my_handler: x = %d\n", x);
	return -1;
}

int main(void)
{
	printf("%d\n", twice(3));
	printf("%d\n", twice(1 << 30));
	return 0;
}
