// Value ranges (ranges.c) remove checks no operand value can make fail:
// operations bounded by their types (u8 * u8 in int, & MASK, % m, >> k),
// variables given only bounded values, and variables a comparison has
// bounded (an if's branches, the rest of the block after "if (C)
// return", a while or for body and a for loop's step, the right operand
// of && and ||). Each case runs from every pair of boundary values of its
// two inputs against an exact reference: the same computation in
// __int128 with every check the source asks for written out. Each proven
// shape has a twin one step past what the proof allows, whose check must
// stay and fail where the reference fails; and shapes the proof must not
// touch (a write in the region, the address taken, a label into the
// region, a comparison in a type that changes the value, a loop inside
// the region) keep their checks too. Calls: a bit-counting builtin's
// count and what a static function defined above returns; one whose
// return may be anything, or defined below the call, keeps the check.
// The result value must agree wherever no check fails.
// compiler: obtcc
// modes: trap trap-quiet
// [trap] cflags: -DTRAP_MODE
// stdout: all cases agree with the reference
#include <limits.h>

#include "reference.h"

typedef unsigned char __ob_trap u8t;
typedef signed char __ob_trap s8t;
typedef unsigned short __ob_trap u16t;
typedef unsigned int __ob_trap u32t;
typedef int __ob_trap i32t;
typedef unsigned long __ob_trap u64t;
typedef long __ob_trap i64t;

#define ITER 40			/* loops stop after this many rounds */

#define U8 0, 255
#define S8 -128, 127
#define U16 0, 65535
#define U32 0, (__int128)UINT_MAX
#define I32 (__int128)INT_MIN, INT_MAX
#define U64 0, (__int128)ULONG_MAX
#define I64 (__int128)LONG_MIN, LONG_MAX

/* ---- bounded by type and operation ---------------------------------------- */

static long u8_mul(long a, long b)
{
	u8t x = (unsigned char)a, y = (unsigned char)b;
	return x * y;	/* at most 65025: no check */
}
static __int128 ref_u8_mul(__int128 a, __int128 b)
{
	return (a & 255) * (b & 255);
}

static long u16_mul(long a, long b)	/* 65535 * 65535 does not fit int */
{
	u16t x = (unsigned short)a, y = (unsigned short)b;
	return x * y;
}
static __int128 ref_u16_mul(__int128 a, __int128 b)
{
	__int128 r = (a & 65535) * (b & 65535);
	return fits(r, I32) ? r : FAIL;
}

static long mask_to_u8(long a, long b)
{
	(void)b;
	u32t x = (unsigned)a;
	u8t r = (u8t)(x & 0xff);
	return r;
}
static __int128 ref_mask_to_u8(__int128 a, __int128 b)
{
	(void)b;
	return a & 0xff;
}

static long mask_past_u8(long a, long b)
{
	(void)b;
	u32t x = (unsigned)a;
	return (u8t)(x & 0x1ff);
}
static __int128 ref_mask_past_u8(__int128 a, __int128 b)
{
	(void)b;
	__int128 v = a & 0x1ff;
	return fits(v, U8) ? v : FAIL;
}

static long mod_to_u8(long a, long b)
{
	(void)b;
	u64t x = (unsigned long)a;
	return (u8t)(x % 200) + 1000 * ((i32t)(x % 7) - 3);
}
static __int128 ref_mod_to_u8(__int128 a, __int128 b)
{
	(void)b;
	__int128 x = (unsigned long)a;
	return x % 200 + 1000 * (x % 7 - 3);
}

static long smod_to_s8(long a, long b)	/* -199..199 does not fit s8 */
{
	(void)b;
	i64t x = a;
	return (s8t)(x % 200);
}
static __int128 ref_smod_to_s8(__int128 a, __int128 b)
{
	(void)b;
	__int128 v = a % 200;
	return fits(v, S8) ? v : FAIL;
}

static long shr_to_u16(long a, long b)
{
	u32t x = (unsigned)a;
	return (u16t)(x >> 16) + (u16t)(x >> ((b & 15) | 16));
}
static __int128 ref_shr_to_u16(__int128 a, __int128 b)
{
	__int128 x = (unsigned)a;
	return (x >> 16) + (x >> ((b & 15) | 16));
}

static long shr_past_u16(long a, long b)
{
	(void)b;
	u32t x = (unsigned)a;
	return (u16t)(x >> 15);
}
static __int128 ref_shr_past_u16(__int128 a, __int128 b)
{
	(void)b;
	__int128 v = (__int128)(unsigned)a >> 15;
	return fits(v, U16) ? v : FAIL;
}

/* ---- variables given bounded values --------------------------------------- */

static long single_value(long a, long b)
{
	u32t off = (unsigned)a & 4095, len = (unsigned)b % 100 + 1;
	u32t room = 4096 - off;	/* 1..4096 */
	return room * len + off;
}
static __int128 ref_single_value(__int128 a, __int128 b)
{
	__int128 off = a & 4095, len = (__int128)((unsigned)b % 100) + 1;
	return (4096 - off) * len + off;
}

static long reassigned(long a, long b)	/* off is also given b: unbounded */
{
	u32t off = (unsigned)a & 4095;
	if (b & 1)
		off = (unsigned)b;
	return 4096 - off;
}
static __int128 ref_reassigned(__int128 a, __int128 b)
{
	__int128 off = (b & 1) ? (unsigned)b : a & 4095;
	__int128 v = 4096 - off;
	return fits(v, U32) ? v : FAIL;
}

static long address_taken(long a, long b)
{
	u32t off = (unsigned)a & 4095;
	u32t *p = &off;
	*p = (unsigned)b;
	return 4096 - off;
}
static __int128 ref_address_taken(__int128 a, __int128 b)
{
	(void)a;
	__int128 v = 4096 - (__int128)(unsigned)b;
	return fits(v, U32) ? v : FAIL;
}

/* ---- comparisons ---------------------------------------------------------- */

static long guarded_inc(long a, long b)
{
	u32t len = (unsigned)a, cap = (unsigned)b;
	if (len < cap)
		len++;
	return len;
}
static __int128 ref_guarded_inc(__int128 a, __int128 b)
{
	__int128 len = (unsigned)a;
	return len < (unsigned)b ? len + 1 : len;
}

static long guarded_inc_le(long a, long b)	/* len == cap == max fails */
{
	u32t len = (unsigned)a, cap = (unsigned)b;
	if (len <= cap)
		len++;
	return len;
}
static __int128 ref_guarded_inc_le(__int128 a, __int128 b)
{
	__int128 len = (unsigned)a;
	if (len <= (unsigned)b)
		len++;
	return fits(len, U32) ? len : FAIL;
}

static long written_in_branch(long a, long b)
{
	u32t len = (unsigned)a, cap = (unsigned)b;
	if (len < cap) {
		len = cap;
		len++;
	}
	return len;
}
static __int128 ref_written_in_branch(__int128 a, __int128 b)
{
	__int128 len = (unsigned)a;
	if (len < (unsigned)b)
		len = (__int128)(unsigned)b + 1;
	return fits(len, U32) ? len : FAIL;
}

static long inc_in_inner_loop(long a, long b)	/* the inner loop runs it twice */
{
	u32t len = (unsigned)a, cap = (unsigned)b;
	if (len < cap)
		for (int k = 0; k < 2; k++)
			len++;
	return len;
}
static __int128 ref_inc_in_inner_loop(__int128 a, __int128 b)
{
	__int128 len = (unsigned)a;
	if (len < (unsigned)b)
		len += 2;
	return fits(len, U32) ? len : FAIL;
}

static long early_return(long a, long b)
{
	u16t n = (unsigned short)a;
	(void)b;
	if (n < 4 || n > 60000)
		return -1;
	u32t plen = n - 4;
	return plen;
}
static __int128 ref_early_return(__int128 a, __int128 b)
{
	(void)b;
	__int128 n = (unsigned short)a;
	return n < 4 || n > 60000 ? -1 : n - 4;
}

static long early_return_short(long a, long b)	/* n == 3 gives -1 */
{
	u16t n = (unsigned short)a;
	(void)b;
	if (n < 3)
		return -1;
	u32t plen = n - 4;
	return plen;
}
static __int128 ref_early_return_short(__int128 a, __int128 b)
{
	(void)b;
	__int128 n = (unsigned short)a;
	return n < 3 ? -1 : n == 3 ? FAIL : n - 4;
}

static long label_after_return(long a, long b)	/* the goto skips the guard */
{
	u16t n = (unsigned short)a;
	if (b & 1)
		goto use;
	if (n < 4)
		return -1;
use:;
	u32t plen = n - 4;
	return plen;
}
static __int128 ref_label_after_return(__int128 a, __int128 b)
{
	__int128 n = (unsigned short)a;
	if (!(b & 1) && n < 4)
		return -1;
	return n < 4 ? FAIL : n - 4;
}

static long guard_in_loop_body(long a, long b)	/* the guard may never run */
{
	u16t n = (unsigned short)a;
	long k = b & 1;
	while (k--)
		if (n < 4)
			return -1;
	u32t plen = n - 4;
	return plen;
}
static __int128 ref_guard_in_loop_body(__int128 a, __int128 b)
{
	__int128 n = (unsigned short)a;
	if ((b & 1) && n < 4)
		return -1;
	return n < 4 ? FAIL : n - 4;
}

static long signed_vs_unsigned(long a, long b)	/* a cast the facts do not look through */
{
	i32t x = (int)a;
	unsigned n = (unsigned)b;
	if ((unsigned)x < n)
		return x + 1;
	return 0;
}
static __int128 ref_signed_vs_unsigned(__int128 a, __int128 b)
{
	__int128 x = (int)a;
	if (x < 0)
		return FAIL;	/* (unsigned)x: a cast of a trap value is checked */
	if (x < (unsigned)b)
		return fits(x + 1, I32) ? x + 1 : FAIL;
	return 0;
}

static long and_operand(long a, long b)
{
	u64t i = (unsigned long)a, n = (unsigned long)b;
	return i < n && i + 1 != n;
}
static __int128 ref_and_operand(__int128 a, __int128 b)
{
	__int128 i = (unsigned long)a, n = (unsigned long)b;
	return i < n && i + 1 != n;
}

static long or_operand_past(long a, long b)	/* i == max passes "i < n" false */
{
	u64t i = (unsigned long)a, n = (unsigned long)b;
	return i < n || i + 1 != n;
}
static __int128 ref_or_operand_past(__int128 a, __int128 b)
{
	__int128 i = (unsigned long)a, n = (unsigned long)b;
	if (i < n)
		return 1;
	return fits(i + 1, U64) ? i + 1 != n : FAIL;
}

static long truth_test(long a, long b)
{
	(void)b;
	u64t n = (unsigned long)a;
	if (n)
		return (i64t)((n - 1) >> 1);
	return -1;
}
static __int128 ref_truth_test(__int128 a, __int128 b)
{
	(void)b;
	__int128 n = (unsigned long)a;
	return n ? (n - 1) >> 1 : -1;
}

/* ---- loops ------------------------------------------------------------------ */

static long for_step(long a, long b)
{
	long s = 0;
	for (u64t i = (unsigned long)a; i < (unsigned long)b; i++) {
		s += (long)(i + 1 - (unsigned long)a);
		if (s > ITER)
			break;
	}
	return s;
}
static __int128 ref_for_step(__int128 a, __int128 b)
{
	__int128 s = 0;
	for (__int128 i = (unsigned long)a; i < (unsigned long)b; i++) {
		s += i + 1 - (unsigned long)a;
		if (s > ITER)
			break;
	}
	return s;
}

static long for_gap(long a, long b)	/* i + 2 past i < n: n == max fails */
{
	long s = 0;
	for (u64t i = (unsigned long)a; i < (unsigned long)b; i++) {
		s += (long)(i + 2 - (unsigned long)a);
		if (s > ITER)
			break;
	}
	return s;
}
static __int128 ref_for_gap(__int128 a, __int128 b)
{
	__int128 s = 0;
	for (__int128 i = (unsigned long)a; i < (unsigned long)b; i++) {
		if (!fits(i + 2, U64))
			return FAIL;
		s += i + 2 - (unsigned long)a;
		if (s > ITER)
			break;
	}
	return s;
}

static long for_minus_one(long a, long b)	/* n - 1 fails for n == 0 */
{
	long s = 0;
	u64t n = (unsigned long)b;
	for (u64t i = (unsigned long)a; i <= n - 1; i++)
		if (++s > ITER)
			break;
	return s;
}
static __int128 ref_for_minus_one(__int128 a, __int128 b)
{
	__int128 s = 0, n = (unsigned long)b;
	if (n == 0)
		return FAIL;
	for (__int128 i = (unsigned long)a; i <= n - 1; i++)
		if (++s > ITER)
			break;
	return s;
}

static long for_body_writes(long a, long b)	/* i += 2 in the body: no proof */
{
	long s = 0;
	for (i32t i = (int)a; i < (int)b; i++) {
		i++;
		if (++s > ITER)
			break;
	}
	return s;
}
static __int128 ref_for_body_writes(__int128 a, __int128 b)
{
	__int128 s = 0;
	for (__int128 i = (int)a; i < (int)b; i++) {
		if (!fits(i + 1, I32))
			return FAIL;
		i++;
		if (++s > ITER)
			break;
		if (!fits(i + 1, I32))
			return FAIL;
	}
	return s;
}

static long while_step(long a, long b)
{
	long s = 0, k = 0;
	i32t i = (int)a, n = (int)b;
	while (i < n) {
		s += i % 3;
		i++;
		if (++k > ITER)
			break;
	}
	return s;
}
static __int128 ref_while_step(__int128 a, __int128 b)
{
	__int128 s = 0, k = 0, i = (int)a, n = (int)b;
	while (i < n) {
		s += i % 3;
		i++;
		if (++k > ITER)
			break;
	}
	return s;
}

static long while_twice(long a, long b)	/* the second i++ has no bound */
{
	long s = 0;
	i32t i = (int)a, n = (int)b;
	while (i < n) {
		i++;
		i++;
		if (++s > ITER)
			break;
	}
	return s;
}
static __int128 ref_while_twice(__int128 a, __int128 b)
{
	__int128 s = 0, i = (int)a, n = (int)b;
	while (i < n) {
		i++;
		if (!fits(i + 1, I32))
			return FAIL;
		i++;
		if (++s > ITER)
			break;
	}
	return s;
}

/* ---- calls: bit-counting builtins, static functions defined above ---------- */

static long popcount_scaled(long a, long b)
{
	(void)b;
	return (u8t)(__builtin_popcountl((unsigned long)a) * 3);	/* at most 192 */
}
static __int128 ref_popcount_scaled(__int128 a, __int128 b)
{
	(void)b;
	return __builtin_popcountl((unsigned long)a) * 3;
}

static long popcount_past(long a, long b)	/* 64 * 4 = 256 does not fit u8 */
{
	(void)b;
	return (u8t)(__builtin_popcountl((unsigned long)a) * 4);
}
static __int128 ref_popcount_past(__int128 a, __int128 b)
{
	(void)b;
	__int128 v = __builtin_popcountl((unsigned long)a) * 4;
	return fits(v, U8) ? v : FAIL;
}

static long varint_bytes(long a, long b)	/* 1..10 bytes for 1..64 bits */
{
	(void)b;
	i32t bits = 64 - __builtin_clzll((unsigned long long)a | 1);
	return (u8t)((bits * 9 + 64) / 64);
}
static __int128 ref_varint_bytes(__int128 a, __int128 b)
{
	(void)b;
	__int128 bits = 64 - __builtin_clzll((unsigned long long)a | 1);
	return (bits * 9 + 64) / 64;
}

static int digits(unsigned long v)
{
	if (v < 10)
		return 1;
	if (v < 100)
		return 2;
	return 3;
}
static __int128 ref_digits(__int128 v)
{
	return (unsigned long)v < 10 ? 1 : (unsigned long)v < 100 ? 2 : 3;
}

static long digits_scaled(long a, long b)
{
	(void)b;
	return (s8t)(digits((unsigned long)a) * 42);	/* at most 126 */
}
static __int128 ref_digits_scaled(__int128 a, __int128 b)
{
	(void)b;
	return ref_digits(a) * 42;
}

static long digits_past(long a, long b)	/* 3 * 43 = 129 does not fit s8 */
{
	(void)b;
	return (s8t)(digits((unsigned long)a) * 43);
}
static __int128 ref_digits_past(__int128 a, __int128 b)
{
	(void)b;
	__int128 v = ref_digits(a) * 43;
	return fits(v, S8) ? v : FAIL;
}

/* A position that only a checked decrement moves, from 10: at most 10,
 * so 10 - k needs no check (the decrement keeps its own). Twins: one
 * checked increment too, and a decrement by a step that may be negative. */
#define COUNT_DOWN(T)				\
	T k = 10;				\
	unsigned long v = (unsigned long)a;	\
	(void)b;				\
	do {					\
		k--;				\
		v /= 10;			\
	} while (v && k);			\
	return 10 - k

static long count_down(long a, long b)
{
	COUNT_DOWN(u32t);
}
static __int128 ref_count_down(__int128 a, __int128 b)
{
	COUNT_DOWN(__int128);
}

static long count_down_up(long a, long b)
{
	u32t k = 10;
	k -= (unsigned)a & 7;
	k += (unsigned)b;
	return 10 - k;
}
static __int128 ref_count_down_up(__int128 a, __int128 b)
{
	__int128 k = 10 - (a & 7) + (unsigned)b;
	if (k > UINT_MAX)
		return FAIL;
	return k > 10 ? FAIL : 10 - k;
}

static long count_down_signed_step(long a, long b)	/* -= a value < 0 moves up */
{
	(void)b;
	u32t k = 10;
	k -= (int)(a % 3);
	return 10 - k;
}
static __int128 ref_count_down_signed_step(__int128 a, __int128 b)
{
	(void)b;
	__int128 step = (int)(a % 3);
	if (step < 0)
		return FAIL;	/* (int) -> u32: the sign changes */
	return 10 - (10 - step);
}

/* Flags in memory: x |= m, x &= ~m, x ^= m, x >>= k store back a value
 * of x's type whatever x held. Twins: a mask past the type, and a
 * bit-field, whose narrower width keeps the check. */
struct flags {
	u16t flags;
	u8t mode;
	u8t small : 3;
};

static long flags_in_memory(long a, long b)
{
	struct flags f = { (unsigned short)a, (unsigned char)b, 0 };
	struct flags *volatile p = &f;
	p->flags |= 0x200;
	p->flags &= ~0x10;
	p->mode ^= 3;
	p->mode >>= b & 7;
	return p->flags * 256 + p->mode;
}
static __int128 ref_flags_in_memory(__int128 a, __int128 b)
{
	__int128 flags = ((a & 0xffff) | 0x200) & ~0x10, mode = ((b & 0xff) ^ 3) >> (b & 7);
	return flags * 256 + mode;
}

static long flags_past(long a, long b)	/* 0x100 does not fit u8 */
{
	struct flags f = { (unsigned short)a, (unsigned char)b, 0 };
	struct flags *volatile p = &f;
	p->mode |= 0x100;
	return p->mode;
}
static __int128 ref_flags_past(__int128 a, __int128 b)
{
	(void)a;
	(void)b;
	return FAIL;
}

static long flags_bitfield(long a, long b)	/* 8 fits u8 but not 3 bits */
{
	struct flags f = { (unsigned short)a, (unsigned char)b, 0 };
	struct flags *volatile p = &f;
	p->small |= (b & 1) << 3;
	return p->small;
}
static __int128 ref_flags_bitfield(__int128 a, __int128 b)
{
	(void)a;
	return b & 1 ? FAIL : 0;
}

static int low_or_raw(long v, long w)	/* one return is unbounded */
{
	if (w & 1)
		return (int)(v & 0x7f);
	return (int)v;
}
static long unbounded_return(long a, long b)
{
	return (s8t)low_or_raw(a, b);
}
static __int128 ref_unbounded_return(__int128 a, __int128 b)
{
	__int128 v = (b & 1) ? (a & 0x7f) : (int)a;
	return fits(v, S8) ? v : FAIL;
}

static int defined_below(long v);
static long called_above(long a, long b)	/* its results are not known yet */
{
	(void)b;
	return (s8t)defined_below(a);
}
static int defined_below(long v)
{
	return (int)(v & 0xff);
}
static __int128 ref_called_above(__int128 a, __int128 b)
{
	(void)b;
	__int128 v = a & 0xff;
	return fits(v, S8) ? v : FAIL;
}

/* ---- the runner ------------------------------------------------------------- */

#define C(f) { #f, f, ref_##f }
static const struct check checks[] = {
	C(u8_mul), C(u16_mul), C(mask_to_u8), C(mask_past_u8), C(mod_to_u8), C(smod_to_s8),
	C(shr_to_u16), C(shr_past_u16), C(single_value), C(reassigned), C(address_taken),
	C(guarded_inc), C(guarded_inc_le), C(written_in_branch), C(inc_in_inner_loop),
	C(early_return), C(early_return_short), C(label_after_return), C(guard_in_loop_body),
	C(signed_vs_unsigned),
	C(and_operand), C(or_operand_past), C(truth_test), C(for_step), C(for_gap),
	C(for_minus_one), C(for_body_writes), C(while_step), C(while_twice),
	C(popcount_scaled), C(popcount_past), C(varint_bytes), C(digits_scaled), C(digits_past),
	C(unbounded_return), C(called_above), C(count_down), C(count_down_up),
	C(count_down_signed_step), C(flags_in_memory), C(flags_past), C(flags_bitfield),
};

static const long values[] = {
	0, 1, 2, 3, 4, 5, 7, 100, 255, 256, 4095, 4096, 32767, 60000, 65535, 65536,
	INT_MAX - 2, INT_MAX - 1, INT_MAX, (long)INT_MAX + 1, (long)UINT_MAX - 2, (long)UINT_MAX - 1,
	(long)UINT_MAX, LONG_MAX, LONG_MIN, LONG_MIN + 1, -1, -2, -3, -200, INT_MIN, INT_MIN + 1,
};

int main(void)
{
	run_checks(checks, sizeof checks / sizeof checks[0], values,
		   (int)(sizeof values / sizeof values[0]));
	return 0;
}
