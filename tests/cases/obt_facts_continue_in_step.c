// clang takes a "continue" inside a statement expression in a for loop's
// third clause back to the third clause, without testing the condition
// (gcc rejects it):
// such a loop keeps every check of "n - i >= K" (facts.c), and the step
// that runs past n is caught.
// compiler: obtcc
// only-cc: clang
// modes: trap trap-quiet
// exit: trap
// stdout: body 0
// [trap] stderr: obt_facts_continue_in_step.c:24:22: runtime error: obt: integer subtraction overflow: 8 - 12 does not fit 'len_t' (aka 'unsigned long __ob_trap')
#include <stdio.h>

typedef unsigned long __ob_trap len_t;

static volatile unsigned long eight = 8;

int main(void)
{
	len_t n = eight;
	unsigned extra = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	for (len_t i = 0; n - i >= 4; i += 4, ({ if (extra++ < 2) continue; (void)0; }))
		printf("body %lu\n", (unsigned long)i);
	return 0;
}
