/*
 * exact.h - the reference for obt.h's tests: integers of any width as a
 * sign and a 256-bit magnitude, so that every operation of two 128-bit
 * operands (even an unsigned 128-bit product) is computed exactly, then
 * judged against a destination type by its width and signedness.
 *
 * Also the operand types and their value sets: every value of an 8-bit
 * type, and for wider types the boundaries (0, +-1, MIN, MAX, MIN+1,
 * MAX-1) and the powers of two +-1 around every width and half-width.
 */
#ifndef TESTS_HEADER_EXACT_H
#define TESTS_HEADER_EXACT_H

#include <obt.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned char u8;
typedef signed char s8;
typedef uint16_t u16;
typedef int16_t s16;
typedef uint32_t u32;
typedef int32_t s32;
typedef uint64_t u64;
typedef int64_t s64;
__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 s128;

/*
 * The types under test, spelled once per nesting level: the preprocessor
 * does not expand a macro inside its own expansion, and a check needs
 * three (two operand types and a destination).  check_type_lists()
 * proves the spellings agree.
 */
#define TYPES_A(X, ...) X(u8, __VA_ARGS__) X(s8, __VA_ARGS__) X(u16, __VA_ARGS__) \
	X(s16, __VA_ARGS__) X(u32, __VA_ARGS__) X(s32, __VA_ARGS__) X(u64, __VA_ARGS__) \
	X(s64, __VA_ARGS__) X(u128, __VA_ARGS__) X(s128, __VA_ARGS__)
#define TYPES_B(X, ...) X(u8, __VA_ARGS__) X(s8, __VA_ARGS__) X(u16, __VA_ARGS__) \
	X(s16, __VA_ARGS__) X(u32, __VA_ARGS__) X(s32, __VA_ARGS__) X(u64, __VA_ARGS__) \
	X(s64, __VA_ARGS__) X(u128, __VA_ARGS__) X(s128, __VA_ARGS__)
#define TYPES_T(X, ...) X(u8, __VA_ARGS__) X(s8, __VA_ARGS__) X(u16, __VA_ARGS__) \
	X(s16, __VA_ARGS__) X(u32, __VA_ARGS__) X(s32, __VA_ARGS__) X(u64, __VA_ARGS__) \
	X(s64, __VA_ARGS__) X(u128, __VA_ARGS__) X(s128, __VA_ARGS__)

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

/* ---- Exact integers ---------------------------------------------------- */

/* (neg ? -1 : 1) * (hi * 2^128 + lo); zero is never negative. */
struct exact {
	int neg;
	u128 hi, lo;
};

/* What a destination type can hold. */
struct range {
	int bits, is_signed;
};

#define RANGE(T) ((struct range){ (int)sizeof(T) * 8, (T)-1 < 1 })

static inline struct exact exact_make(int neg, u128 hi, u128 lo)
{
	struct exact e = { neg && (hi || lo), hi, lo };
	return e;
}

/* v < 0 without a warning for unsigned v. */
#define IS_NEG(v) (!((v) > 0) && (v) != 0)
#define EXACT(v) exact_make(IS_NEG(v), 0, IS_NEG(v) ? -(u128)(v) : (u128)(v))

static inline int mag_less(struct exact a, struct exact b)
{
	return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

static inline struct exact exact_add(struct exact a, struct exact b)
{
	u128 lo;

	if (a.neg == b.neg) {
		lo = a.lo + b.lo;
		return exact_make(a.neg, a.hi + b.hi + (lo < a.lo), lo);
	}
	if (mag_less(a, b)) {
		struct exact t = a;
		a = b;
		b = t;
	}
	return exact_make(a.neg, a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo);
}

static inline struct exact exact_sub(struct exact a, struct exact b)
{
	b.neg = !b.neg && (b.hi || b.lo);
	return exact_add(a, b);
}

/* Operands have hi == 0: a 128 x 128-bit product in 64-bit limbs. */
static inline struct exact exact_mul(struct exact a, struct exact b)
{
	u128 a0 = (uint64_t)a.lo, a1 = a.lo >> 64;
	u128 b0 = (uint64_t)b.lo, b1 = b.lo >> 64;
	u128 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	u128 mid = (p00 >> 64) + (uint64_t)p01 + (uint64_t)p10;

	return exact_make(a.neg != b.neg,
			  p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64),
			  mid << 64 | (uint64_t)p00);
}

/* C's division truncates; the remainder has the dividend's sign. */
static inline struct exact exact_div(struct exact a, struct exact b)
{
	return exact_make(a.neg != b.neg, 0, a.lo / b.lo);
}

static inline struct exact exact_rem(struct exact a, struct exact b)
{
	return exact_make(a.neg, 0, a.lo % b.lo);
}

static inline u128 mask_of(int bits)
{
	return bits == 128 ? ~(u128)0 : ((u128)1 << bits) - 1;
}

static __attribute__((noinline, unused)) int exact_fits(struct exact e, struct range r)
{
	u128 half = (u128)1 << (r.bits - 1);

	if (e.hi)
		return 0;
	if (r.is_signed)
		return e.neg ? e.lo <= half : e.lo < half;
	return !e.neg && e.lo <= mask_of(r.bits);
}

/* Results are compared as bit patterns of the destination's width. */
#define BITS(v, T) ((u128)(v) & mask_of((int)sizeof(T) * 8))

static __attribute__((noinline, unused)) u128 exact_wrap(struct exact e, struct range r)
{
	return (e.neg ? -e.lo : e.lo) & mask_of(r.bits);
}

static __attribute__((noinline, unused)) u128 exact_clamp(struct exact e, struct range r)
{
	u128 min = r.is_signed ? (u128)1 << (r.bits - 1) : 0;

	if (exact_fits(e, r))
		return exact_wrap(e, r);
	if (e.neg)
		return min;
	return r.is_signed ? min - 1 : mask_of(r.bits);
}

/* ---- Reporting --------------------------------------------------------- */

static unsigned long long checks, failures;

/* Failures go to stderr, which the runner shows when the exit status is
 * wrong; stdout carries only the final count. */
static void print_u128(u128 v)
{
	char buf[48], *p = buf + sizeof buf;

	*--p = 0;
	do
		*--p = (char)('0' + (int)(v % 10));
	while (v /= 10);
	fputs(p, stderr);
}

static void print_exact(struct exact e)
{
	if (e.neg)
		fputc('-', stderr);
	if (e.hi) {
		fputs("(2^128 * ", stderr);
		print_u128(e.hi);
		fputs(") + ", stderr);
	}
	print_u128(e.lo);
}

/*
 * One check of what, e.g. "obt_add_as(u8, s16, u32)", on the operands a
 * and b.  jumped and want_jump say whether the label was (to be) taken;
 * got and want are bit patterns, compared only when no jump is expected.
 */
static __attribute__((noinline)) void check(const char *what, struct exact a,
					    struct exact b, int jumped,
					    int want_jump, u128 got, u128 want)
{
	checks++;
	if (jumped == want_jump && (jumped || got == want))
		return;
	if (failures++ >= 20)
		return;
	fprintf(stderr, "FAIL %s with a = ", what);
	print_exact(a);
	fputs(", b = ", stderr);
	print_exact(b);
	if (jumped != want_jump) {
		fprintf(stderr, ": label %s\n", jumped ? "taken" : "not taken");
		return;
	}
	fputs(": got bits ", stderr);
	print_u128(got);
	fputs(", want ", stderr);
	print_u128(want);
	fputc('\n', stderr);
}

static inline int report(void)
{
	if (failures) {
		fprintf(stderr, "%llu of %llu checks failed\n", failures, checks);
		return 1;
	}
	printf("ok %llu checks\n", checks);
	return 0;
}

/* ---- Value sets -------------------------------------------------------- */

#define MAX_VALUES 512

/*
 * The candidates +-(2^k + d) for the k below and d in -2..1, plus 0..3;
 * each type keeps those it can hold, without repeats.  k = 128 wraps to
 * the unsigned 128-bit maximum and its neighbours.
 */
static const int value_powers[] = {
	1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128
};

static inline int exact_seen(const struct exact *v, int n, struct exact e)
{
	for (int i = 0; i < n; i++)
		if (v[i].neg == e.neg && v[i].lo == e.lo)
			return 1;
	return 0;
}

/* Fills v with the values a type of range r tests; returns their count. */
static inline int value_set(struct exact *v, struct range r)
{
	int n = 0;

	if (r.bits == 8) {
		for (int i = r.is_signed ? -128 : 0; i < (r.is_signed ? 128 : 256); i++)
			v[n++] = EXACT(i);
		return n;
	}
	for (int i = 0; i < 4; i++)
		v[n++] = EXACT(i);
	for (size_t k = 0; k < sizeof value_powers / sizeof *value_powers; k++)
		for (int d = -2; d <= 1; d++)
			for (int neg = 0; neg <= 1; neg++) {
				u128 p = value_powers[k] == 128 ? 0 : (u128)1 << value_powers[k];
				struct exact e = exact_make(neg, 0, p + (u128)(s128)d);

				if (exact_fits(e, r) && !exact_seen(v, n, e))
					v[n++] = e;
			}
	return n;
}

/* The values as each type, in vals_T.v[0 .. vals_T.n - 1]. */
#define DECLARE_VALUES(T, ...) static struct { int n; T v[MAX_VALUES]; } vals_##T;
TYPES_A(DECLARE_VALUES, )

#define FILL_VALUES(T, ...) {						\
		struct exact e[MAX_VALUES];				\
		vals_##T.n = value_set(e, RANGE(T));			\
		for (int i = 0; i < vals_##T.n; i++)			\
			vals_##T.v[i] = (T)exact_wrap(e[i], RANGE(T));	\
	}

#define TYPE_NAME(T, ...) #T " "

static inline void fill_values(void)
{
	TYPES_A(FILL_VALUES, )
}

/* Returns 0 if the three spellings of the type list agree. */
static inline int check_type_lists(void)
{
	const char *a = TYPES_A(TYPE_NAME, ), *b = TYPES_B(TYPE_NAME, );
	const char *t = TYPES_T(TYPE_NAME, );
	int differ = 0;

	for (int i = 0; a[i] || b[i] || t[i]; i++)
		differ |= a[i] != b[i] || a[i] != t[i];
	if (differ)
		fprintf(stderr, "FAIL: the type lists in exact.h differ\n");
	return differ;
}

/* ---- Test drivers ------------------------------------------------------ */

/* Runs expr, which may goto L; jumped says whether it did.  expr must
 * have got's type: the assignment must not hide a wrong result type. */
#define TRY(got, expr, L) {						\
		__label__ L;						\
		_Static_assert(__builtin_types_compatible_p(		\
			__typeof__(expr), __typeof__(got)), "result type"); \
		jumped = 1;						\
		got = expr;						\
		jumped = 0;						\
	L:;								\
	}

static inline int run_start(void)
{
	if (check_type_lists())
		return 0;
	fill_values();
	return 1;
}

/*
 * A case ends with ROW_TESTS, having defined ROW(A, ...) as a function
 * row_A() that tests operands of type A; or with PAIR_TESTS, having
 * defined PAIR_BODY(A, B) as the test of a of type A and b of type B
 * (their exact values in ea and eb).  Either gives the functions for
 * every type and a main() that runs them all and prints the count.
 */
#define TEST_MAIN(calls)						\
	int main(void)							\
	{								\
		if (!run_start())					\
			return 1;					\
		calls							\
		return report();					\
	}

#define CALL_ROW_(A, ...) row_##A();
#define ROW_TESTS TYPES_A(ROW, ) TEST_MAIN(TYPES_A(CALL_ROW_, ))

#define PAIR_(B, A)							\
	static void pair_##A##_##B(void)				\
	{								\
		for (int i = 0; i < vals_##A.n; i++)			\
			for (int j = 0; j < vals_##B.n; j++) {		\
				A a = vals_##A.v[i];			\
				B b = vals_##B.v[j];			\
				struct exact ea = EXACT(a), eb = EXACT(b); \
				int jumped;				\
									\
				PAIR_BODY(A, B)				\
			}						\
	}
#define PAIR_ROW_(A, ...) TYPES_B(PAIR_, A)
#define CALL_PAIR_(B, A) pair_##A##_##B();
#define CALL_PAIR_ROW_(A, ...) TYPES_B(CALL_PAIR_, A)
#define PAIR_TESTS TYPES_A(PAIR_ROW_, ) TEST_MAIN(TYPES_A(CALL_PAIR_ROW_, ))

#endif /* TESTS_HEADER_EXACT_H */
