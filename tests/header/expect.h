/*
 * expect.h - the checks of tests that run obt.h's operations, in C
 * (tests/cases/header_eval_once.c) and in C++ (tests/cxx/ops.cc). The
 * includer defines arg(), which counts its calls in calls, and ends with
 * "ok N checks" when failures is 0.
 */
#include <stdio.h>

static int checks, failures, calls;

static void expect(const char *what, int line, long long got, long long want,
		   int want_calls)
{
	checks++;
	if (got == want && calls == want_calls)
		return;
	failures++;
	fprintf(stderr, "FAIL line %d: %s: got %lld with %d calls, want %lld with %d\n",
		line, what, got, calls, want, want_calls);
}

/* -Wold-style-cast, in the C++ test, asks for C++'s spelling */
#ifdef __cplusplus
#define EXPECT_LL(x) static_cast<long long>(x)
#else
#define EXPECT_LL(x) (long long)(x)
#endif

/* EXPECT(expr, want, n): expr gives want, calls arg() n times and does
 * not jump to L. */
#define EXPECT(expr, want, n) do {					\
		__label__ L;						\
		calls = 0;						\
		expect(#expr, __LINE__, EXPECT_LL(expr), want, n);	\
		break;							\
	L: __attribute__((unused));					\
		expect("jumped: " #expr, __LINE__, 0, 1, n);		\
	} while (0)

/* JUMPS(expr, L, n): expr jumps to L after n calls of arg(). */
#define JUMPS(expr, L, n) do {						\
		__label__ L;						\
		calls = 0;						\
		(void)(expr);						\
		expect("no jump: " #expr, __LINE__, 0, 1, n);		\
		break;							\
	L:								\
		expect(#expr, __LINE__, 1, 1, n);			\
	} while (0)
