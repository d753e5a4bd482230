// A log_path that cannot be opened is said once on stderr, and reports go
// to stderr instead; errno comes back as the program left it.
// env: OBT_OPTIONS=log_path=/nonexistent-obt-dir/x.log
// stdout: obt: OBT_OPTIONS: cannot open log_path '/nonexistent-obt-dir/x.log': No such file or directory; reporting to stderr
// stdout: b.c:1:1: runtime error: obt: integer addition overflow: 127 + 1 does not fit 'signed char __ob_trap'
// stdout: b.c:2:1: runtime error: obt: integer addition overflow: 127 + 2 does not fit 'signed char __ob_trap'
// stdout: errno kept
#include <errno.h>

#include "../runtime/rt_test.h"

static const struct obt_type s8 = { "signed char __ob_trap", NULL, 8, 1 };
static unsigned char seen1, seen2;
static const struct obt_site site1 = { "b.c", 1, 1, OBT_OP_ADD, &seen1, &s8, NULL };
static const struct obt_site site2 = { "b.c", 2, 1, OBT_OP_ADD, &seen2, &s8, NULL };

int main(void)
{
	int kept;

	capture_stderr();
	errno = EDOM;
	__obt_warn(&site1, 127, 1);
	__obt_warn(&site2, 127, 2);
	kept = errno == EDOM;
	print_captured();
	if (kept)
		printf("errno kept\n");
	return 0;
}
