// Loops of the shape facts.c proves, "for (...; n - i >= K; i += C)" and
// "> K", for four types, several K and C (C <= K proven, C > K not), with
// the index assigned or declared from a value, or declared = 0, run from
// every pair of boundary values of n and i against an exact reference:
// the same loop computed in __int128 with each check written out. Every
// loop must run the same number of iterations and fail the same check
// with the same operands (trap) or trap at the same point (trap-quiet).
// compiler: obtcc
// modes: trap trap-quiet
// [trap] cflags: -DTRAP_MODE
// stdout: all loops agree with the reference
#include <limits.h>
#include <stdbool.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "catch.h"

typedef unsigned int __ob_trap ut;
typedef unsigned long __ob_trap ult;
typedef int __ob_trap it;
typedef long __ob_trap lt;

#define MAX_ITER 40

static volatile long iters;	/* the body's count, seen after a longjmp */
static sigjmp_buf recover;
static struct {
	int op;			/* OBT_OP_SUB, OBT_OP_ADD, or -1: no failure */
	__int128 lhs, rhs;
} failed;

#ifdef TRAP_MODE
static __int128 value_of(obt_bits v, const struct obt_type *t)
{
	if (t->is_signed && t->bits < 128 && (v >> (t->bits - 1) & 1))
		return (__int128)(v | ~(((obt_bits)1 << t->bits) - 1));
	return (__int128)(v & (((obt_bits)1 << t->bits) - 1));
}

static void on_overflow(const struct obt_event *ev)
{
	failed.op = ev->site->op;
	failed.lhs = value_of(ev->lhs, ev->site->type);
	failed.rhs = value_of(ev->rhs, ev->site->type);
	siglongjmp(recover, 1);
}
#else
static void on_trap(int sig)
{
	(void)sig;
	failed.op = 0;		/* some check failed; trap-quiet says no more */
	siglongjmp(recover, 1);
}
#endif

/* The loops under test: from i0 assigned or declared, and from a declared
 * i = 0. */
#define LOOPS(T, NAME, CMP, K, C)                                               \
	static void NAME(T n, T i0)                                            \
	{                                                                      \
		T i;                                                           \
		for (i = i0; n - i CMP K; i += C)                              \
			if (++iters > MAX_ITER)                                \
				break;                                         \
	}                                                                      \
	static void NAME##_decl(T n, T i0)                                     \
	{                                                                      \
		for (T i = i0; n - i CMP K; i += C)                            \
			if (++iters > MAX_ITER)                                \
				break;                                         \
	}                                                                      \
	static void NAME##_zero(T n)                                           \
	{                                                                      \
		for (T i = 0; n - i CMP K; i += C)                             \
			if (++iters > MAX_ITER)                                \
				break;                                         \
	}

/* The reference: each check written out over exact values. */
static void reference(__int128 lo, __int128 hi, __int128 n, __int128 i, int gt, long k, long c)
{
	for (;;) {
		__int128 d = n - i;
		if (d < lo || d > hi) {
			failed.op = OBT_OP_SUB, failed.lhs = n, failed.rhs = i;
			return;
		}
		if (gt ? !(d > k) : !(d >= k))
			return;
		if (++iters > MAX_ITER)
			return;
		if (i + c > hi) {
			failed.op = OBT_OP_ADD, failed.lhs = i, failed.rhs = c;
			return;
		}
		i += c;
	}
}

#define EACH_SHAPE(X, T, P)                                                     \
	X(T, P##_ge1_1, >=, 1, 1, 0) X(T, P##_ge3_2, >=, 3, 2, 0)                  \
	X(T, P##_ge3_3, >=, 3, 3, 0) X(T, P##_ge3_4, >=, 3, 4, 0)                  \
	X(T, P##_ge16_16, >=, 16, 16, 0) X(T, P##_ge16_17, >=, 16, 17, 0)          \
	X(T, P##_gt2_3, >, 2, 3, 1) X(T, P##_gt2_4, >, 2, 4, 1)                    \
	X(T, P##_gt0_1, >, 0, 1, 1) X(T, P##_gt0_2, >, 0, 2, 1)

#define DEFINE(T, NAME, CMP, K, C, GT) LOOPS(T, NAME, CMP, K, C)
EACH_SHAPE(DEFINE, ut, u)
EACH_SHAPE(DEFINE, ult, ul)
EACH_SHAPE(DEFINE, it, i)
EACH_SHAPE(DEFINE, lt, l)

static long mismatches, runs;

/* Compares the loop's run, just made, with the reference's. */
static void compare(const char *loop, __int128 lo, __int128 hi, __int128 n, __int128 i,
		    int gt, long k, long c)
{
	typeof(failed) got = failed;
	long got_iters = iters;

	failed.op = -1;
	iters = 0;
	reference(lo, hi, n, i, gt, k, c);
	runs++;
#ifdef TRAP_MODE
	bool same = got.op == failed.op &&
		    (got.op < 0 || (got.lhs == failed.lhs && got.rhs == failed.rhs));
#else
	bool same = (got.op < 0) == (failed.op < 0);
#endif
	if (!same || got_iters != iters) {
		if (mismatches++ < 10)
			printf("mismatch: %s from n=%lld, i=%lld\n", loop, (long long)n, (long long)i);
	}
}

#define NVALS 14

/* Values around 0, around the middle and at both ends of the type. */
static void boundary_values(__int128 lo, __int128 hi, __int128 *v)
{
	__int128 base[NVALS] = {0, 1, 2, 3, 17, 40, lo, lo + 1, lo + 5, hi, hi - 1, hi - 2,
				hi - 17, hi / 2};
	memcpy(v, base, sizeof base);
}

/* Runs one shape from every pair of boundary values. */
#define RUNNER(T, P, LO, HI)                                                    \
	static void run_##P(const char *loop, void (*from)(T, T),               \
			    void (*decl)(T, T), void (*zero)(T), int gt, long k, long c) \
	{                                                                      \
		__int128 lo = (LO), hi = (HI), v[NVALS];                       \
		boundary_values(lo, hi, v);                                    \
		for (volatile int a = 0; a < NVALS; a++) {                     \
			failed.op = -1;                                        \
			iters = 0;                                             \
			if (sigsetjmp(recover, 1) == 0)                        \
				zero((T)v[a]);                                 \
			compare(loop, lo, hi, v[a], 0, gt, k, c);              \
			for (volatile int b = 0; b < NVALS; b++) {             \
				failed.op = -1;                                \
				iters = 0;                                     \
				if (sigsetjmp(recover, 1) == 0)                \
					from((T)v[a], (T)v[b]);                \
				compare(loop, lo, hi, v[a], v[b], gt, k, c);   \
				failed.op = -1;                                \
				iters = 0;                                     \
				if (sigsetjmp(recover, 1) == 0)                \
					decl((T)v[a], (T)v[b]);                \
				compare(loop, lo, hi, v[a], v[b], gt, k, c);   \
			}                                                      \
		}                                                              \
	}
RUNNER(ut, u, 0, UINT_MAX)
RUNNER(ult, ul, 0, ULONG_MAX)
RUNNER(it, i, INT_MIN, INT_MAX)
RUNNER(lt, l, LONG_MIN, LONG_MAX)

#define RUN(T, NAME, CMP, K, C, GT) run(#NAME, NAME, NAME##_decl, NAME##_zero, GT, K, C);

int main(void)
{
	catch_failed_checks(on_overflow, on_trap);
#define run run_u
	EACH_SHAPE(RUN, ut, u)
#undef run
#define run run_ul
	EACH_SHAPE(RUN, ult, ul)
#undef run
#define run run_i
	EACH_SHAPE(RUN, it, i)
#undef run
#define run run_l
	EACH_SHAPE(RUN, lt, l)
#undef run
	if (mismatches)
		printf("%ld of %ld loops differ from the reference\n", mismatches, runs);
	else
		printf("all loops agree with the reference\n");
	return 0;
}
