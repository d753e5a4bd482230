/*
 * driver.c - calls every kernel of kernels.c CALLS times on the same
 * pseudo-random operands, for callgrind to count the instructions each
 * executes.  Half the operands are small, half full-range, so that both
 * the result path and the overflow path run.
 */
#include <stdio.h>

#define CALLS 4096

typedef unsigned long ulong;

/* name, result type, first operand type, second operand type or none */
#define KERNELS(X)					\
	X(add_int, int, int, int)			\
	X(add_ulong, ulong, ulong, ulong)		\
	X(mul_long, long, long, long)			\
	X(add_as_mixed, int, int, unsigned)		\
	X(cast_u8, int, long, none)			\
	X(sat_add_int, int, int, int)			\
	X(sat_add_uint, unsigned, unsigned, unsigned)	\
	X(sat_sub_long, long, long, long)		\
	X(sat_mul_int, int, int, int)

/* The second parameter and argument, for the kernels that have one. */
#define PARAM_int , int
#define PARAM_unsigned , unsigned
#define PARAM_long , long
#define PARAM_ulong , ulong
#define PARAM_none
#define ARG_int(i) , (int)b[i]
#define ARG_unsigned(i) , (unsigned)b[i]
#define ARG_long(i) , (long)b[i]
#define ARG_ulong(i) , (ulong)b[i]
#define ARG_none(i)

#define DECLARE(name, R, A, B)				\
	R obt_##name(A PARAM_##B);			\
	R hand_##name(A PARAM_##B);
KERNELS(DECLARE)

static unsigned long long a[CALLS], b[CALLS];
static volatile unsigned long long sink;

/* xorshift64*, reproducible. */
static unsigned long long next(void)
{
	static unsigned long long state = 0x9e3779b97f4a7c15ULL;

	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return state * 0x2545f4914f6cdd1dULL;
}

/* Even slots get 16-bit signed values: a random product of two wide
 * values nearly always overflows, which would test one path only. */
static unsigned long long operand(int i)
{
	unsigned long long v = next();

	return i % 2 ? v : (unsigned long long)(long long)(short)v;
}

#define RUN(name, R, A, B)						\
	for (int i = 0; i < CALLS; i++)					\
		sink += (unsigned long long)obt_##name((A)a[i] ARG_##B(i)); \
	for (int i = 0; i < CALLS; i++)					\
		sink += (unsigned long long)hand_##name((A)a[i] ARG_##B(i));

int main(void)
{
	for (int i = 0; i < CALLS; i++) {
		a[i] = operand(i);
		b[i] = operand(i / 2);
	}
	KERNELS(RUN)
	printf("%d calls each\n", CALLS);
	return 0;
}
