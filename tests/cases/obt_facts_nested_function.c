// A GNU nested function can write a variable of the function around it
// without naming it there: a loop whose body calls one keeps every check
// of "n - i >= K" (facts.c), and the check fails once the callee moved i
// past n.
// compiler: obtcc
// only-cc: gcc
// modes: trap trap-quiet
// exit: trap
// stdout: ran 1
// [trap] stderr: obt_facts_nested_function.c:25:11: runtime error: obt: integer subtraction overflow: 8 - 24 does not fit 'len_t' (aka 'unsigned long __ob_trap')
#include <stdio.h>

typedef unsigned long __ob_trap len_t;

static volatile unsigned long eight = 8;

int main(void)
{
	len_t n = eight, i = 0;
	unsigned long ran = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	void skip(void) { i = 20; }

	for (; n - i >= 4; i += 4) {
		printf("ran %lu\n", ++ran);
		skip();
		if (ran > 100)
			break;
	}
	return 0;
}
