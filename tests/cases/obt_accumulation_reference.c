// Bounded accumulation (accumulation.c): a variable changed only by
// updates of bounded steps, each at most once per round of a loop of
// bounded rounds (rounds.c: a counted loop, or one that shifts a value
// down to a threshold) or as often as the loops within it go round,
// stays within [first + rounds * least step, first + rounds * greatest
// step]; where that fits its types no update's check can fail, and where
// the rounds are known only at run time the loop is versioned on them.
// Each shape runs from every pair of boundary values of its two inputs
// against an exact reference, the same loop in __int128 with every check
// written out: a failure must come at the same round (`progress`), and
// the result must agree wherever no check fails. The twins one round or
// one step past the bound keep their checks, and fail where the
// reference does; obtcc's site report says which checks are removed,
// versioned or kept (tests/driver/run).
// compiler: obtcc
// modes: trap trap-quiet
// [trap] cflags: -DTRAP_MODE
// stdout: all cases agree with the reference
#include <limits.h>

#include "reference.h"

typedef unsigned short __ob_trap u16t;
typedef short __ob_trap i16t;
typedef unsigned char __ob_trap u8t;

/* the byte of round i: the same every round where b fits a byte */
static unsigned char byte_of(long b, int i)
{
	return (unsigned char)(b ^ ((i & 1) * (b >> 8)));
}

/* at most 257 rounds of at most 255: 65535, which u16t holds */
static long sum_bytes(long a, long b)
{
	u16t total = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		progress = i;
		total += byte_of(b, i);
	}
	return total;
}
static __int128 ref_sum_bytes(__int128 a, __int128 b)
{
	__int128 total = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		total += byte_of((long)b, i);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
	}
	return total;
}

/* one round more: 258 * 255 does not fit, the check stays */
static long sum_bytes_past(long a, long b)
{
	u16t total = 0;
	int n = (int)(a & 255) + 3;

	for (int i = 0; i < n; i++) {
		progress = i;
		total += byte_of(b, i);
	}
	return total;
}
static __int128 ref_sum_bytes_past(__int128 a, __int128 b)
{
	__int128 total = 0;
	int n = (int)(a & 255) + 3;

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		total += byte_of((long)b, i);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
	}
	return total;
}

/* two updates of one counter, up and down, from a value in [-128, 127]:
 * 100 rounds of at most +2 and -3 stay within i16t */
static long two_steps(long a, long b)
{
	i16t c = (signed char)b;
	int n = (int)(a & 63) + 37;

	for (int i = 0; i < n; i++) {
		progress = i;
		if (byte_of(a, i) & 1)
			c += 2;
		if (byte_of(b, i) & 2)
			c -= 3;
	}
	return c;
}
static __int128 ref_two_steps(__int128 a, __int128 b)
{
	__int128 c = (signed char)b;
	int n = (int)(a & 63) + 37;

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		if (byte_of((long)a, i) & 1)
			c += 2;
		if (byte_of((long)b, i) & 2)
			c -= 3;
	}
	return c;
}

/* a step of [-128, 127] in a short: 257 rounds can leave it, so the
 * check stays (versioned on n - i <= 256) and fails where the sum does */
static long signed_sum_past(long a, long b)
{
	i16t c = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		progress = i;
		c += (signed char)byte_of(b, i);
	}
	return c;
}
static __int128 ref_signed_sum_past(__int128 a, __int128 b)
{
	__int128 c = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		c += (signed char)byte_of((long)b, i);
		if (!fits(c, SHRT_MIN, SHRT_MAX))
			return FAIL;
	}
	return c;
}

/* the step is a static function's result, 2 to 5 (ranges.c): 13107
 * rounds of it fit u16t */
static int field_len(long v)
{
	if (v & 1)
		return 2;
	return 5;
}
static long len_of_fields(long a, long b)
{
	u16t len = 0;
	int n = (int)(a & 8191);

	for (int i = 0; i < n; i++) {
		progress = i;
		len += field_len(b >> (i % 63));
	}
	return len;
}
static __int128 ref_len_of_fields(__int128 a, __int128 b)
{
	__int128 len = 0;
	int n = (int)(a & 8191);

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		len += field_len((long)b >> (i % 63));
	}
	return len;
}

/* rounds known at run time only: versioned on n - i <= 65535 / 255 */
static long sum_versioned(long a, long b)
{
	u16t total = 0;
	unsigned long n = (unsigned long)a & 1023;

	for (unsigned long i = 0; i < n; i++) {
		progress = (long)i;
		total += byte_of(b, (int)i);
	}
	return total;
}
static __int128 ref_sum_versioned(__int128 a, __int128 b)
{
	__int128 total = 0;
	unsigned long n = (unsigned long)a & 1023;

	for (unsigned long i = 0; i < n; i++) {
		ref_progress = (long)i;
		total += byte_of((long)b, (int)i);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
	}
	return total;
}

/* left alone: the counter is also assigned in the loop */
static long assigned_too(long a, long b)
{
	i16t c = 0;
	int n = (int)(a & 255);

	for (int i = 0; i < n; i++) {
		progress = i;
		c += (signed char)byte_of(b, i);
		if (i == 100)
			c = SHRT_MAX - (short)(a & 7);
	}
	return c;
}
static __int128 ref_assigned_too(__int128 a, __int128 b)
{
	__int128 c = 0;
	int n = (int)(a & 255);

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		c += (signed char)byte_of((long)b, i);
		if (!fits(c, SHRT_MIN, SHRT_MAX))
			return FAIL;
		if (i == 100)
			c = SHRT_MAX - (short)(a & 7);
	}
	return c;
}

/* the update runs twice a round, in a loop of two rounds within the
 * counted loop's body: 257 * 2 * 127 fits u16t */
static long inner_loop(long a, long b)
{
	u16t total = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		progress = i;
		for (int j = 0; j < 2; j++)
			total += byte_of(b, i) >> 1;
	}
	return total;
}
static __int128 ref_inner_loop(__int128 a, __int128 b)
{
	__int128 total = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		for (int j = 0; j < 2; j++) {
			total += byte_of((long)b, i) >> 1;
			if (!fits(total, 0, USHRT_MAX))
				return FAIL;
		}
	}
	return total;
}

/* three rounds within: 257 * 3 * 127 does not fit, so the check stays
 * (versioning.c takes no loop with a loop in its body) and fails where
 * the sum does */
static long inner_loop_past(long a, long b)
{
	u16t total = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		progress = i;
		for (int j = 0; j < 3; j++)
			total += byte_of(b, i) >> 1;
	}
	return total;
}
static __int128 ref_inner_loop_past(__int128 a, __int128 b)
{
	__int128 total = 0;
	int n = (int)(a & 255) + 2;

	for (int i = 0; i < n; i++) {
		ref_progress = i;
		for (int j = 0; j < 3; j++) {
			total += byte_of((long)b, i) >> 1;
			if (!fits(total, 0, USHRT_MAX))
				return FAIL;
		}
	}
	return total;
}

/* round r's step, m - 1 or m (a macro: a function's parameter would have
 * every call's m) */
#define step_near(b, r, m) ((m) - (int)(((unsigned long)(b) >> (r)) & 1))

/* a loop that shifts a 64-bit value down by 7 while it is at least
 * 0x80 runs at most 9 rounds (rounds.c): 9 steps of at most 7281 fit
 * u16t */
static long shifted(long a, long b)
{
	unsigned long v = (unsigned long)a;
	u16t total = 0;
	int r = 0;

	while (v >= 0x80) {
		progress = r++;
		total += step_near(b, r, 7281);
		v >>= 7;
	}
	return total;
}
static __int128 ref_shifted(__int128 a, __int128 b)
{
	unsigned long v = (unsigned long)a;
	__int128 total = 0;
	int r = 0;

	while (v >= 0x80) {
		ref_progress = r++;
		total += step_near((long)b, r, 7281);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
		v >>= 7;
	}
	return total;
}

/* one more a step: 9 * 7282 does not fit, the check stays and fails
 * where the sum does (b even, a value of 64 bits) */
static long shifted_past(long a, long b)
{
	unsigned long v = (unsigned long)a;
	u16t total = 0;
	int r = 0;

	while (v >= 0x80) {
		progress = r++;
		total += step_near(b, r, 7282);
		v >>= 7;
	}
	return total;
}
static __int128 ref_shifted_past(__int128 a, __int128 b)
{
	unsigned long v = (unsigned long)a;
	__int128 total = 0;
	int r = 0;

	while (v >= 0x80) {
		ref_progress = r++;
		total += step_near((long)b, r, 7282);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
		v >>= 7;
	}
	return total;
}

/* a signed value shifted in a for loop's third clause while above 127:
 * a negative one runs no round, a positive one (63 bits) at most 8 */
static long shifted_signed(long a, long b)
{
	u16t total = 0;
	int r = 0;

	for (long v = a; v > 127; v >>= 7) {
		progress = r++;
		total += step_near(b, r, 7281);
	}
	return total;
}
static __int128 ref_shifted_signed(__int128 a, __int128 b)
{
	__int128 total = 0;
	int r = 0;

	for (long v = (long)a; v > 127; v >>= 7) {
		ref_progress = r++;
		total += step_near((long)b, r, 7281);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
	}
	return total;
}

/* varint's length: 9 rounds and one more after the loop, 10 * 25 in a
 * u8t (the variable's values in its whole function, for ranges.c) */
static long varint_len(long a, long b)
{
	unsigned long v = (unsigned long)a;
	u8t n = 0;

	(void)b;
	while (v >= 0x80) {
		progress = n;
		n += 25;
		v >>= 7;
	}
	progress = n;
	n += 25;
	return n;
}
static __int128 ref_varint_len(__int128 a, __int128 b)
{
	unsigned long v = (unsigned long)a;
	__int128 n = 0;

	(void)b;
	while (v >= 0x80) {
		ref_progress = (long)n;
		n += 25;
		v >>= 7;
	}
	ref_progress = (long)n;
	n += 25;
	return n;
}

/* 26 a round: 10 * 26 does not fit a u8t; the last add fails for a
 * value of 64 bits */
static long varint_len_past(long a, long b)
{
	unsigned long v = (unsigned long)a;
	u8t n = 0;

	(void)b;
	while (v >= 0x80) {
		progress = n;
		n += 26;
		v >>= 7;
	}
	progress = n;
	n += 26;
	return n;
}
static __int128 ref_varint_len_past(__int128 a, __int128 b)
{
	unsigned long v = (unsigned long)a;
	__int128 n = 0;

	(void)b;
	while (v >= 0x80) {
		ref_progress = (long)n;
		n += 26;
		v >>= 7;
	}
	ref_progress = (long)n;
	n += 26;
	if (!fits(n, 0, UCHAR_MAX))
		return FAIL;
	return n;
}

/* left alone: a `continue` may skip the shift, so nothing bounds the
 * rounds: here one round more for a value of 64 bits, whose tenth step
 * fails */
static long shifted_continue(long a, long b)
{
	unsigned long v = (unsigned long)a;
	u16t total = 0;
	int r = 0;

	while (v >= 0x80) {
		progress = r++;
		total += step_near(b, r, 7281);
		if (r == 2)
			continue;
		v >>= 7;
	}
	return total;
}
static __int128 ref_shifted_continue(__int128 a, __int128 b)
{
	unsigned long v = (unsigned long)a;
	__int128 total = 0;
	int r = 0;

	while (v >= 0x80) {
		ref_progress = r++;
		total += step_near((long)b, r, 7281);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
		if (r == 2)
			continue;
		v >>= 7;
	}
	return total;
}

/* left alone: the shift is not on every path to the next test */
static long shifted_sometimes(long a, long b)
{
	unsigned long v = (unsigned long)a;
	u16t total = 0;
	int r = 0;

	while (v >= 0x80) {
		progress = r++;
		total += step_near(b, r, 7281);
		if (r != 2)
			v >>= 7;
	}
	return total;
}
static __int128 ref_shifted_sometimes(__int128 a, __int128 b)
{
	unsigned long v = (unsigned long)a;
	__int128 total = 0;
	int r = 0;

	while (v >= 0x80) {
		ref_progress = r++;
		total += step_near((long)b, r, 7281);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
		if (r != 2)
			v >>= 7;
	}
	return total;
}

/* left alone: a signed value shifted while not 0 never reaches 0 if it
 * is negative, so only the guard bounds the rounds (20), and the tenth
 * step fails */
static long shifted_nonzero(long a, long b)
{
	long v = a;
	u16t total = 0;
	int r = 0;

	while (v != 0 && r < 20) {
		progress = r++;
		total += step_near(b, r, 7281);
		v >>= 7;
	}
	return total;
}
static __int128 ref_shifted_nonzero(__int128 a, __int128 b)
{
	long v = (long)a;
	__int128 total = 0;
	int r = 0;

	while (v != 0 && r < 20) {
		ref_progress = r++;
		total += step_near((long)b, r, 7281);
		if (!fits(total, 0, USHRT_MAX))
			return FAIL;
		v >>= 7;
	}
	return total;
}

static const struct check checks[] = {
#define CASE(f) {#f, f, ref_##f}
	CASE(sum_bytes), CASE(sum_bytes_past), CASE(two_steps), CASE(signed_sum_past),
	CASE(len_of_fields), CASE(sum_versioned), CASE(assigned_too), CASE(inner_loop),
	CASE(inner_loop_past), CASE(shifted), CASE(shifted_past), CASE(shifted_signed),
	CASE(varint_len), CASE(varint_len_past), CASE(shifted_continue), CASE(shifted_nonzero),
	CASE(shifted_sometimes),
};

static const long values[] = {
	0, 1, 2, 3, 7, 31, 100, 127, 128, 254, 255, 256, 257, 1023, 8191, 65535, INT_MAX,
	LONG_MAX, -1, -2, -100, -128, -255, -256, INT_MIN, LONG_MIN,
};

int main(void)
{
	run_checks(checks, sizeof checks / sizeof checks[0], values,
		   (int)(sizeof values / sizeof values[0]));
	return 0;
}
