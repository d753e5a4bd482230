// Loop versioning (versioning.c): a for loop `i < B; i++` (or `i <= B`)
// whose checks are affine in i runs a copy without them when a test before
// the loop finds that none can fail over the whole iteration space; else
// the checked loop.
// Each shape runs from every pair of boundary values of its two inputs
// against an exact reference, the same loop in __int128 with every check
// written out: a failure must come at the same iteration (the side effect
// each iteration makes before its checks, `progress`, must agree), and the
// result must agree wherever no check fails. Shapes the versioning must
// leave alone (the bound written in the body, an invariant whose address is
// taken, a loop in the body) run against the reference too; obtcc's site
// report says which are versioned (tests/driver/run).
// compiler: obtcc
// modes: trap trap-quiet
// cflags: -Wno-constant-overflow-behavior-conversion
// [trap] cflags: -DTRAP_MODE -Wno-constant-overflow-behavior-conversion
// stdout: all cases agree with the reference
#include <limits.h>

#include "reference.h"

typedef unsigned short __ob_trap u16t;
typedef unsigned int __ob_trap u32t;
typedef int __ob_trap i32t;
typedef unsigned long __ob_trap u64t;
typedef long __ob_trap i64t;

#define ITER 40			/* iterations at most */

/* the end of [lo, lo + ITER), saturated at max */
static __int128 end_of(__int128 lo, __int128 max)
{
	return lo > max - ITER ? max : lo + ITER;
}

/* i * m + k in u64t, i over up to 40 values from a */
static long affine_index(long a, long b)
{
	u64t lo = (unsigned long)a, m = (unsigned long)b, k = (unsigned long)a ^ 0x5555;
	u64t end = (unsigned long)end_of((unsigned long)a, ULONG_MAX);
	unsigned long s = 0;

	for (u64t i = lo; i < end; i++) {
		progress = (long)(unsigned long)i;
		s ^= (unsigned long)(i * m + k);
	}
	return (long)s;
}
static __int128 ref_affine_index(__int128 a, __int128 b)
{
	__int128 lo = (unsigned long)a, m = (unsigned long)b, k = (unsigned long)a ^ 0x5555;
	unsigned long s = 0;

	for (__int128 i = lo; i < end_of(lo, ULONG_MAX); i++) {
		ref_progress = (long)(unsigned long)i;
		if (m && i > ULONG_MAX / m)	/* i * m: beyond __int128 too */
			return FAIL;
		__int128 p = i * m;
		if (!fits(p + k, 0, ULONG_MAX))
			return FAIL;
		s ^= (unsigned long)(p + k);
	}
	return (long)s;
}

/* k - i * 3 in i32t */
static long signed_sub(long a, long b)
{
	i32t lo = (int)a, k = (int)b;
	i32t end = (int)end_of((int)a, INT_MAX);
	long s = 0;

	for (i32t i = lo; i < end; i++) {
		progress = i;
		s ^= (long)(k - i * 3);
	}
	return s;
}
static __int128 ref_signed_sub(__int128 a, __int128 b)
{
	__int128 lo = (int)a, k = (int)b;
	long s = 0;

	for (__int128 i = lo; i < end_of(lo, INT_MAX); i++) {
		ref_progress = (long)i;
		__int128 p = i * 3;
		if (!fits(p, INT_MIN, INT_MAX) || !fits(k - p, INT_MIN, INT_MAX))
			return FAIL;
		s ^= (long)(k - p);
	}
	return s;
}

/* u16t x = i + k: the sum in u32t, then its conversion */
static long narrowing(long a, long b)
{
	u32t lo = (unsigned)a, k = (unsigned)b;
	u32t end = (unsigned)end_of((unsigned)a, UINT_MAX);
	long s = 0;

	for (u32t i = lo; i < end; i++) {
		progress = i;
		u16t x = i + k;
		s ^= (long)x;
	}
	return s;
}
static __int128 ref_narrowing(__int128 a, __int128 b)
{
	__int128 lo = (unsigned)a, k = (unsigned)b;
	long s = 0;

	for (__int128 i = lo; i < end_of(lo, UINT_MAX); i++) {
		ref_progress = (long)i;
		if (!fits(i + k, 0, UINT_MAX) || !fits(i + k, 0, 65535))
			return FAIL;
		s ^= (long)(i + k);
	}
	return s;
}

/* i <= B: the last round has i = B (the test before the loop takes that
 * end), and the step after it may overflow, which stays checked */
static long inclusive_bound(long a, long b)
{
	i32t lo = (int)a, k = (int)b;
	i32t last = (int)(end_of((int)a, (__int128)INT_MAX + 1) - 1);
	long s = 0;

	for (i32t i = lo; i <= last; i++) {
		progress = i;
		s ^= (long)(k - i * 2);
	}
	return s;
}
static __int128 ref_inclusive_bound(__int128 a, __int128 b)
{
	__int128 lo = (int)a, k = (int)b, last = end_of(lo, (__int128)INT_MAX + 1) - 1;
	long s = 0;

	for (__int128 i = lo; i <= last; i++) {
		ref_progress = (long)i;
		if (!fits(i * 2, INT_MIN, INT_MAX) || !fits(k - i * 2, INT_MIN, INT_MAX))
			return FAIL;
		s ^= (long)(k - i * 2);
		if (i + 1 > INT_MAX)
			return FAIL;
	}
	return s;
}

/* m * k does not depend on i: one test decides it */
static long invariant_product(long a, long b)
{
	i64t m = a, k = b, n = (long)(a & 31);
	long s = 0;

	for (i64t i = 0; i < n; i++) {
		progress = i;
		s ^= (long)(i + m * k);
	}
	return s;
}
static __int128 ref_invariant_product(__int128 a, __int128 b)
{
	long s = 0;

	for (__int128 i = 0; i < (a & 31); i++) {
		ref_progress = (long)i;
		if (!fits(a * b, LONG_MIN, LONG_MAX) || !fits(i + a * b, LONG_MIN, LONG_MAX))
			return FAIL;
		s ^= (long)(i + a * b);
	}
	return s;
}

/* a constant bound: i * k + 7 for i from a up to 40 */
static long constant_bound(long a, long b)
{
	i64t k = b;
	long s = 0;

	for (i64t i = (a & 63) - 20; i < 40; i++) {
		progress = i;
		s ^= (long)(i * k + 7);
	}
	return s;
}
static __int128 ref_constant_bound(__int128 a, __int128 b)
{
	long s = 0;

	for (__int128 i = (a & 63) - 20; i < 40; i++) {
		ref_progress = (long)i;
		if (!fits(i * b, LONG_MIN, LONG_MAX) || !fits(i * b + 7, LONG_MIN, LONG_MAX))
			return FAIL;
		s ^= (long)(i * b + 7);
	}
	return s;
}

/* B an expression: m - 1 fails at the first test when m is 0 */
static long bound_expression(long a, long b)
{
	u32t m = (unsigned)a & 63, k = (unsigned)b;
	long s = 0;

	for (u32t i = 1; i < m - 1; i++) {
		progress = i;
		s ^= (long)(i + k);
	}
	return s;
}
static __int128 ref_bound_expression(__int128 a, __int128 b)
{
	__int128 m = a & 63, k = (unsigned)b;
	long s = 0;

	if (m - 1 < 0)
		return FAIL;
	for (__int128 i = 1; i < m - 1; i++) {
		ref_progress = (long)i;
		if (!fits(i + k, 0, UINT_MAX))
			return FAIL;
		s ^= (long)(i + k);
	}
	return s;
}

/* a constant that does not fit, converted in the body: the test before
 * the loop must make that check too */
static long constant_conversion(long a, long b)
{
	i32t n = (int)(a & 7);
	long s = b;

	for (i32t i = 0; i < n; i++) {
		progress = i;
		if (i == 3)
			s ^= (u16t)70000;
	}
	return s;
}
static __int128 ref_constant_conversion(__int128 a, __int128 b)
{
	for (__int128 i = 0; i < (a & 7); i++) {
		ref_progress = (long)i;
		if (i == 3)
			return FAIL;
	}
	return (long)b;
}

/* left alone: the bound changes in the body */
static long bound_written(long a, long b)
{
	u64t n = (unsigned long)(a & 63), k = (unsigned long)b;
	unsigned long s = 0;

	for (u64t i = 0; i < n; i++) {
		progress = (long)(unsigned long)i;
		s ^= (unsigned long)(i * 2 + k);
		if (i == 3)
			n = n / 2;
	}
	return (long)s;
}
static __int128 ref_bound_written(__int128 a, __int128 b)
{
	__int128 n = a & 63, k = (unsigned long)b;
	unsigned long s = 0;

	for (__int128 i = 0; i < n; i++) {
		ref_progress = (long)i;
		if (!fits(i * 2 + k, 0, ULONG_MAX))
			return FAIL;
		s ^= (unsigned long)(i * 2 + k);
		if (i == 3)
			n = n / 2;
	}
	return (long)s;
}

/* left alone: the invariant's address is taken, the body may write it */
static void bump(volatile i64t *p)
{
	*p = *p + 1;
}
static long address_taken(long a, long b)
{
	i64t k = b;
	long s = 0;

	for (i64t i = 0; i < (a & 15); i++) {
		progress = i;
		s ^= (long)(k + i);
		if (i & 1)
			bump(&k);
	}
	return s;
}
static __int128 ref_address_taken(__int128 a, __int128 b)
{
	__int128 k = b;
	long s = 0;

	for (__int128 i = 0; i < (a & 15); i++) {
		ref_progress = (long)i;
		if (!fits(k + i, LONG_MIN, LONG_MAX))
			return FAIL;
		s ^= (long)(k + i);
		if (i & 1) {
			if (!fits(k + 1, LONG_MIN, LONG_MAX))
				return FAIL;
			k++;
		}
	}
	return s;
}

/* the outer loop is left alone (a loop in its body); the inner one is
 * versioned: k + i does not change while j runs */
static long inner_loop(long a, long b)
{
	i32t k = (int)b;
	long s = 0;

	for (i32t i = 0; i < (a & 7); i++) {
		progress = i;
		for (int j = 0; j < 2; j++)
			s ^= (long)(k + i) << j;
	}
	return s;
}
static __int128 ref_inner_loop(__int128 a, __int128 b)
{
	__int128 k = (int)b;
	long s = 0;

	for (__int128 i = 0; i < (a & 7); i++) {
		ref_progress = (long)i;
		if (!fits(k + i, INT_MIN, INT_MAX))
			return FAIL;
		s ^= (long)(k + i) ^ (long)(k + i) << 1;
	}
	return s;
}

static const struct check checks[] = {
#define CASE(f) {#f, f, ref_##f}
	CASE(affine_index), CASE(signed_sub), CASE(narrowing), CASE(inclusive_bound),
	CASE(invariant_product),
	CASE(constant_bound), CASE(bound_expression), CASE(constant_conversion), CASE(bound_written), CASE(address_taken), CASE(inner_loop),
};

static const long values[] = {
	0, 1, 2, 3, 7, 31, 100, 255, 256, 65500, 65535, 65536, INT_MAX - 50, INT_MAX - 5,
	INT_MAX, (long)UINT_MAX - 50, (long)UINT_MAX, 1L << 32, LONG_MAX / 3, LONG_MAX - 20,
	LONG_MAX, -1, -2, -7, -100, -65536, INT_MIN, INT_MIN + 30, LONG_MIN / 3, LONG_MIN + 10,
	LONG_MIN,
};

int main(void)
{
	run_checks(checks, sizeof checks / sizeof checks[0], values,
		   (int)(sizeof values / sizeof values[0]));
	return 0;
}
