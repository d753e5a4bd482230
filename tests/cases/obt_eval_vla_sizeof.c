// The size of a variable-length array type is evaluated, even under
// sizeof, so an OBT operation in it runs exactly once and is checked.
// compiler: obtcc
// modes: trap trap-quiet
// exit: trap
// stdout: 4 2 1
// [trap] stderr: obt_eval_vla_sizeof.c:22:20: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [trap-quiet] stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap n = 3;
	int __ob_trap k = 0;
	size_t s = sizeof(char[n + 1]);
	size_t t = sizeof(char[k++ + 2]);

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("%zu %zu %d\n", s, t, k);
	n = INT_MAX;
	s = sizeof(char[n + 1]);
	printf("%zu\n", s);
	return 0;
}
