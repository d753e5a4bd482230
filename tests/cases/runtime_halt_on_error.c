// OBT_OPTIONS=halt_on_error=1: warn mode reports, then traps like trap
// mode; options other than the halting one still apply.
// env: OBT_OPTIONS=report_once=1:halt_on_error=1
// exit: trap
// stdout: before
// stderr: h.c:7:3: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// stderr-not: continued
#include "../runtime/rt_test.h"

static const struct obt_type uint_trap = { "unsigned int __ob_trap", NULL, 32, 0 };
static unsigned char seen;
static const struct obt_site site = { "h.c", 7, 3, OBT_OP_SUB, &seen, &uint_trap, NULL };

int main(void)
{
	printf("before\n");
	fflush(stdout);
	__obt_warn(&site, 0, 1);
	fprintf(stderr, "continued\n");
	return 0;
}
