// Malformed OBT_OPTIONS: each bad item gets one line on stderr naming it
// and is ignored; the good items around it still apply; nothing crashes.
// Each form runs in a child process (the options are read once, at the
// first report); the child's stderr is shown on stdout after its form.
// stdout: [foo=1]
// stdout: obt: OBT_OPTIONS: unknown option 'foo'; ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [halt_on_error]
// stdout: obt: OBT_OPTIONS: missing '=value' in 'halt_on_error'; ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [halt_on_error=yes]
// stdout: obt: OBT_OPTIONS: bad value in 'halt_on_error=yes' (expected 0 or 1); ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [report_once=2]
// stdout: obt: OBT_OPTIONS: bad value in 'report_once=2' (expected 0 or 1); ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [report_once=]
// stdout: obt: OBT_OPTIONS: bad value in 'report_once=' (expected 0 or 1); ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [log_path=]
// stdout: obt: OBT_OPTIONS: bad value in 'log_path=' (expected a file name); ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [:]
// stdout: obt: OBT_OPTIONS: empty item (two ':' in a row, or one at an end); ignored
// stdout: obt: OBT_OPTIONS: empty item (two ':' in a row, or one at an end); ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [report_once=0:]
// stdout: obt: OBT_OPTIONS: empty item (two ':' in a row, or one at an end); ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [foo=1:report_once=0::bar]
// stdout: obt: OBT_OPTIONS: unknown option 'foo'; ignored
// stdout: obt: OBT_OPTIONS: empty item (two ':' in a row, or one at an end); ignored
// stdout: obt: OBT_OPTIONS: missing '=value' in 'bar'; ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [=1]
// stdout: obt: OBT_OPTIONS: unknown option ''; ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [HALT_ON_ERROR=1: report_once=0]
// stdout: obt: OBT_OPTIONS: unknown option 'HALT_ON_ERROR'; ignored
// stdout: obt: OBT_OPTIONS: unknown option ' report_once'; ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [halt_on_error=1:halt_on_error=x]
// stdout: obt: OBT_OPTIONS: bad value in 'halt_on_error=x' (expected 0 or 1); ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: trap
// stdout: [report_once=0:report_once=1]
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: []
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [foo?bar=1]
// stdout: obt: OBT_OPTIONS: unknown option 'foo?bar'; ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
// stdout: [xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=1]
// stdout: obt: OBT_OPTIONS: unknown option 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'; ignored
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: exit 0
#include <limits.h>
#include <signal.h>
#include <sys/wait.h>

#include "../runtime/rt_test.h"

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static unsigned char seen;
static const struct obt_site site = { "o.c", 1, 1, OBT_OP_ADD, &seen, &int_trap, NULL };

static const char *const forms[] = {
	"foo=1",
	"halt_on_error",
	"halt_on_error=yes",
	"report_once=2",
	"report_once=",
	"log_path=",
	":",
	"report_once=0:",
	"foo=1:report_once=0::bar",
	"=1",
	"HALT_ON_ERROR=1: report_once=0",
	"halt_on_error=1:halt_on_error=x",
	"report_once=0:report_once=1",
	"",
	"foo\nbar=1",
	"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=1",
};

/* The child fails the same check twice: report_once decides whether the
 * second one is reported. */
static void child(const char *options)
{
	setenv("OBT_OPTIONS", options, 1);
	dup2(1, 2);
	__obt_warn(&site, INT_MAX, 1);
	__obt_warn(&site, INT_MAX, 1);
	exit(0);
}

static void show_form(const char *form)
{
	const char *c;

	putchar('[');
	for (c = form; *c; c++)
		putchar(*c == '\n' ? '?' : *c);
	printf("]\n");
}

int main(void)
{
	size_t i;
	int status;
	pid_t pid;

	for (i = 0; i < sizeof forms / sizeof forms[0]; i++) {
		show_form(forms[i]);
		fflush(stdout);
		pid = fork();
		if (pid == 0)
			child(forms[i]);
		waitpid(pid, &status, 0);
		if (WIFSIGNALED(status) &&
		    (WTERMSIG(status) == SIGILL || WTERMSIG(status) == SIGTRAP))
			printf("trap\n");
		else
			printf("exit %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	}
	return 0;
}
