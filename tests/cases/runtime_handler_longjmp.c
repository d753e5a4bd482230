// A handler may leave a trap by longjmp: __obt_trap then does not trap,
// and the program recovers, as often as it likes. Restoring the default
// with NULL brings back report-then-trap.
// exit: trap
// stdout: recovered 1 from integer multiplication overflow
// stdout: recovered 2 from integer multiplication overflow
// stdout: recovered 3 from integer multiplication overflow
// stdout: default again
// stderr: j.c:3:14: runtime error: obt: integer multiplication overflow: -9223372036854775808 * -1 does not fit 'long __ob_trap'
// stderr-not: not reached
#include <setjmp.h>
#include <stdint.h>

#include "../runtime/rt_test.h"

static const struct obt_type long_trap = { "long __ob_trap", NULL, 64, 1 };
static const struct obt_site mul_site = { "j.c", 3, 14, OBT_OP_MUL, NULL, &long_trap, NULL };

static jmp_buf recover;
static const char *last_kind;

static void escape(const struct obt_event *ev)
{
	last_kind = ev->kind;
	longjmp(recover, 1);
}

/* What obtcc emits for a * b in trap mode. */
static long mul(long a, long b)
{
	long r;

	if (__builtin_mul_overflow(a, b, &r))
		__obt_trap(&mul_site, (obt_bits)a, (obt_bits)b);
	return r;
}

int main(void)
{
	volatile int attempts = 0;
	volatile long m1 = -1;

	obt_set_handler(escape);
	if (setjmp(recover))
		printf("recovered %d from %s\n", attempts, last_kind);
	if (++attempts <= 3)
		mul(INT64_MIN, m1);

	obt_set_handler(NULL);
	printf("default again\n");
	fflush(stdout);
	mul(INT64_MIN, m1);
	printf("not reached\n");
	return 0;
}
