// OBT_OPTIONS=log_path=FILE: reports are appended to FILE (what was there
// stays), stderr stays quiet, and the program goes on in warn mode.
// env: OBT_OPTIONS=log_path=obt-test.log
// stdout: earlier line
// stdout: l.c:3:5: runtime error: obt: integer addition overflow: 250 + 10 does not fit 'unsigned char __ob_trap'
// stdout: l.c:4:5: runtime error: obt: integer truncation: 70000 does not fit 'short __ob_trap' (from 'int')
// stderr-not: runtime error
#include "../runtime/rt_test.h"

static const struct obt_type uchar_trap = { "unsigned char __ob_trap", NULL, 8, 0 };
static const struct obt_type short_trap = { "short __ob_trap", NULL, 16, 1 };
static const struct obt_type int_plain = { "int", NULL, 32, 1 };
static unsigned char seen1, seen2;
static const struct obt_site site1 = { "l.c", 3, 5, OBT_OP_ADD, &seen1, &uchar_trap, NULL };
static const struct obt_site site2 = { "l.c", 4, 5, OBT_OP_CONVERT, &seen2, &short_trap, &int_plain };

int main(void)
{
	FILE *log = fopen("obt-test.log", "w");
	char line[256];

	/* The runner starts the program in a fresh directory. */
	fputs("earlier line\n", log);
	fclose(log);
	__obt_warn(&site1, 250, 10);
	__obt_warn(&site2, 70000, 0);
	__obt_warn(&site1, 250, 10);
	log = fopen("obt-test.log", "r");
	while (fgets(line, sizeof line, log))
		fputs(line, stdout);
	fclose(log);
	return 0;
}
