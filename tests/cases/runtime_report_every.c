// OBT_OPTIONS=report_once=0: warn mode reports a site every time.
// env: OBT_OPTIONS=report_once=0
// stdout: e.c:4:2: runtime error: obt: integer multiplication overflow: 65536 * 65536 does not fit 'int __ob_trap'
// stdout: e.c:4:2: runtime error: obt: integer multiplication overflow: 65536 * 65536 does not fit 'int __ob_trap'
// stdout: e.c:4:2: runtime error: obt: integer multiplication overflow: 65536 * 65536 does not fit 'int __ob_trap'
// stdout: done
#include "../runtime/rt_test.h"

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static unsigned char seen;
static const struct obt_site site = { "e.c", 4, 2, OBT_OP_MUL, &seen, &int_trap, NULL };

int main(void)
{
	int i;

	capture_stderr();
	for (i = 0; i < 3; i++)
		__obt_warn(&site, 65536, 65536);
	print_captured();
	printf("done\n");
	return 0;
}
