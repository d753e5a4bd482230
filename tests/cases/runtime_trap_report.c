// Trap mode: __obt_trap prints the one-line report on stderr, then the
// process dies by the trap instruction (SIGILL or SIGTRAP).
// exit: trap
// stdout: before
// stderr: x.c:12:9: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stderr-not: after
#include <limits.h>
#include <stdio.h>

#include <obt_runtime.h>

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static const struct obt_site add_site = {
	"x.c", 12, 9, OBT_OP_ADD, NULL, &int_trap, NULL,
};

int main(void)
{
	volatile int a = INT_MAX, b = 1;

	printf("before\n");
	fflush(stdout);
	__obt_trap(&add_site, (obt_bits)a, (obt_bits)b);
	fprintf(stderr, "after\n");
	return 0;
}
