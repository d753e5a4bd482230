// Relations between variables (relations.c) remove the unsigned checks a
// comparison control passed makes redundant: what is left of a buffer
// (len - pos after a test of len - pos), a step no longer than that gap
// (pos += n after n <= len - pos, the smaller of a step and the gap), and
// a piece no longer than the whole (n - first, first the smaller of n and
// a room). A read before a later write in a loop body uses the body's
// test. An index that steps by one while it is not the length stays at
// most the length (an induction over its writes). A counter stepped once
// per round of a counted loop, from a constant, counts at most its
// rounds, and an index i * n + k (i, k < n) into a table whose size
// n * n was computed before is below that size. A test i + 3 < n bounds
// the reads i + 1 ... i + 3 and the step i += 4 of an unrolled loop, and
// a binary search's midpoint lo + (hi - lo) / 2 (signed ends too) and
// mid + 1 need no check. Each case runs from
// every pair of boundary values against an exact reference (the same
// computation in __int128, every check the source asks for written out);
// each proven shape has a twin one step past what the proof allows, or
// with what the proof needs taken away (a write in between, a read that a
// later iteration's write reaches, a bound of a wider type, signed types,
// a step of two, a start or a length the induction cannot bound), whose
// check must stay and fail where the reference fails. tests/driver/run
// checks which were removed.
// compiler: obtcc
// modes: trap trap-quiet
// [trap] cflags: -DTRAP_MODE
// stdout: all cases agree with the reference
#include <limits.h>

#include "reference.h"

typedef unsigned int __ob_trap u32t;
typedef int __ob_trap i32t;
typedef unsigned long __ob_trap u64t;
typedef long __ob_trap i64t;

#define U32 0, (__int128)UINT_MAX
#define U64 0, (__int128)ULONG_MAX
#define I64 (__int128)LONG_MIN, LONG_MAX

/* Results are folded into a long the same way on both sides. */
static long out(unsigned long v)
{
	return (long)(v >> 1);
}

static __int128 ref_out(__int128 v)
{
	return v >> 1;
}

/* lo + 40, saturated at INT_MAX */
static int end_of_int(int lo)
{
	return lo > INT_MAX - 40 ? INT_MAX : lo + 40;
}

/* ---- a step no longer than the gap ------------------------------------------- */

/* if (n > len - pos) fail; pos += n: with T the checked type and no
 * guards, or __int128 with the guards that return FAIL where a check fails;
 * `between` may write pos after the test (the twin written_between). */
#define SKIP(T, between, guard_order, guard_sum, OUT)					\
	T len = (unsigned long)b, pos = (unsigned long)a / 3, n = (unsigned long)a / 2;	\
	guard_order;									\
	if (n > len - pos)								\
		return -1;								\
	between;									\
	guard_sum;									\
	pos += n;									\
	return OUT(pos)
#define SKIP_REFERENCE(between)							\
	SKIP(__int128, between, if (pos > len) return FAIL,			\
	     if (!fits(pos + n, U64)) return FAIL, ref_out)

static long skip_checked(long a, long b)
{
	SKIP(u64t, (void)0, , , out);
}
static __int128 ref_skip_checked(__int128 a, __int128 b)
{
	SKIP_REFERENCE((void)0);
}

static long skip_past(long a, long b)	/* n may be the gap + 1: len + 1 */
{
	u64t len = (unsigned long)b, pos = (unsigned long)a / 3, n = (unsigned long)a / 2;
	if (n > len - pos + 1)
		return -1;
	pos += n;
	return out(pos);
}
static __int128 ref_skip_past(__int128 a, __int128 b)
{
	__int128 len = (unsigned long)b, pos = (unsigned long)a / 3, n = (unsigned long)a / 2;
	if (pos > len || len - pos + 1 > (__int128)ULONG_MAX)
		return FAIL;
	if (n > len - pos + 1)
		return -1;
	return fits(pos + n, U64) ? ref_out(pos + n) : FAIL;
}

static long sum_checked(long a, long b)	/* pos + n, not an update */
{
	u64t len = (unsigned long)b, pos = (unsigned long)a, n = (unsigned long)b / 2;
	if (len - pos < n)
		return -1;
	return out(pos + n);
}
static __int128 ref_sum_checked(__int128 a, __int128 b)
{
	__int128 len = (unsigned long)b, pos = (unsigned long)a, n = (unsigned long)b / 2;
	if (pos > len)
		return FAIL;
	if (len - pos < n)
		return -1;
	return ref_out(pos + n);
}

static long written_between(long a, long b)	/* pos changes after the test */
{
	SKIP(u64t, pos = (unsigned long)a, , , out);
}
static __int128 ref_written_between(__int128 a, __int128 b)
{
	SKIP_REFERENCE(pos = (unsigned long)a);
}

static long wider_bound(long a, long b)	/* pos + n <= len, but len is wider */
{
	u64t len = (unsigned long)b;
	u32t pos = (unsigned)a, n = (unsigned)(a >> 32);
	if (n > len - pos)
		return -1;
	pos += n;
	return out(pos);
}
static __int128 ref_wider_bound(__int128 a, __int128 b)
{
	__int128 len = (unsigned long)b, pos = (unsigned)a, n = (unsigned)(a >> 32);
	if (pos > len)
		return FAIL;
	if (n > len - pos)
		return -1;
	return fits(pos + n, U32) ? ref_out(pos + n) : FAIL;
}

static long signed_gap(long a, long b)	/* signed: not this file's proof */
{
	i64t len = b, pos = a / 3, n = a / 2;
	if (n > len - pos)
		return -1;
	pos += n;
	return pos;
}
static __int128 ref_signed_gap(__int128 a, __int128 b)
{
	__int128 len = b, pos = a / 3, n = a / 2;
	if (!fits(len - pos, I64))
		return FAIL;
	if (n > len - pos)
		return -1;
	return fits(pos + n, I64) ? pos + n : FAIL;
}

/* Signed: the relation bounds the sum above, the operands' least values
 * (here >= 0) bound it below. */
static long signed_nonneg(long a, long b)
{
	i64t len = b, pos = a & 0xffff, n = (a >> 16) & 0xffff;
	if (len - pos >= n)
		pos += n;
	return pos;
}
static __int128 ref_signed_nonneg(__int128 a, __int128 b)
{
	__int128 len = b, pos = a & 0xffff, n = (a >> 16) & 0xffff;
	if (!fits(len - pos, I64))
		return FAIL;
	if (len - pos >= n)
		pos += n;
	return pos;
}

/* ---- a loop over a buffer ------------------------------------------------------- */

#define ITER 40

/* The step is the smaller of the record's padded size and the gap; the
 * body reads len - pos before the step writes pos. */
static long min_step(long a, long b)
{
	u64t len = (unsigned long)b, pos = 0;
	unsigned long seen = 0;
	for (int it = 0; it < ITER && len - pos >= 4; it++) {
		u64t step = ((unsigned long)a >> (it % 8 * 8)) & 0xff;
		seen ^= len - pos;
		pos += step < len - pos ? step : len - pos;
	}
	return out(pos ^ seen);
}
static __int128 ref_min_step(__int128 a, __int128 b)
{
	__int128 len = (unsigned long)b, pos = 0;
	unsigned long seen = 0;
	for (int it = 0; it < ITER && len - pos >= 4; it++) {
		__int128 step = ((unsigned long)a >> (it % 8 * 8)) & 0xff;
		seen ^= (unsigned long)(len - pos);
		pos += step < len - pos ? step : len - pos;
	}
	return ref_out((unsigned long)pos ^ seen);
}

/* The reference of `for (...; it < ITER && len - pos >= 4; ...) pos +=
 * STEP;` from pos = a: a test fails where pos has passed len, a step
 * where pos passes the type. */
#define GAP_LOOP_REFERENCE(step)					\
	__int128 len = (unsigned long)b, pos = (unsigned long)a;	\
	for (int it = 0; it < ITER; it++) {				\
		if (pos > len)						\
			return FAIL;					\
		if (len - pos < 4)					\
			break;						\
		pos += (step);						\
		if (!fits(pos, U64))					\
			return FAIL;					\
	}								\
	return ref_out(pos)

static long step_past(long a, long b)	/* the step may be the gap + 1 */
{
	u64t len = (unsigned long)b, pos = (unsigned long)a;
	for (int it = 0; it < ITER && len - pos >= 4; it++)
		pos += len - pos < 6 ? len - pos + 1 : 5;
	return out(pos);
}
static __int128 ref_step_past(__int128 a, __int128 b)
{
	GAP_LOOP_REFERENCE(len - pos < 6 ? len - pos + 1 : 5);
}

/* A constant stride no longer than the gap the head tests; its twin
 * strides one further. */
static long stride(long a, long b)
{
	u64t len = (unsigned long)b, pos = 0;
	unsigned long seen = (unsigned long)a;
	for (int it = 0; it < ITER && len - pos >= 4; it++) {
		seen ^= len - pos;
		pos += 4;
	}
	return out(pos ^ seen);
}
static __int128 ref_stride(__int128 a, __int128 b)
{
	__int128 len = (unsigned long)b, pos = 0;
	unsigned long seen = (unsigned long)a;
	for (int it = 0; it < ITER && len - pos >= 4; it++) {
		seen ^= (unsigned long)(len - pos);
		pos += 4;
	}
	return ref_out((unsigned long)pos ^ seen);
}

static long stride_past(long a, long b)
{
	u64t len = (unsigned long)b, pos = (unsigned long)a;
	for (int it = 0; it < ITER && len - pos >= 4; it++)
		pos += 5;
	return out(pos);
}
static __int128 ref_stride_past(__int128 a, __int128 b)
{
	GAP_LOOP_REFERENCE(5);
}

/* An unrolled loop: i + 3 < n bounds i + 1, i + 2, i + 3 and the step
 * i += 4 (the constants of a term move across the relation). Twins: a
 * step of five, one past what the test allows, and a bound the body
 * changes. */
#define UNROLLED(T, step, change, guard_head, guard_step, OUT)			\
	T n = (unsigned long)b, i = (unsigned long)a;				\
	unsigned long seen = 0;							\
	for (int it = 0; it < ITER; it++) {					\
		guard_head;							\
		if (!(i + 3 < n))						\
			break;							\
		seen ^= (unsigned long)((i + 1) ^ (i + 2) ^ (i + 3));		\
		if (it == 2)							\
			change;							\
		i += (step);							\
		guard_step;							\
	}									\
	return OUT(i ^ seen)
#define UNROLLED_CHECKED(step, change) UNROLLED(u64t, step, change, , , out)
#define UNROLLED_REFERENCE(step, change)					\
	UNROLLED(__int128, step, change, if (!fits(i + 3, U64)) return FAIL,	\
		 if (!fits(i, U64)) return FAIL, ref_out)

static long unrolled(long a, long b)
{
	UNROLLED_CHECKED(4, (void)0);
}
static __int128 ref_unrolled(__int128 a, __int128 b)
{
	UNROLLED_REFERENCE(4, (void)0);
}

static long unrolled_past(long a, long b)
{
	UNROLLED_CHECKED(5, (void)0);
}
static __int128 ref_unrolled_past(__int128 a, __int128 b)
{
	UNROLLED_REFERENCE(5, (void)0);
}

static long unrolled_n_changed(long a, long b)
{
	UNROLLED_CHECKED(4, n = (unsigned long)b / 2);
}
static __int128 ref_unrolled_n_changed(__int128 a, __int128 b)
{
	UNROLLED_REFERENCE(4, n = (unsigned long)b / 2);
}

/* A binary search: the midpoint lo + (hi - lo) / 2 lies between lo and
 * hi, and below hi while lo < hi, so neither it nor mid + 1 needs a
 * check. Twins: (lo + hi) / 2, whose sum may overflow; a "midpoint" that
 * does not halve (mid + 1 may pass the type); a sum from another base. */
#define BSEARCH(T, mid_value, guard_mid, guard_next, OUT)		\
	T lo = 0, hi = (unsigned long)b, key = (unsigned long)a;	\
	for (int it = 0; it < 70 && lo < hi; it++) {			\
		guard_mid;						\
		T mid = mid_value;					\
		if (mid <= key) {					\
			guard_next;					\
			lo = mid + 1;					\
		} else							\
			hi = mid;					\
	}								\
	return OUT(lo ^ hi)
#define BSEARCH_REFERENCE(mid_value)						\
	BSEARCH(__int128, mid_value, if (!fits(mid_value, U64)) return FAIL,	\
		if (!fits(mid + 1, U64)) return FAIL, ref_out)

static long bsearch_mid(long a, long b)
{
	BSEARCH(u64t, lo + (hi - lo) / 2, , , out);
}
static __int128 ref_bsearch_mid(__int128 a, __int128 b)
{
	BSEARCH_REFERENCE(lo + (hi - lo) / 2);
}

static long bsearch_shift(long a, long b)
{
	BSEARCH(u64t, ((hi - lo) >> 1) + lo, , , out);
}
static __int128 ref_bsearch_shift(__int128 a, __int128 b)
{
	BSEARCH_REFERENCE(((hi - lo) >> 1) + lo);
}

static long bsearch_sum(long a, long b)
{
	BSEARCH(u64t, (lo + hi) / 2, , , out);
}
static __int128 ref_bsearch_sum(__int128 a, __int128 b)
{
	BSEARCH(__int128, (lo + hi) / 2, if (!fits(lo + hi, U64)) return FAIL, , ref_out);
}

static long bsearch_no_half(long a, long b)
{
	BSEARCH(u64t, lo + (hi - lo) / 1, , , out);
}
static __int128 ref_bsearch_no_half(__int128 a, __int128 b)
{
	BSEARCH_REFERENCE(lo + (hi - lo) / 1);
}

static long bsearch_other_base(long a, long b)
{
	BSEARCH(u64t, key + (hi - lo) / 2, , , out);
}
static __int128 ref_bsearch_other_base(__int128 a, __int128 b)
{
	BSEARCH_REFERENCE(key + (hi - lo) / 2);
}

/* The same search over signed ends: the midpoint lies between lo and
 * hi whatever the difference's sign, and below hi while lo < hi; the
 * difference itself keeps its check (hi - lo may pass LONG_MAX). */
#define BSEARCH_SIGNED(T, guard_diff)					\
	T lo = a, hi = b, key = a / 2 + b / 2;				\
	for (int it = 0; it < 70 && lo < hi; it++) {			\
		guard_diff;						\
		T mid = lo + (hi - lo) / 2;				\
		if (mid <= key)						\
			lo = mid + 1;					\
		else							\
			hi = mid;					\
	}								\
	return lo == hi ? lo : -1

static long bsearch_signed(long a, long b)
{
	BSEARCH_SIGNED(i64t, (void)0);
}
static __int128 ref_bsearch_signed(__int128 a, __int128 b)
{
	BSEARCH_SIGNED(__int128, if (!fits(hi - lo, I64)) return FAIL);
}

/* A count of the records a parser walks: pos += step (step >= 1) before
 * nr++ in the body's block, so nr++ runs at most as often as pos can
 * grow in its type. Twins: nr from near the type's end, and nr++ before
 * the step, which then does not bound it. */
#define ADVANCE(T, v0, before, after, guard_pos, OUT)				\
	T len = (unsigned int)b, pos = (unsigned int)a >> 8, nr = (v0);	\
	for (int it = 0; it < ITER && pos < len; it++) {			\
		T step = (T)(1 + ((a >> (it % 8)) & 1));			\
		before;								\
		pos += step;							\
		guard_pos;							\
		after;								\
	}									\
	return OUT((unsigned long)pos << 32 ^ (unsigned long)nr)
#define COUNT_CHECKED nr++
#define COUNT_REFERENCE if (++nr > UINT_MAX) return FAIL
#define ADVANCE_CHECKED(v0, before, after) ADVANCE(u32t, v0, before, after, , out)
#define ADVANCE_REFERENCE(v0, before, after)					\
	ADVANCE(__int128, v0, before, after, if (pos > UINT_MAX) return FAIL, ref_out)

static long advance_count(long a, long b)
{
	ADVANCE_CHECKED(0, (void)0, COUNT_CHECKED);
}
static __int128 ref_advance_count(__int128 a, __int128 b)
{
	ADVANCE_REFERENCE(0, (void)0, COUNT_REFERENCE);
}

static long advance_from_high(long a, long b)
{
	ADVANCE_CHECKED(UINT_MAX - 3, (void)0, COUNT_CHECKED);
}
static __int128 ref_advance_from_high(__int128 a, __int128 b)
{
	ADVANCE_REFERENCE(UINT_MAX - 3, (void)0, COUNT_REFERENCE);
}

static long advance_count_first(long a, long b)
{
	ADVANCE_CHECKED(0, COUNT_CHECKED, (void)0);
}
static __int128 ref_advance_count_first(__int128 a, __int128 b)
{
	ADVANCE_REFERENCE(0, COUNT_REFERENCE, (void)0);
}

/* An inner loop reads len - pos after its own earlier writes of pos: the
 * outer test says nothing of the second round. */
static long inner_write(long a, long b)
{
	u64t len = (unsigned long)b, pos = (unsigned long)a;
	unsigned long seen = 0;
	for (int it = 0; it < ITER && len - pos >= 1; it++)
		for (int j = 0; j < 3; j++) {
			seen ^= len - pos;
			pos++;
		}
	return out(pos ^ seen);
}
static __int128 ref_inner_write(__int128 a, __int128 b)
{
	__int128 len = (unsigned long)b, pos = (unsigned long)a;
	unsigned long seen = 0;
	for (int it = 0; it < ITER; it++) {
		if (pos > len)
			return FAIL;
		if (len - pos < 1)
			break;
		for (int j = 0; j < 3; j++) {
			if (pos > len)
				return FAIL;
			seen ^= (unsigned long)(len - pos);
			if (++pos > (__int128)ULONG_MAX)
				return FAIL;
		}
	}
	return ref_out((unsigned long)pos ^ seen);
}

/* An index that only steps by one while it is not the length stays at
 * most the length: len - i needs no check (an induction over i's
 * writes). Twins: a step of two, a start the length does not bound, a
 * length that changes. Each shape is INDEX_LOOP with T the checked type
 * and no guards, or T __int128 with the guards that return FAIL where a
 * check fails. */
#define INDEX_LOOP(T, start, step, change, guard_order, guard_max, OUT)	\
	T len = (unsigned long)b, i = (start);				\
	unsigned long seen = (unsigned long)a;				\
	for (int it = 0; it < ITER && i != len; it++) {			\
		guard_order;						\
		seen ^= (unsigned long)(len - i);			\
		i += (step);						\
		guard_max;						\
		if (it == 2)						\
			change;						\
	}								\
	return OUT(i ^ seen)
#define CHECKED(T, start, step, change) INDEX_LOOP(T, start, step, change, , , out)
#define REFERENCE(start, step, change)						\
	INDEX_LOOP(__int128, start, step, change, if (i > len) return FAIL,	\
		   if (i > (__int128)ULONG_MAX) return FAIL, ref_out)

static long step_one(long a, long b)
{
	CHECKED(u64t, 0, 1, (void)0);
}
static __int128 ref_step_one(__int128 a, __int128 b)
{
	REFERENCE(0, 1, (void)0);
}

static long step_two(long a, long b)
{
	CHECKED(u64t, 0, 2, (void)0);
}
static __int128 ref_step_two(__int128 a, __int128 b)
{
	REFERENCE(0, 2, (void)0);
}

static long start_outside(long a, long b)
{
	CHECKED(u64t, (unsigned long)a, 1, (void)0);
}
static __int128 ref_start_outside(__int128 a, __int128 b)
{
	REFERENCE((unsigned long)a, 1, (void)0);
}

static long bound_changes(long a, long b)
{
	CHECKED(u64t, 0, 1, len = (unsigned long)a);
}
static __int128 ref_bound_changes(__int128 a, __int128 b)
{
	REFERENCE(0, 1, len = (unsigned long)a);
}

/* ---- a piece no longer than the whole --------------------------------------------- */

#define ROOM 4096

static long first_piece(long a, long b)	/* copy n bytes in two pieces */
{
	u64t n = (unsigned long)b, off = (unsigned long)a & (ROOM - 1);
	u64t first = n < ROOM - off ? n : ROOM - off;
	return out(first * 2 + (n - first));
}
static __int128 ref_first_piece(__int128 a, __int128 b)
{
	__int128 n = (unsigned long)b, off = (unsigned long)a & (ROOM - 1);
	__int128 first = n < ROOM - off ? n : ROOM - off;
	__int128 r = first * 2 + (n - first);
	return fits(r, U64) ? ref_out(r) : FAIL;
}

static long piece_past(long a, long b)	/* the room may be one more than n */
{
	u64t n = (unsigned long)b, off = (unsigned long)a & (ROOM - 1);
	u64t first = n < ROOM - off ? n : ROOM - off + 1;
	return out(n - first);
}
static __int128 ref_piece_past(__int128 a, __int128 b)
{
	__int128 n = (unsigned long)b, off = (unsigned long)a & (ROOM - 1);
	__int128 first = n < ROOM - off ? n : ROOM - off + 1;
	return n >= first ? ref_out(n - first) : FAIL;
}

static long piece_n_changed(long a, long b)	/* n written after first's value */
{
	u64t n = (unsigned long)b, off = (unsigned long)a & (ROOM - 1);
	u64t first = n < ROOM - off ? n : ROOM - off;
	n = (unsigned long)a >> 52;
	return out(n - first);
}
static __int128 ref_piece_n_changed(__int128 a, __int128 b)
{
	__int128 n = (unsigned long)b, off = (unsigned long)a & (ROOM - 1);
	__int128 first = n < ROOM - off ? n : ROOM - off;
	n = (unsigned long)a >> 52;
	return n >= first ? ref_out(n - first) : FAIL;
}

/* ---- a counter of rounds ------------------------------------------------------------ */

/* Incremented at most once per round of a loop over a 32-bit index, from
 * a constant: at most 7 + UINT_MAX, which fits. Twins: a start that is
 * not a constant, a counter an outer loop carries over (each run of the
 * inner loop does not start it afresh), one incremented in a loop inside
 * the body, a step of a counter as wide as the index. */
#define COUNT_ROUNDS(N, C, OUT)				\
	N n = (unsigned)b % 41;				\
	C c = 7;					\
	for (N i = 0; i < n; i++)			\
		if ((unsigned long)a >> (i % 64) & 1)	\
			c++;				\
	return OUT(c)

static long count_rounds(long a, long b)
{
	COUNT_ROUNDS(u32t, u64t, out);
}
static __int128 ref_count_rounds(__int128 a, __int128 b)
{
	COUNT_ROUNDS(unsigned, __int128, ref_out);
}

static long count_signed(long a, long b)	/* i from 0: at most INT_MAX rounds */
{
	i32t n = (int)((unsigned)b % 41), c = 0;
	for (i32t i = 0; i < n; i++)
		if ((unsigned long)a >> i & 1)
			c++;
	return c;
}
static __int128 ref_count_signed(__int128 a, __int128 b)
{
	int n = (int)((unsigned)b % 41), c = 0;
	for (int i = 0; i < n; i++)
		if ((unsigned long)a >> i & 1)
			c++;
	return c;
}

static long count_signed_from(long a, long b)	/* i from any int: too many rounds */
{
	i32t lo = (int)a, n = (int)end_of_int((int)a), c = 0;
	(void)b;
	for (i32t i = lo; i < n; i++)
		c++;
	return c;
}
static __int128 ref_count_signed_from(__int128 a, __int128 b)
{
	(void)b;
	__int128 lo = (int)a;
	return end_of_int((int)a) - lo;
}

static long count_from_value(long a, long b)
{
	u32t n = (unsigned)b % 41;
	u64t c = (unsigned long)a;
	for (u32t i = 0; i < n; i++)
		c++;
	return out(c);
}
static __int128 ref_count_from_value(__int128 a, __int128 b)
{
	__int128 n = (unsigned)b % 41, c = (unsigned long)a + n;
	return fits(c, U64) ? ref_out(c) : FAIL;
}

static long count_outer(long a, long b)
{
	u32t n = (unsigned)b % 41, c = 0;
	for (int round = 0; round < 3; round++)
		for (u32t i = 0; i < n; i++)
			c += (unsigned)a & 1;
	return out(c);
}
static __int128 ref_count_outer(__int128 a, __int128 b)
{
	return ref_out(3 * ((unsigned)b % 41) * (a & 1));
}

static long count_inner(long a, long b)
{
	u32t n = (unsigned)b % 41, c = 0;
	for (u32t i = 0; i < n; i++)
		for (int j = 0; j < ((int)a & 3); j++)
			c++;
	return out(c);
}
static __int128 ref_count_inner(__int128 a, __int128 b)
{
	return ref_out(((unsigned)b % 41) * (a & 3));
}

static long count_same_width(long a, long b)	/* 1 + UINT_MAX does not fit */
{
	u32t n = (unsigned)b % 41, c = 1;
	for (u32t i = 0; i < n; i++)
		c += (unsigned)a & 1;
	return out(c);
}
static __int128 ref_count_same_width(__int128 a, __int128 b)
{
	return ref_out(1 + ((unsigned)b % 41) * (a & 1));
}

/* ---- products of bounded indices --------------------------------------------- */

/* Once n * n has been computed (and checked), i * n + k with i < n and
 * k < n is below it. Twins: i <= n and a sum past n * n, and n changed
 * after the product. */
/* x * y fits 64 bits unsigned, for 0 <= x, y < 2^64 (without computing a
 * product __int128 could not hold) */
static bool product_fits(__int128 x, __int128 y)
{
	return x == 0 || y <= (__int128)ULONG_MAX / x;
}

static long table_index(long a, long b)
{
	u64t n = (unsigned long)b, i = (unsigned long)a % 7, k = (unsigned long)a % 5;
	u64t cells = n * n;
	if (i < n && k < n)
		return out(cells ^ (i * n + k));
	return -1;
}
static __int128 ref_table_index(__int128 a, __int128 b)
{
	__int128 n = (unsigned long)b, i = (unsigned long)a % 7, k = (unsigned long)a % 5;
	if (!product_fits(n, n))
		return FAIL;
	if (i < n && k < n)
		return ref_out((unsigned long)(n * n) ^ (unsigned long)(i * n + k));
	return -1;
}

static long table_past(long a, long b)	/* i * n + 3 * n may pass n * n */
{
	u64t n = (unsigned long)b, i = (unsigned long)a;
	u64t cells = n * n;
	if (i <= n)
		return out(cells ^ (i * n + 3 * n));
	return -1;
}
static __int128 ref_table_past(__int128 a, __int128 b)
{
	__int128 n = (unsigned long)b, i = (unsigned long)a;
	if (!product_fits(n, n))
		return FAIL;
	if (i > n)
		return -1;
	__int128 v = i * n + 3 * n;	/* i <= n < 2^32 here */
	return fits(v, U64) ? ref_out((unsigned long)(n * n) ^ (unsigned long)v) : FAIL;
}

static long table_n_changed(long a, long b)	/* the product no longer n's */
{
	u64t n = (unsigned long)b % 5, i = (unsigned long)a;
	u64t cells = n * n;
	n = (unsigned long)b;
	if (i < n)
		return out(cells ^ (i * n));
	return -1;
}
static __int128 ref_table_n_changed(__int128 a, __int128 b)
{
	__int128 n = (unsigned long)b % 5, i = (unsigned long)a, cells = n * n;
	n = (unsigned long)b;
	if (i >= n)
		return -1;
	return product_fits(i, n) ? ref_out((unsigned long)cells ^ (unsigned long)(i * n)) : FAIL;
}

/* ---- the runner ------------------------------------------------------------- */

#define C(f) { #f, f, ref_##f }
static const struct check checks[] = {
	C(skip_checked), C(skip_past), C(sum_checked), C(written_between), C(wider_bound),
	C(signed_gap), C(signed_nonneg), C(stride), C(stride_past), C(min_step), C(step_past), C(inner_write), C(first_piece),
	C(piece_past), C(piece_n_changed), C(step_one), C(step_two), C(start_outside),
	C(bound_changes), C(count_rounds), C(count_from_value), C(count_outer), C(count_inner),
	C(count_same_width), C(count_signed), C(count_signed_from), C(table_index), C(table_past),
	C(table_n_changed), C(unrolled), C(unrolled_past), C(unrolled_n_changed), C(bsearch_mid),
	C(bsearch_shift), C(bsearch_sum), C(bsearch_no_half), C(bsearch_other_base),
	C(bsearch_signed), C(advance_count), C(advance_from_high), C(advance_count_first),
};

static const long values[] = {
	0, 1, 2, 3, 4, 5, 7, 100, 255, 256, 4095, 4096, 4097, 65535, 65536,
	INT_MAX, (long)UINT_MAX - 2, (long)UINT_MAX - 1, (long)UINT_MAX, (long)UINT_MAX + 1,
	LONG_MAX - 1, LONG_MAX, LONG_MIN, LONG_MIN + 1, -1, -2, -3, -4, -5, -6, -200,
};

int main(void)
{
	run_checks(checks, sizeof checks / sizeof checks[0], values,
		   (int)(sizeof values / sizeof values[0]));
	return 0;
}
