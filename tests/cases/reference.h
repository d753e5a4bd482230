/*
 * reference.h - what the cases that run checked code against an exact
 * reference share. A failed check sets `failed` and comes back to the
 * sigsetjmp(recover) in main: through the runtime's handler under
 * -fobt=trap (the case defines TRAP_MODE), through the signal the trap
 * raises under -fobt=trap-quiet. (A header: tests/run compiles only the
 * .c files here.)
 */
#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <string.h>

#include <obt_runtime.h>

#define FAIL ((__int128)1 << 100)	/* the reference: a check fails */

static sigjmp_buf recover;
static volatile bool failed;

#ifdef TRAP_MODE
static void on_overflow(const struct obt_event *ev)
{
	(void)ev;
	failed = true;
	siglongjmp(recover, 1);
}
#else
static void on_trap(int sig)
{
	(void)sig;
	failed = true;
	siglongjmp(recover, 1);
}
#endif

static void catch_failures(void)
{
#ifdef TRAP_MODE
	obt_set_handler(on_overflow);
#else
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_trap;
	sigaction(SIGILL, &sa, NULL);
	sigaction(SIGTRAP, &sa, NULL);
#endif
}

static bool fits(__int128 v, __int128 lo, __int128 hi)
{
	return v >= lo && v <= hi;
}
