// When facts.c proves every check of a unit unnecessary, the unit's table
// of check sites is left with no user: it must not cost a warning (clang's
// -Wunused-const-variable, an error under -Werror). The loop is the whole
// of the unit's checked arithmetic, and its sum must be plain C's.
// compiler: obtcc
// modes: trap trap-quiet
// cflags: -Wall -Werror
// stdout: 224
#include <stdio.h>

typedef unsigned long __ob_trap len_t;

static volatile unsigned long size = 64;

static unsigned long sum_blocks(len_t n)
{
	unsigned long s = 0;

	for (len_t i = 0; n - i >= 8; i += 8)
		s += (unsigned long)i;
	return s;
}

int main(void)
{
	printf("%lu\n", sum_blocks(size));
	return 0;
}
