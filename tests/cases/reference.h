/*
 * reference.h - what the cases that run checked code against an exact
 * reference share. Each check is a function of two inputs and its
 * reference, the same computation in __int128 returning FAIL where a
 * check must fail; run_checks() runs every check from every pair of
 * values. A failed check sets `failed` and comes back to the runner:
 * through the runtime's handler under -fobt=trap (the case defines
 * TRAP_MODE), through the signal the trap raises under -fobt=trap-quiet.
 * A case may set `progress` before a check (and its reference
 * `ref_progress`): where both fail, the two must agree. (A header:
 * tests/run compiles only the .c files here.)
 */
#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "catch.h"

#define FAIL ((__int128)1 << 100)	/* the reference: a check fails */

static sigjmp_buf recover;
static volatile bool failed;
static volatile long progress;
static long ref_progress;

struct check {
	const char *name;
	long (*run)(long, long);
	__int128 (*ref)(__int128, __int128);
};

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

static bool fits(__int128 v, __int128 lo, __int128 hi)
{
	return v >= lo && v <= hi;
}

/* Prints "all cases agree with the reference", or the mismatches. */
static void run_checks(const struct check *checks, size_t nchecks, const long *values,
		       int nvalues)
{
	long runs = 0, mismatches = 0;

	catch_failed_checks(on_overflow, on_trap);
	for (size_t c = 0; c < nchecks; c++) {
		for (volatile int i = 0; i < nvalues; i++) {
			for (volatile int j = 0; j < nvalues; j++) {
				volatile long got = 0;
				failed = false;
				progress = ref_progress = -1;
				if (sigsetjmp(recover, 1) == 0)
					got = checks[c].run(values[i], values[j]);
				__int128 want = checks[c].ref(values[i], values[j]);
				runs++;
				bool same = (want == FAIL) == failed && (failed || want == got) &&
					    (!failed || progress == ref_progress);
				if (!same && mismatches++ < 10)
					printf("mismatch: %s(%ld, %ld): %s at %ld, want %s at %ld\n",
					       checks[c].name, values[i], values[j],
					       failed ? "failed" : "no failure", progress,
					       want == FAIL ? "a failure" : "no failure", ref_progress);
			}
		}
	}
	if (mismatches)
		printf("%ld of %ld runs differ from the reference\n", mismatches, runs);
	else
		printf("all cases agree with the reference\n");
}
