// A trap value passed to a library function's size_t parameter is checked
// like any prototyped argument: malloc(n * 4) with n = -1 computes -4 in
// int (fine) and then converting -4 to size_t is a sign change.
// compiler: obtcc
// modes: trap trap-quiet warn
// exit: trap
// [warn] exit: 0
// stdout: ok: 16 bytes
// [warn] stdout: ok: 16 bytes
// [warn] stdout: continued
// [trap] stderr: obt_conv_arg_size_t.c:27:13: runtime error: obt: integer sign change: -4 does not fit 'size_t' (aka 'unsigned long') (from 'int __ob_trap')
// [warn] stderr: obt_conv_arg_size_t.c:27:13: runtime error: obt: integer sign change: -4 does not fit 'size_t' (aka 'unsigned long') (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	volatile int __ob_trap n = 4;
	void *p;

	setvbuf(stdout, NULL, _IONBF, 0);
	p = malloc(n * 4);
	printf("ok: %d bytes\n", n * 4);
	free(p);
	n = -1;
	p = malloc(n * 4);
	printf("continued\n");
	free(p);
	return 0;
}
