// Random OBT_OPTIONS strings (built from option names, '=', ':', values,
// control and high bytes) never crash the runtime: every child ends
// normally (or by the trap that halt_on_error=1 asks for), and every line
// it writes is either a well-formed complaint or a report.
// stdout: 400 forms: 0 crashed, 0 bad lines
#include <limits.h>
#include <signal.h>
#include <sys/wait.h>

#include "../runtime/rt_test.h"

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static unsigned char seen;
static const struct obt_site site = { "o.c", 1, 1, OBT_OP_ADD, &seen, &int_trap, NULL };

static const char *const pieces[] = {
	"halt_on_error", "report_once", "log_path", "=", "=", ":", ":", "0", "1",
	"2", "", "x", "obt-fuzz.log", "\n", "\t", "\x7f", "\xff", "==", "::",
	"halt_on_error=0", "report_once=0", " ",
};

static unsigned int rng = 12345;

static unsigned int next_random(void)
{
	rng = rng * 1103515245 + 12345;
	return rng >> 16;
}

static void random_form(char *buf, size_t size)
{
	size_t len = 0, n = next_random() % 12, plen;
	const char *p;

	buf[0] = '\0';
	while (n--) {
		p = pieces[next_random() % (sizeof pieces / sizeof pieces[0])];
		plen = strlen(p);
		if (len + plen + 1 > size)
			break;
		memcpy(buf + len, p, plen + 1);
		len += plen;
	}
}

static int well_formed(const char *line)
{
	return strncmp(line, "obt: OBT_OPTIONS: ", 18) == 0 ||
	       strcmp(line, "o.c:1:1: runtime error: obt: integer addition overflow: "
			    "2147483647 + 1 does not fit 'int __ob_trap'") == 0;
}

/* Counts the lines of out that are not well formed. */
static int bad_lines(char *out)
{
	char *line, *save = NULL;
	int bad = 0;

	for (line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (!well_formed(line)) {
			fprintf(stderr, "bad line: %s\n", line);
			bad++;
		}
	return bad;
}

/* Runs one form in a child; returns 1 if it crashed, adds its bad lines. */
static int run_form(const char *form, int *bad)
{
	char out[65536];
	size_t len = 0;
	ssize_t n;
	int fds[2], status;
	pid_t pid;

	if (pipe(fds) < 0)
		exit(99);
	pid = fork();
	if (pid == 0) {
		setenv("OBT_OPTIONS", form, 1);
		dup2(fds[1], 2);
		__obt_warn(&site, INT_MAX, 1);
		__obt_warn(&site, INT_MAX, 1);
		_exit(0);
	}
	close(fds[1]);
	while ((n = read(fds[0], out + len, sizeof out - 1 - len)) > 0)
		len += (size_t)n;
	close(fds[0]);
	out[len] = '\0';
	*bad += bad_lines(out);
	waitpid(pid, &status, 0);
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGILL || WTERMSIG(status) == SIGTRAP) &&
	    strstr(form, "halt_on_error=1"))
		return 0;
	fprintf(stderr, "crashed on: %s\n", form);
	return 1;
}

int main(void)
{
	char form[256];
	int i, crashed = 0, bad = 0;

	for (i = 0; i < 400; i++) {
		random_form(form, sizeof form);
		crashed += run_form(form, &bad);
	}
	printf("400 forms: %d crashed, %d bad lines\n", crashed, bad);
	return 0;
}
