// A process's record holds OBT_RECORD_SITES (4096) sites and kinds; the
// failures of further sites are counted, and the record ends with a line
// that says how many were not recorded.
// env: OBT_OPTIONS=record_path=obt-test.rec:log_path=/dev/null
// stdout: 4097 lines
// stdout: s.c:4096:1: runtime record: obt: integer addition overflow: 1 failures; first 128, min 128, max 128; 'signed char __ob_trap'
// stdout: obt: record full: 6 failures at sites beyond the first 4096 were not recorded
#include <sys/wait.h>

#include "../runtime/rt_test.h"

#define SITES 4100

static const struct obt_type s8 = { "signed char __ob_trap", NULL, 8, 1 };
static struct obt_site sites[SITES];

int main(void)
{
	FILE *rec;
	char line[1024], last[2][1024] = {"", ""};
	int i, n = 0, status;

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
		__obt_warn(&sites[SITES - 2], 127, 1);
		exit(0);
	}
	wait(&status);
	rec = fopen("obt-test.rec", "r");
	while (rec && fgets(line, sizeof line, rec)) {
		strcpy(last[0], last[1]);
		strcpy(last[1], line);
		n++;
	}
	printf("%d lines\n%s%s", n, last[0], last[1]);
	return 0;
}
