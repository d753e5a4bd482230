// A process's record holds up to OBT_RECORD_SITES (16384) sites and kinds;
// a site that finds no room is only counted, and the record ends with a
// line that says how many failures it left out. Every failure is in one
// or the other.
// env: OBT_OPTIONS=record_path=obt-test.rec:log_path=/dev/null
// stdout: 17002 failures: all recorded or counted as left out
// stdout: nearly every entry used
// stdout: obt: record full: N failures at sites it had no room for were not recorded
#include <sys/wait.h>

#include "../runtime/rt_test.h"

#define SITES 17000

static const struct obt_type s8 = { "signed char __ob_trap", NULL, 8, 1 };
static struct obt_site sites[SITES];

int main(void)
{
	FILE *rec;
	char line[1024], last[1024] = "";
	long recorded = 0, left_out = 0, n, lines = 0;
	int i, status;

	for (i = 0; i < SITES; i++) {
		sites[i].file = "s.c";
		sites[i].line = (unsigned int)i + 1;
		sites[i].column = 1;
		sites[i].op = OBT_OP_ADD;
		sites[i].type = &s8;
	}
	if (fork() == 0) {
		for (i = 0; i < SITES; i++)
			__obt_warn(&sites[i], 127, 1);
		__obt_warn(&sites[SITES - 1], 127, 1);
		__obt_warn(&sites[0], 127, 1);
		exit(0);
	}
	wait(&status);
	rec = fopen("obt-test.rec", "r");
	while (rec && fgets(line, sizeof line, rec)) {
		char *p = strstr(line, "overflow: ");

		if (p && sscanf(p, "overflow: %ld failures", &n) == 1) {
			recorded += n;
			lines++;
		}
		if (sscanf(line, "obt: record full: %ld failures", &n) == 1)
			left_out += n;
		strcpy(last, line);
	}
	if (recorded + left_out == SITES + 2)
		printf("%d failures: all recorded or counted as left out\n", SITES + 2);
	if (lines > 16384 * 9 / 10 && lines <= 16384)
		printf("nearly every entry used\n");
	if (sscanf(last, "obt: record full: %ld", &n) == 1)
		printf("obt: record full: N%s", strstr(last, " failures at"));
	return 0;
}
