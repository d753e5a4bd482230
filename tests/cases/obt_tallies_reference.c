// Counters in an array (tallies.c): a counter incremented once per round
// of a counted loop, in an array set to small constants before the loop,
// cannot exceed its start plus the rounds. Where the loop variable's type
// bounds the rounds below the counters' room the check goes; where it
// does not, the loop is versioned on its trip count (n - i <= room). Each
// case runs from every pair of boundary values against an exact reference
// (the same counting in __int128, failing where a counter passes its
// type's maximum, at the same round); each proven shape has a twin with
// what the proof needs taken away (a store between the setting and the
// loop, a call or another store in the loop, an index past the set
// counters, a setting not run on every path, a start one too high,
// memset of part of the counters or of a byte other than 0),
// whose check must stay and fail where the reference fails.
// tests/driver/run checks which were removed or versioned.
// compiler: obtcc
// modes: trap trap-quiet
// [trap] cflags: -DTRAP_MODE
// stdout: all cases agree with the reference
#include <limits.h>

#include "reference.h"

typedef unsigned char __ob_trap u8t;
typedef unsigned short __ob_trap u16t;
typedef signed char __ob_trap s8t;
typedef unsigned int __ob_trap u32t;

#define BINS 4

/* Which bin round i counts in: from a's bits, so that some inputs put
 * every round in one bin and others spread them. (A macro: a call in the
 * loop could store into the counters.) */
#define bin(a, i)	((unsigned)((unsigned long)(a) >> ((i) % 32 * 2)) % BINS)

/* The bins folded into one value, the same on both sides. */
#define FOLD(count)	((long)count[0] | (long)count[1] << 16 | (long)count[2] << 32 | \
			 (long)count[3] << 48)

/* The reference: counts in __int128 from count[], FAIL once one passes
 * max. (Where the check fails is not compared: a store to `progress` in
 * the loop would keep the proof from applying.) */
static __int128 ref_counts(long a, unsigned long rounds, __int128 *count, __int128 step,
			   __int128 max)
{
	for (unsigned long i = 0; i < rounds; i++) {
		unsigned k = bin(a, i);
		if (!fits(count[k] + step, 0, max))
			return FAIL;
		count[k] += step;
	}
	return FOLD(count);
}

static __int128 ref_tally(long a, unsigned long rounds, __int128 start, __int128 step,
			  __int128 max)
{
	__int128 count[BINS] = {start, start, start, start};
	return ref_counts(a, rounds, count, step, max);
}

/* ---- an array declared with its start ----------------------------------------- */

/* Counters of type CT declared = INIT, then `between`, then counted into
 * by a loop of up to 69999 rounds. */
#define DECLARED(CT, INIT, between)			\
	u32t n = (unsigned)b % 70000;			\
	CT count[BINS] = INIT;				\
	between;					\
	for (u32t i = 0; i < n; i++)			\
		count[bin(a, i)]++;			\
	return FOLD(count)

/* u32 rounds in u32 counters from 0: no check */
static long init_zero(long a, long b)
{
	DECLARED(u32t, {0}, (void)0);
}
static __int128 ref_init_zero(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, 0, 1, UINT_MAX);
}

/* from 1: UINT_MAX rounds would overflow; versioned */
#define ONES	{1, 1, 1, 1}
static long init_one(long a, long b)
{
	DECLARED(u32t, ONES, (void)0);
}
static __int128 ref_init_one(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, 1, 1, UINT_MAX);
}

/* u16 counters: versioned on n - i <= 65535; past it, the checked loop */
static long init_narrow(long a, long b)
{
	DECLARED(u16t, {0}, (void)0);
}
static __int128 ref_init_narrow(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, 0, 1, USHRT_MAX);
}

/* a store between the declaration and the loop */
static long init_then_store(long a, long b)
{
	DECLARED(u16t, {0}, count[bin(a, 0)] = 1);
}
static __int128 ref_init_then_store(__int128 a, __int128 b)
{
	__int128 count[BINS] = {0};
	count[bin((long)a, 0)] = 1;
	return ref_counts((long)a, (unsigned)b % 70000, count, 1, USHRT_MAX);
}

/* ---- a loop that sets the counters ------------------------------------------ */

/* u16 counters, u32 rounds: versioned on n <= 65535 */
#define ZERO_LOOP(N, extra)					\
	for (unsigned k = 0; k < BINS; k++)			\
		count[k] = 0;					\
	extra;							\
	for (N i = 0; i < n; i++)				\
		count[bin(a, i)]++;				\
	return FOLD(count)

static u16t *counters(void)
{
	static u16t count[BINS];
	return count;
}

static long zero_loop(long a, long b)
{
	u16t *count = counters();
	u32t n = (unsigned)b % 70000;
	ZERO_LOOP(u32t, (void)0);
}
static __int128 ref_zero_loop(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, 0, 1, USHRT_MAX);
}

/* a call between: it may store into the counters */
static void touch(u16t *count, long a)
{
	count[a & 3] = (unsigned short)(a & 1);
}

static long zero_loop_call(long a, long b)
{
	u16t *count = counters();
	u32t n = (unsigned)b % 70000;
	ZERO_LOOP(u32t, touch(count, a));
}
static __int128 ref_zero_loop_call(__int128 a, __int128 b)
{
	__int128 count[BINS] = {0};
	count[a & 3] = a & 1;
	return ref_counts((long)a, (unsigned)b % 70000, count, 1, USHRT_MAX);
}

/* another store in the loop, through a pointer to the same counters */
static long zero_loop_other_store(long a, long b)
{
	u16t *count = counters(), *alias = counters();
	u32t n = (unsigned)b % 70000;
	for (unsigned k = 0; k < BINS; k++)
		count[k] = 0;
	for (u32t i = 0; i < n; i++) {
		count[bin(a, i)]++;
		if (i == 3 && (a & 1))
			alias[bin(a, i + 1)] = 65500;
	}
	return FOLD(count);
}
static __int128 ref_zero_loop_other_store(__int128 a, __int128 b)
{
	__int128 count[BINS] = {0};
	for (unsigned long i = 0; i < (unsigned)b % 70000; i++) {
		unsigned k = bin((long)a, i);
		if (count[k] == USHRT_MAX)
			return FAIL;
		count[k]++;
		if (i == 3 && (a & 1))
			count[bin((long)a, i + 1)] = 65500;
	}
	return FOLD(count);
}

/* the loop sets three counters, the index reaches four */
static long zero_loop_short(long a, long b)
{
	u16t *count = counters();
	u32t n = (unsigned)b % 70000;
	count[3] = (unsigned short)(a & 0x7fff);
	for (unsigned k = 0; k < 3; k++)
		count[k] = 0;
	for (u32t i = 0; i < n; i++) {
		count[bin(a, i)]++;
	}
	return FOLD(count);
}
static __int128 ref_zero_loop_short(__int128 a, __int128 b)
{
	__int128 count[BINS] = {0, 0, 0, a & 0x7fff};
	return ref_counts((long)a, (unsigned)b % 70000, count, 1, USHRT_MAX);
}

/* volatile counters: something else may change them */
static long zero_loop_volatile(long a, long b)
{
	volatile u16t *count = (volatile u16t *)counters();
	u32t n = (unsigned)b % 70000;
	ZERO_LOOP(u32t, (void)0);
}
static __int128 ref_zero_loop_volatile(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, 0, 1, USHRT_MAX);
}

/* the setting loop runs on one path only */
static long zero_loop_if(long a, long b)
{
	u16t *count = counters();
	u32t n = (unsigned)b % 70000;
	count[0] = count[1] = count[2] = count[3] = 65000;
	if (a & 2)
		for (unsigned k = 0; k < BINS; k++)
			count[k] = 0;
	for (u32t i = 0; i < n; i++) {
		count[bin(a, i)]++;
	}
	return FOLD(count);
}
static __int128 ref_zero_loop_if(__int128 a, __int128 b)
{
	__int128 s = a & 2 ? 0 : 65000;
	return ref_tally((long)a, (unsigned)b % 70000, s, 1, USHRT_MAX);
}

/* ---- memset ------------------------------------------------------------------- */

/* memset to 0 of a local array of u32 counters, u32 rounds: no check */
static long memset_array(long a, long b)
{
	u32t n = (unsigned)b % 70000;
	u32t count[BINS];
	memset(count, 0, sizeof count);
	for (u32t i = 0; i < n; i++)
		count[bin(a, i)]++;
	return FOLD(count);
}
static __int128 ref_memset_array(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, 0, 1, UINT_MAX);
}

/* through a pointer, u16 counters: versioned */
#define MEMSET(value, size)					\
	u16t *count = counters();				\
	u32t n = (unsigned)b % 70000;				\
	count[3] = (unsigned short)(a & 0x7fff);		\
	memset(count, value, size);				\
	for (u32t i = 0; i < n; i++)				\
		count[bin(a, i)]++;				\
	return FOLD(count)

static long memset_pointer(long a, long b)
{
	MEMSET(0, BINS * sizeof *count);
}
static __int128 ref_memset_pointer(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, 0, 1, USHRT_MAX);
}

/* the size leaves the last counter as it was */
static long memset_short(long a, long b)
{
	MEMSET(0, (BINS - 1) * sizeof *count + 1);
}
static __int128 ref_memset_short(__int128 a, __int128 b)
{
	__int128 count[BINS] = {0, 0, 0, a & 0x7fff & 0x7f00};
	return ref_counts((long)a, (unsigned)b % 70000, count, 1, USHRT_MAX);
}

/* bytes of 0xff: every counter starts at 65535 */
static long memset_bytes(long a, long b)
{
	MEMSET(0xff, BINS * sizeof *count);
}
static __int128 ref_memset_bytes(__int128 a, __int128 b)
{
	return ref_tally((long)a, (unsigned)b % 70000, USHRT_MAX, 1, USHRT_MAX);
}

/* steps of 3 from 7, signed counters: room (127 - 7) / 3 = 40 rounds */
static long step_three(long a, long b)
{
	s8t count[BINS];
	u32t n = (unsigned)b % 200;
	for (int k = 0; k < BINS; k++)
		count[k] = 7;
	for (u32t i = 0; i < n; i++) {
		count[bin(a, i)] += 3;
	}
	return FOLD(count) & 0xff00ff00ff00ffL;
}
static __int128 ref_step_three(__int128 a, __int128 b)
{
	__int128 r = ref_tally((long)a, (unsigned)b % 200, 7, 3, SCHAR_MAX);
	return r == FAIL ? FAIL : r & 0xff00ff00ff00ffL;
}

/* ---- the runner ------------------------------------------------------------- */

#define C(f) { #f, f, ref_##f }
static const struct check checks[] = {
	C(init_zero), C(init_one), C(init_narrow), C(init_then_store), C(zero_loop),
	C(zero_loop_call), C(zero_loop_other_store), C(zero_loop_short),
	C(zero_loop_volatile), C(zero_loop_if), C(memset_array), C(memset_pointer),
	C(memset_short), C(memset_bytes), C(step_three),
};

static const long values[] = {
	0, 1, 2, 3, 5, 100, 200, 255, 256, 257, 65535, 65536, 65537, 66000, 69999,
	INT_MAX, (long)UINT_MAX, LONG_MAX, LONG_MIN, -1, -2, -3, 0x5555555555555555L,
	0x2aaaaaaaaaaaaaaaL, 0xffL,
};

int main(void)
{
	run_checks(checks, sizeof checks / sizeof checks[0], values,
		   (int)(sizeof values / sizeof values[0]));
	return 0;
}
