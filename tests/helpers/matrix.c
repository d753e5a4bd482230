/*
 * tests/helpers/matrix.c - the kernel's helpers (kernel.h) on every OBT
 * typedef of obt.h, u8t ... slongt and u8w ... slongw.
 *
 *   matrix          every helper on every type with values in range, and
 *                   on the wrap types with values out of range: each
 *                   (helper, type) pair prints "pass" or "FAIL"; nothing
 *                   may be reported
 *   matrix list     the out-of-range cases of the trap types, one a line:
 *                   "N HELPER TYPE KIND"
 *   matrix case N   runs case N: it must fail at its operation with a
 *                   report of KIND (then trap, or go on in warn mode)
 *
 * In range the result must be the plain type's: every helper is also run
 * on the plain type behind the typedef, which is the oracle. A wrap type
 * out of range must give the plain type's wrapped result (the matrix is
 * built with -fno-strict-overflow, as the kernel is). tests/helpers/run
 * builds it with obtcc in trap and warn mode and counts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel.h"

#define HELPERS(X)								\
	X(is_signed_type) X(type_max) X(type_min) X(min) X(max) X(min_t)	\
	X(max_t) X(umin) X(umax) X(clamp) X(clamp_t) X(clamp_val) X(swap)	\
	X(abs) X(check_add_overflow) X(check_sub_overflow)			\
	X(check_mul_overflow) X(size_add) X(size_mul) X(array_size)		\
	X(struct_size) X(BIT) X(GENMASK) X(FIELD_PREP) X(FIELD_GET) X(ALIGN)	\
	X(round_up) X(round_down) X(DIV_ROUND_UP) X(READ_ONCE) X(WRITE_ONCE)	\
	X(cmpxchg) X(cmpxchg_add) X(atomic_add) X(bitops) X(printk_format)

enum {
#define X(h) H_##h,
	HELPERS(X)
#undef X
	N_HELPERS
};
static const char *const helper_names[] = {
#define X(h) #h,
	HELPERS(X)
#undef X
};

/* Each type: its name, the plain type behind it, signed or not, its
 * extremes, the printf format of its values and how wide it is; b is t
 * (trap) or w (wrap). */
#define WIDTHS(X, b)								\
	X(u8##b, unsigned char, 0, 0, UCHAR_MAX, "%u", 8)			\
	X(u16##b, unsigned short, 0, 0, USHRT_MAX, "%u", 16)			\
	X(u32##b, unsigned int, 0, 0, UINT_MAX, "%u", 32)			\
	X(u64##b, unsigned long long, 0, 0, ULLONG_MAX, "%llu", 64)		\
	X(ulong##b, unsigned long, 0, 0, ULONG_MAX, "%lu", 64)			\
	X(s8##b, signed char, 1, SCHAR_MIN, SCHAR_MAX, "%d", 8)			\
	X(s16##b, short, 1, SHRT_MIN, SHRT_MAX, "%d", 16)			\
	X(s32##b, int, 1, INT_MIN, INT_MAX, "%d", 32)				\
	X(s64##b, long long, 1, LLONG_MIN, LLONG_MAX, "%lld", 64)		\
	X(slong##b, long, 1, LONG_MIN, LONG_MAX, "%ld", 64)
#define TYPES(X) WIDTHS(X, t) WIDTHS(X, w)

/* Values come from volatile objects: a constant out of range would be a
 * compile-time diagnostic, not a test of run time. */
static volatile unsigned long long v_zero, v_three = 3, v_five = 5, v_eight = 8;
static volatile unsigned long long v_ten = 10, v_sixty_four = 64, v_ullmax = ULLONG_MAX;
static volatile long long v_minus1 = -1, v_minus3 = -3;

static bool failed[N_HELPERS];

static void check(int helper, bool ok, int line)
{
	if (!ok && !failed[helper])
		fprintf(stdout, "  %s: wrong result, matrix.c:%d\n", helper_names[helper], line);
	failed[helper] |= !ok;
}
#define CHECK(h, cond) check(H_##h, (cond), __LINE__)

static void report_type(const char *type, bool *applies)
{
	for (int h = 0; h < N_HELPERS; h++) {
		if (applies[h])
			printf("%s %s %s\n", failed[h] ? "FAIL" : "pass", helper_names[h], type);
		failed[h] = false;
	}
}

/* The bits of a value, as a plain unsigned long long: through a wrap type
 * no conversion is checked. */
#define BITS(v) ((unsigned long long)(unsigned long long __ob_wrap)(v))

struct packet {
	int head;
	short items[];
};

/* ---- values in range: every helper on T and on its plain type P --------- */

#define IN_RANGE(T, P, S, LO, HI, FMT, W)					\
static void in_range_##T(void)							\
{										\
	bool applies[N_HELPERS];						\
	memset(applies, 1, sizeof applies);					\
	T zero = (T)v_zero, three = (T)v_three, five = (T)v_five, mx = (T)HI;	\
	T mn = (T)LO, neg = S ? (T)(P)v_minus3 : five;				\
	P pfive = (P)v_five, pmx = (P)HI;					\
	/* types, also where C wants a constant */				\
	enum { SIGNED = is_signed_type(T) };					\
	static const T max_##T = type_max(T), min_##T = type_min(T);		\
	CHECK(is_signed_type, SIGNED == S);					\
	CHECK(type_max, max_##T == mx);						\
	CHECK(type_min, min_##T == mn);						\
	/* min, max, clamp and their forms */					\
	CHECK(min, min(neg, mx) == neg);					\
	CHECK(max, max(mx, 10) == mx);						\
	CHECK(min_t, min_t(T, (long long)v_five, three) == 3);			\
	CHECK(max_t, max_t(T, pmx, five) == mx);				\
	CHECK(umin, umin(five, mx) == 5);					\
	CHECK(umax, umax(mx, zero) == BITS(mx));				\
	CHECK(clamp, clamp(mx, three, five) == 5);				\
	CHECK(clamp_t, clamp_t(T, v_ten, zero, mx) == 10);			\
	CHECK(clamp_val, clamp_val(neg, 0, 4) == (S ? 0 : 4));			\
	{									\
		T a = five, b = mx;						\
		swap(a, b);							\
		CHECK(swap, a == mx && b == 5);					\
	}									\
	/* the minimum of a narrow type has an absolute value in int */	\
	CHECK(abs, abs(W < 32 || !S ? (S ? mn : five) : neg) ==			\
		   (W < 32 && S ? -(long long)LO : S ? 3 : 5));			\
	{									\
		T d, pd;							\
		P p;								\
		CHECK(check_add_overflow, !check_add_overflow((T)(mx - 5), five, &d) &&	\
		      d == mx && check_add_overflow(mx, five, &pd) &&		\
		      check_add_overflow(pmx, pfive, &p) && pd == p);		\
		CHECK(check_sub_overflow, !check_sub_overflow(five, three, &d) && d == 2 &&	\
		      check_sub_overflow(mn, five, &pd) &&			\
		      check_sub_overflow((P)LO, pfive, &p) && pd == p);		\
		CHECK(check_mul_overflow, !check_mul_overflow(five, three, &d) && d == 15 &&	\
		      check_mul_overflow(mx, five, &pd) &&			\
		      check_mul_overflow(pmx, pfive, &p) && pd == p);		\
	}									\
	CHECK(size_add, size_add(mx, mx) == size_add(pmx, pmx));		\
	CHECK(size_mul, size_mul(mx, mx) == size_mul(pmx, pmx));		\
	CHECK(array_size, array_size(five, mx) == array_size(pfive, pmx));	\
	{									\
		struct packet *p = NULL;					\
		size_t constant = struct_size(p, items, (T)4);			\
		CHECK(struct_size, struct_size(p, items, five) == sizeof(*p) + 10 &&	\
		      constant == sizeof(*p) + 8);				\
	}									\
	CHECK(BIT, BIT(five) == 32UL && BIT((T)(W - 1 + v_zero)) == 1UL << (W - 1));	\
	CHECK(GENMASK, GENMASK((T)(W - 1), (T)v_three) == (~0UL >> (64 - W) & ~7UL));	\
	CHECK(FIELD_PREP, FIELD_PREP(0xF0UL, five) == 0x50);			\
	CHECK(FIELD_GET, FIELD_GET(0x70U, (T)0x5A) == 5);			\
	{									\
		T top = (T)(mx & ~(T)7);					\
		CHECK(ALIGN, ALIGN(top, 8) == top && ALIGN(five, 8) == 8);	\
		/* 0 and the minimum: the two 6.12's round_up stepped out of */	\
		CHECK(round_up, round_up(zero, 8) == 0 && round_up(mn, 8) == mn &&	\
		      round_up(five, 8) == 8 && round_up(top, 8) == top);	\
		CHECK(round_down, round_down(mx, 8) == top &&			\
		      round_down(neg, 4) == (S ? -4 : 4));			\
	}									\
	CHECK(DIV_ROUND_UP, DIV_ROUND_UP((T)(mx - 8), 8) == DIV_ROUND_UP((P)(pmx - 8), 8));	\
	{									\
		T x = five;							\
		CHECK(READ_ONCE, READ_ONCE(x) == 5);				\
		WRITE_ONCE(x, mx);						\
		CHECK(WRITE_ONCE, x == mx);					\
		T old = cmpxchg(&x, mx, three), seen = cmpxchg(&x, five, zero);	\
		CHECK(cmpxchg, old == mx && seen == 3 && x == 3);		\
		cmpxchg_add(&x, 2);						\
		CHECK(cmpxchg_add, x == 5);					\
		atomic_t counter = { 1 };					\
		atomic_add(neg, &counter);					\
		CHECK(atomic_add, counter.counter == 1 + (S ? -3 : 5));		\
	}									\
	{									\
		unsigned long words[2] = { 0, 0 };				\
		set_bit(five, words);						\
		set_bit((T)(W - 1), words);					\
		bool set = test_bit(five, words) && test_bit((T)(W - 1), words);	\
		clear_bit(five, words);						\
		CHECK(bitops, set && !test_bit(five, words) && words[0] == BIT(W - 1));	\
	}									\
	{									\
		char got[64], want[64];						\
		snprintf(got, sizeof got, FMT " " FMT, mx, five);		\
		snprintf(want, sizeof want, FMT " " FMT, pmx, pfive);		\
		char zu[32];							\
		snprintf(zu, sizeof zu, "%zu", size_add(five, zero));		\
		CHECK(printk_format, strcmp(got, want) == 0 && strcmp(zu, "5") == 0);	\
	}									\
	report_type(#T, applies);						\
}
TYPES(IN_RANGE)

/* ---- values out of range -------------------------------------------------- */

/* A value no type T can hold: the long long -1 for an unsigned T, the
 * unsigned long long ULLONG_MAX for a signed one. */
#define OUTSIDE __builtin_choose_expr(S, v_ullmax, v_minus1)

/* Each case: the helper, whether it applies to a type (S signed, W bits),
 * the report it must give (conv: a truncation or sign change), and the
 * operation, on a type T whose largest value is mx, smallest mn, and
 * whose negative sample (or five, if unsigned) is neg. */
#define CASES(X)								\
	X(min_t, 1, "conv", min_t(T, OUTSIDE, zero))				\
	X(max_t, 1, "conv", max_t(T, OUTSIDE, zero))				\
	X(clamp_t, 1, "conv", clamp_t(T, OUTSIDE, zero, five))		\
	X(clamp_val, 1, "conv", clamp_val(five, OUTSIDE, mx))			\
	X(umin, S, "conv", umin(neg, five))					\
	X(umax, S, "conv", umax(neg, five))					\
	X(abs, !S || W >= 32, S ? "neg" : "conv", abs(__builtin_choose_expr(S, mn, mx)))	\
	X(size_add, S, "conv", size_add(neg, five))				\
	X(size_mul, S, "conv", size_mul(neg, five))				\
	X(array_size, S, "conv", array_size(five, neg))				\
	X(struct_size, S, "conv", struct_size((struct packet *)NULL, items, neg))	\
	X(GENMASK, !S && W >= 32, "sub", GENMASK((T)v_sixty_four, zero))	\
	X(FIELD_PREP, S, "conv", FIELD_PREP(0xF0UL, neg))			\
	X(ALIGN, 1, W >= 32 ? "add" : "conv", (T)ALIGN(mx, 8))			\
	X(round_up, 1, W >= 32 ? "add" : "conv", (T)round_up(mx, 8))		\
	X(DIV_ROUND_UP, W >= 32, "add", DIV_ROUND_UP(mx, (T)v_eight))		\
	X(WRITE_ONCE, 1, "conv", ({ T x = five; WRITE_ONCE(x, OUTSIDE); x; }))	\
	X(cmpxchg, 1, "conv", ({ T x = five; (void)cmpxchg(&x, five, OUTSIDE); x; }))	\
	X(cmpxchg_add, 1, W >= 32 ? "add" : "conv",				\
	  ({ T x = mx; cmpxchg_add(&x, 1); x; }))				\
	X(atomic_add, W > 32 || (W == 32 && !S), "conv",			\
	  ({ atomic_t c = { 0 }; atomic_add(mx, &c); c.counter; }))		\
	X(bitops, S, "conv", ({ unsigned long w[1] = { 0 }; set_bit(neg, w); w[0]; }))
/* (warn mode goes on with the converted bit number, a wild pointer then,
 * as in plain C: tests/helpers/run lets that case die after its report) */

enum {
#define X(h, applies, kind, op) C_##h,
	CASES(X)
#undef X
	N_CASES
};

typedef struct {
	const char *helper, *kind;
	bool applies;
} CaseInfo;

/* Case k on the type the function was made for, T (behind it P): its
 * facts, and with run set its result's bits. The names T, P, S and W are
 * the function's own, for the cases to use. */
#define ONE_CASE(h, applies_, kind_, op)					\
	if (k == C_##h) {							\
		*info = (CaseInfo){ #h, kind_, applies_ };			\
		return run && (applies_) ? BITS(op) : 0;			\
	}
#define CASE_FN(name, TYPE, PLAIN, S_, LO, HI, W_)				\
static unsigned long long name(int k, bool run, CaseInfo *info)		\
{										\
	typedef TYPE T;								\
	typedef PLAIN P;							\
	enum { S = S_, W = W_ };						\
	T zero = (T)v_zero, five = (T)v_five, mx = (T)HI, mn = (T)LO;		\
	T neg = S ? (T)(P)v_minus3 : five;					\
	(void)mn;								\
	CASES(ONE_CASE)								\
	return 0;								\
}
#define CASE_FNS(T, P, S, LO, HI, FMT, W) CASE_FN(case_##T, T, P, S, LO, HI, W)
TYPES(CASE_FNS)
/* The oracle of the wrap types: the same cases on the plain types. */
#define PLAIN_TYPES(X)								\
	X(uchar, unsigned char, 0, 0, UCHAR_MAX, 8)				\
	X(ushort, unsigned short, 0, 0, USHRT_MAX, 16)				\
	X(uint, unsigned int, 0, 0, UINT_MAX, 32)				\
	X(ullong, unsigned long long, 0, 0, ULLONG_MAX, 64)			\
	X(ulong, unsigned long, 0, 0, ULONG_MAX, 64)				\
	X(schar, signed char, 1, SCHAR_MIN, SCHAR_MAX, 8)			\
	X(short, short, 1, SHRT_MIN, SHRT_MAX, 16)				\
	X(int, int, 1, INT_MIN, INT_MAX, 32)					\
	X(llong, long long, 1, LLONG_MIN, LLONG_MAX, 64)			\
	X(long, long, 1, LONG_MIN, LONG_MAX, 64)
#define PLAIN_FN(name, P, S, LO, HI, W) CASE_FN(plain_##name, P, P, S, LO, HI, W)
PLAIN_TYPES(PLAIN_FN)

typedef struct {
	const char *name;
	bool is_wrap;
	unsigned long long (*run)(int k, bool run, CaseInfo *info);
	unsigned long long (*plain)(int k, bool run, CaseInfo *info);
} TypeCases;

/* In the order of TYPES: the trap types, then the wrap types, whose
 * oracle is the plain type of the same place. */
static unsigned long long (*const plain_cases[])(int, bool, CaseInfo *) = {
#define X(name, P, S, LO, HI, W) plain_##name,
	PLAIN_TYPES(X)
#undef X
};
static const TypeCases types[] = {
#define X(T, P, S, LO, HI, FMT, W) { #T, #T[sizeof #T - 2] == 'w', case_##T, NULL },
	TYPES(X)
#undef X
};
#define N_TYPES (int)(sizeof types / sizeof types[0])

/* A wrap type out of range: the plain type's wrapped result, no report. */
static void wrap_out_of_range(const TypeCases *t)
{
	for (int k = 0; k < N_CASES; k++) {
		CaseInfo info;
		t->run(k, false, &info);
		/* a wild bit number is a wild pointer, whatever the type */
		if (!info.applies || k == C_bitops)
			continue;
		unsigned long long got = t->run(k, true, &info), want = t->plain(k, true, &info);
		printf("%s %s %s (out of range)\n", got == want ? "pass" : "FAIL", info.helper, t->name);
	}
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc == 1) {
#define X(T, P, S, LO, HI, FMT, W) in_range_##T();
		TYPES(X)
#undef X
		for (int i = 0; i < N_TYPES; i++)
			if (types[i].is_wrap) {
				TypeCases t = types[i];
				t.plain = plain_cases[i - N_TYPES / 2];
				wrap_out_of_range(&t);
			}
		return 0;
	}
	/* the trap types' cases, numbered across types */
	int n = 0, want = argc > 2 ? atoi(argv[2]) : -1;
	bool list = strcmp(argv[1], "list") == 0;
	for (int i = 0; i < N_TYPES; i++) {
		if (types[i].is_wrap)
			continue;
		for (int k = 0; k < N_CASES; k++) {
			CaseInfo info;
			types[i].run(k, false, &info);
			if (!info.applies)
				continue;
			if (list)
				printf("%d %s %s %s\n", n, info.helper, types[i].name, info.kind);
			else if (n == want)
				printf("%llx\n", types[i].run(k, true, &info));
			n++;
		}
	}
	return 0;
}
