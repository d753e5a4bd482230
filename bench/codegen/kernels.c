/*
 * kernels.c - each operation of obt.h beside the code a careful programmer
 * would write by hand with the same builtin, so that bench/codegen/run can
 * compare what the compiler makes of them.  Functions come in pairs,
 * obt_NAME and hand_NAME, with the same meaning and the same overflow
 * result (a sentinel, so that the overflow path is real code too).
 */
#include <limits.h>
#include <obt.h>

#define KERNEL __attribute__((noinline))

/* Checked addition, the common case: same types. */
KERNEL int obt_add_int(int a, int b)
{
	return obt_add(a, b, overflow);
overflow:
	return INT_MIN;
}

KERNEL int hand_add_int(int a, int b)
{
	int r;

	if (__builtin_add_overflow(a, b, &r))
		return INT_MIN;
	return r;
}

KERNEL unsigned long obt_add_ulong(unsigned long a, unsigned long b)
{
	return obt_add(a, b, overflow);
overflow:
	return 0;
}

KERNEL unsigned long hand_add_ulong(unsigned long a, unsigned long b)
{
	unsigned long r;

	if (__builtin_add_overflow(a, b, &r))
		return 0;
	return r;
}

KERNEL long obt_mul_long(long a, long b)
{
	return obt_mul(a, b, overflow);
overflow:
	return LONG_MIN;
}

KERNEL long hand_mul_long(long a, long b)
{
	long r;

	if (__builtin_mul_overflow(a, b, &r))
		return LONG_MIN;
	return r;
}

/* Mixed signedness into a named type. */
KERNEL int obt_add_as_mixed(int a, unsigned b)
{
	return obt_add_as(int, a, b, overflow);
overflow:
	return INT_MIN;
}

KERNEL int hand_add_as_mixed(int a, unsigned b)
{
	int r;

	if (__builtin_add_overflow(a, b, &r))
		return INT_MIN;
	return r;
}

/* A narrowing conversion, by hand with the usual range test. */
KERNEL int obt_cast_u8(long v)
{
	return obt_cast(unsigned char, v, overflow);
overflow:
	return -1;
}

KERNEL int hand_cast_u8(long v)
{
	if (v < 0 || v > UCHAR_MAX)
		return -1;
	return (unsigned char)v;
}

/* Saturation, by hand with the builtin and the sign of the addend. */
KERNEL int obt_sat_add_int(int a, int b)
{
	return saturating_add(int, a, b);
}

KERNEL int hand_sat_add_int(int a, int b)
{
	int r;

	if (__builtin_add_overflow(a, b, &r))
		r = b < 0 ? INT_MIN : INT_MAX;
	return r;
}

KERNEL unsigned obt_sat_add_uint(unsigned a, unsigned b)
{
	return saturating_add(unsigned, a, b);
}

KERNEL unsigned hand_sat_add_uint(unsigned a, unsigned b)
{
	unsigned r;

	if (__builtin_add_overflow(a, b, &r))
		r = UINT_MAX;
	return r;
}

KERNEL long obt_sat_sub_long(long a, long b)
{
	return saturating_sub(long, a, b);
}

KERNEL long hand_sat_sub_long(long a, long b)
{
	long r;

	if (__builtin_sub_overflow(a, b, &r))
		r = b > 0 ? LONG_MIN : LONG_MAX;
	return r;
}

KERNEL int obt_sat_mul_int(int a, int b)
{
	return saturating_mul(int, a, b);
}

KERNEL int hand_sat_mul_int(int a, int b)
{
	int r;

	if (__builtin_mul_overflow(a, b, &r))
		r = (a < 0) != (b < 0) ? INT_MIN : INT_MAX;
	return r;
}
