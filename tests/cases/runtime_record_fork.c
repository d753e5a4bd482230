// A forked child records its own failures, not again those its parent
// had before the fork: each process's record counts each failure once.
// env: OBT_OPTIONS=record_path=obt-test.rec:log_path=/dev/null
// stdout: f.c:2:1: runtime record: obt: integer addition overflow: 2 failures; first 200, min 200, max 201; 'signed char __ob_trap'
// stdout: after a child that failed nothing:
// stdout: f.c:2:1: runtime record: obt: integer addition overflow: 2 failures; first 200, min 200, max 201; 'signed char __ob_trap'
#include <sys/wait.h>

#include "../runtime/rt_test.h"

static const struct obt_type s8 = { "signed char __ob_trap", NULL, 8, 1 };
static unsigned char seen1, seen2;
static const struct obt_site parent_site = { "f.c", 1, 1, OBT_OP_ADD, &seen1, &s8, NULL };
static const struct obt_site child_site = { "f.c", 2, 1, OBT_OP_ADD, &seen2, &s8, NULL };

static void print_record(void)
{
	FILE *rec = fopen("obt-test.rec", "r");
	char line[1024];

	while (rec && fgets(line, sizeof line, rec))
		fputs(line, stdout);
	if (rec)
		fclose(rec);
	fflush(stdout);
}

int main(void)
{
	int status;

	__obt_warn(&parent_site, 127, 3);
	__obt_warn(&parent_site, 127, 4);
	__obt_warn(&parent_site, 127, 5);
	if (fork() == 0) {
		__obt_warn(&child_site, 100, 100);
		__obt_warn(&child_site, 100, 101);
		exit(0);
	}
	wait(&status);
	print_record();
	if (fork() == 0)
		exit(0);
	wait(&status);
	printf("after a child that failed nothing:\n");
	print_record();
	/* The parent's own line comes at its exit, after this. */
	return 0;
}
