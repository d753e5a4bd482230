// What the unit says of its static functions (summaries.c): a parameter
// of a static function only ever called by name gets the values its
// calls pass, joined, and every call of a static function gets what its
// returns give, wherever in the unit it is defined. Each shape runs from
// every pair of boundary values of its two inputs against an exact
// reference, the same code in __int128 with every check written out. The
// twins keep their checks: a call passes one value more, the address of
// the function is taken, a call goes round a cycle, a global alias
// names the function. obtcc's site report says which checks go
// (tests/driver/run).
// compiler: obtcc
// modes: trap trap-quiet
// [trap] cflags: -DTRAP_MODE
// stdout: all cases agree with the reference
#include <limits.h>

#include "reference.h"

typedef int __ob_trap ti;
typedef unsigned char __ob_trap u8t;

static ti scale(ti len);
static ti scale_past(ti len);
static ti small(long v, int i);
static ti small_past(long v, int i);

/* scale is only called with 1..2000: 2000 * 1000000 fits an int */
static long entry_bounded(long a, long b)
{
	(void)b;
	if (a < 1 || a > 2000)
		return -1;
	return scale((ti)a);
}
static __int128 ref_entry_bounded(__int128 a, __int128 b)
{
	(void)b;
	if (a < 1 || a > 2000)
		return -1;
	return a * 1000000;
}

/* one caller passes up to 2200: 2148 * 1000000 does not fit */
static long entry_past(long a, long b)
{
	if (a < 1 || a > 2000)
		return -1;
	return scale_past((ti)a) + (b == 3 ? scale_past(2200) - scale_past(2200) : 0);
}
static __int128 ref_entry_past(__int128 a, __int128 b)
{
	if (a < 1 || a > 2000)
		return -1;
	if (b == 3)
		return FAIL;	/* 2200 * 1000000 */
	return a * 1000000;
}

/* at most 15 rounds of small(), which returns 0..10: 150 fits a byte;
 * small is defined below its caller */
static long results_later(long a, long b)
{
	u8t len = 0;
	int n = (int)(a & 15);

	for (int i = 0; i < n; i++)
		len += small(b, i);
	return len;
}
static __int128 ref_results_later(__int128 a, __int128 b)
{
	__int128 len = 0;
	int n = (int)(a & 15);

	for (int i = 0; i < n; i++)
		len += (((long)b >> (i & 7)) & 7) + 3 * (i & 1);
	return len;
}

/* small_past returns up to 20: 15 rounds of it do not fit a byte */
static long results_past(long a, long b)
{
	u8t len = 0;
	int n = (int)(a & 15);

	for (int i = 0; i < n; i++) {
		progress = i;
		len += small_past(b, i);
	}
	return len;
}
static __int128 ref_results_past(__int128 a, __int128 b)
{
	__int128 len = 0;
	int n = (int)(a & 15);

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		len += (((long)b >> (i & 7)) & 15) + 5 * (i & 1);
		if (!fits(len, 0, UCHAR_MAX))
			return FAIL;
	}
	return len;
}

static ti scale(ti len)
{
	return len * 1000000;
}

static ti scale_past(ti len)
{
	return len * 1000000;
}

static ti small(long v, int i)
{
	return (ti)((v >> (i & 7)) & 7) + 3 * (i & 1);
}

static ti small_past(long v, int i)
{
	return (ti)((v >> (i & 7)) & 15) + 5 * (i & 1);
}

/* shifted's parameter is what width_of returns, 0..7: 7 << 28 fits an
 * int (the results worked out before the parameters' values, which
 * need them) */
static ti width_of(long v)
{
	if (v == 0)
		return 0;
	return (v & 3) == 3 ? 7 : 1;
}

static ti shifted(ti n)
{
	return n * 268435456;
}

static long via_results(long a, long b)
{
	ti w = width_of(a);

	return w ? shifted(w) : b & 1;
}
static __int128 ref_via_results(__int128 a, __int128 b)
{
	__int128 w = a == 0 ? 0 : (a & 3) == 3 ? 7 : 1;

	return w ? w * 268435456 : b & 1;
}

/* up to 8, and 8 << 28 does not fit */
static ti width_past(long v)
{
	if (v == 0)
		return 0;
	return (v & 3) == 3 ? 8 : 1;
}

static ti shifted_past(ti n)
{
	return n * 268435456;
}

static long via_results_past(long a, long b)
{
	ti w = width_past(a);

	return w ? shifted_past(w) : b & 1;
}
static __int128 ref_via_results_past(__int128 a, __int128 b)
{
	__int128 w = a == 0 ? 0 : (a & 3) == 3 ? 8 : 1;

	if (w == 8)
		return FAIL;
	return w ? w * 268435456 : b & 1;
}

/* called by name only after the test, but its address is in a table
 * through which any value comes */
static ti scale_taken(ti len)
{
	return len * 1000000;
}
static ti (*const scalers[])(ti) = {scale_taken};

static long address_taken(long a, long b)
{
	if (a >= 1 && a <= 2000)
		return scale_taken((ti)a);
	return scalers[0]((ti)(int)b);
}
static __int128 ref_address_taken(__int128 a, __int128 b)
{
	if (a >= 1 && a <= 2000)
		return a * 1000000;
	__int128 v = (int)b;
	return fits(v * 1000000, INT_MIN, INT_MAX) ? v * 1000000 : FAIL;
}

/* called with 0..10 from outside, but it calls itself with 1.1 billion
 * more */
static ti climb(ti x, int n)
{
	if (n == 0)
		return x * 2;
	return climb(x + 1100000000, n - 1);
}

static long recursive(long a, long b)
{
	if (a < 0 || a > 10)
		return -1;
	return climb((ti)a, (int)(b & 1));
}
static __int128 ref_recursive(__int128 a, __int128 b)
{
	if (a < 0 || a > 10)
		return -1;
	__int128 x = a + ((b & 1) ? 1100000000 : 0);
	return fits(x * 2, INT_MIN, INT_MAX) ? x * 2 : FAIL;
}

/* the same round a cycle of two */
static ti pong(ti x, int n);

static ti ping(ti x, int n)
{
	if (n == 0)
		return x * 2;
	return pong(x, n - 1);
}

static ti pong(ti x, int n)
{
	return ping(x + 1100000000, n);
}

static long mutual(long a, long b)
{
	if (a < 0 || a > 10)
		return -1;
	return ping((ti)a, (int)(b & 1));
}
static __int128 ref_mutual(__int128 a, __int128 b)
{
	return ref_recursive(a, b);
}

/* called by name with 1..2000, and by another unit through its alias
 * with anything (here, through the alias's declaration) */
static ti scale_aliased(ti len)
{
	return len * 1000000;
}
ti scale_alias(ti len) __attribute__((alias("scale_aliased")));

static long aliased(long a, long b)
{
	if (a >= 1 && a <= 2000)
		return scale_aliased((ti)a);
	return scale_alias((ti)(int)b);
}
static __int128 ref_aliased(__int128 a, __int128 b)
{
	return ref_address_taken(a, b);
}

static const struct check checks[] = {
#define CASE(f) {#f, f, ref_##f}
	CASE(entry_bounded), CASE(entry_past), CASE(results_later), CASE(results_past),
	CASE(via_results), CASE(via_results_past), CASE(address_taken), CASE(recursive),
	CASE(mutual), CASE(aliased),
};

static const long values[] = {
	0, 1, 2, 3, 7, 15, 31, 100, 127, 128, 255, 256, 1000, 2000, 2001, 2147, 2148,
	65535, INT_MAX, LONG_MAX, -1, -2, -100, -2147, -2148, INT_MIN, LONG_MIN,
};

int main(void)
{
	run_checks(checks, sizeof checks / sizeof checks[0], values,
		   (int)(sizeof values / sizeof values[0]));
	return 0;
}
