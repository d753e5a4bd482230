// Unsigned '+=' and '++' on objects in memory (array elements, members
// through a pointer): the values of pre- and post-increment and of the
// assignment, and the trap when a counter passes its maximum. In
// trap-quiet mode these become one add to memory and a jump on carry
// (add_in_place_helper); every mode must agree on the values.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: 5 3 5 5 10
// stdout: 18446744073709551614 18446744073709551615
// stdout: 4294967295
// [warn] stdout: 5 3 5 5 10
// [warn] stdout: 18446744073709551614 18446744073709551615
// [warn] stdout: 4294967295
// [warn] stdout: 4294967295 0
// [none] stdout: 5 3 5 5 10
// [none] stdout: 18446744073709551614 18446744073709551615
// [none] stdout: 4294967295
// [none] stdout: 4294967295 0
// [trap] stderr: obt_arith_trap_add_in_place.c:58:23: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'count_t' (aka 'unsigned int __ob_trap')
// [warn] stderr: obt_arith_trap_add_in_place.c:58:23: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'count_t' (aka 'unsigned int __ob_trap')
// [trap-quiet] stderr-not: obt
#include <limits.h>
#include <stdio.h>

typedef unsigned int __ob_trap count_t;

struct stats {
	count_t seen;
	unsigned long __ob_trap bytes;
};

static count_t bins[4];

static count_t bump(count_t *c, unsigned int by)
{
	return *c += by;
}

int main(void)
{
	struct stats s = {0, ULONG_MAX - 3}, *sp = &s;
	volatile unsigned int three = 3;

	setvbuf(stdout, NULL, _IONBF, 0);
	bins[1] = 3;
	count_t before = bins[1]++;
	count_t after = ++bins[1];
	sp->seen += three + 2;
	count_t seen = sp->seen;
	printf("%u %u %u %u %u\n", bins[1], before, after, seen, bump(&sp->seen, three + 2));
	unsigned long b1 = sp->bytes += 2;
	printf("%lu %lu\n", b1, ++sp->bytes);
	bins[2] = UINT_MAX;
	printf("%u\n", bins[2]);
	count_t old = bins[2]++;
	printf("%u %u\n", old, bins[2]);
	return 0;
}
