// A record_path that cannot be opened is said once on stderr, and nothing
// is recorded; the reports go on as before. An empty one is a bad item.
// env: OBT_OPTIONS=record_path=:record_path=/nonexistent-obt-dir/x.rec
// stdout: obt: OBT_OPTIONS: bad value in 'record_path=' (expected a file name); ignored
// stdout: obt: OBT_OPTIONS: cannot open record_path '/nonexistent-obt-dir/x.rec': No such file or directory; not recording
// stdout: b.c:1:1: runtime error: obt: integer addition overflow: 127 + 1 does not fit 'signed char __ob_trap'
#include "../runtime/rt_test.h"

static const struct obt_type s8 = { "signed char __ob_trap", NULL, 8, 1 };
static unsigned char seen;
static const struct obt_site site = { "b.c", 1, 1, OBT_OP_ADD, &seen, &s8, NULL };

int main(void)
{
	capture_stderr();
	__obt_warn(&site, 127, 1);
	__obt_warn(&site, 127, 1);
	print_captured();
	return 0;
}
