// Two labelled variables in one function: an overflow of the first goes to
// its label ha, one of the second to hb. Labels may share a statement.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -Wno-unused-label
// stdout: ok 1 2
// stdout: ha
// stdout: hb
// stdout: done
// [none] stdout: ok 1 2
// [none] stdout: ok 4294967295 6
// [none] stdout: ok 4 0
// [none] stdout: ok 4294967295
// [warn] stderr: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// [warn] stderr: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// [trap] stderr-not: obt
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

static void run(unsigned x, unsigned y)
{
	unsigned __attribute__((overflow_behavior(trap, ha))) a = x;
	unsigned __attribute__((overflow_behavior(trap, hb))) b = y;

	a = a - 1;
	b = b + 1;
	printf("ok %u %u\n", a, b);
	return;
ha:
	printf("ha\n");
	return;
hb:
	printf("hb\n");
	return;
}

static void both(void)
{
	unsigned __attribute__((overflow_behavior(trap, outer))) a = 0;
	volatile unsigned one = 1;

	a = a - one;
	printf("ok %u\n", a);
	return;
outer:
inner:
	printf("done\n");
	return;
	goto inner;
}

int main(void)
{
	run(2, 1);
	run(0, 5);
	run(5, UINT_MAX);
	both();
	return 0;
}
