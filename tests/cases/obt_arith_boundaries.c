// Every check shape against an exact reference, at the boundaries of each
// type: + - * on int, long, long long and their unsigned twins, and
// conversions from each of them into every narrower or differently signed
// type. In warn mode a handler counts the events: an operation must report
// exactly when its exact result does not fit, with its two operands (an
// addition's left operand is rebuilt by the runtime from the wrapped sum),
// and must yield the wrapped value; the same operations behind a handler
// label must jump exactly then. The counts printed are computed by the
// reference, so a wrong check shows up as a mismatch line.
// compiler: obtcc
// modes: warn
// env: OBT_OPTIONS=report_once=0
// stdout: mismatches: 0
#include <limits.h>
#include <stdio.h>
#include <obt_runtime.h>

static int events;
static obt_bits last_lhs, last_rhs;

static void count_event(const struct obt_event *ev)
{
	events++;
	last_lhs = ev->lhs;
	last_rhs = ev->rhs;
}

static int mismatches;

static void expect(int ok, const char *what, const char *type, int i, int j)
{
	if (!ok && mismatches++ < 20)
		printf("mismatch: %s on %s, operands #%d #%d\n", what, type, i, j);
}

#define NVALS 13

/* The boundary values of T: its limits, their neighbours, and the middle. */
#define VALUES(T, MIN, MAX) {						\
	(T)(MIN), (T)((MIN) + 1), (T)((MIN) + 2), (T)((MAX) / 2),	\
	(T)((MAX) / 2 + 1), (T)((MAX) - 2), (T)((MAX) - 1), (T)(MAX),	\
	(T)0, (T)1, (T)2, (T)((MIN) < 0 ? -1 : 3), (T)((MIN) < 0 ? -2 : 4) }

typedef __int128 wide;

/* A function, so that a reference test that is always true for one pair
 * of types is not a -Wtype-limits warning. */
static int in_range(wide v, wide lo, wide hi)
{
	return v >= lo && v <= hi;
}

/* NAME PARAMS: *out = EXPR, computed from x, an XT whose checks jump to
 * a label, initialised with INIT; returns 1 if a check jumped. */
#define LABELLED(NAME, PARAMS, XT, INIT, EXPR)					\
static int NAME PARAMS								\
{										\
	XT __attribute__((overflow_behavior(trap, bad))) x = INIT;		\
	*out = EXPR;								\
	return 0;								\
bad:										\
	return 1;								\
}

/* One binary operator on T: unlabelled (warn reports, wrapped result) and
 * labelled (jumps). EXACT computes the reference in wide; for * the
 * builtin on wide operands is the reference. */
#define ARITH(NAME, T, U, MIN, MAX, OP, UOP)					\
LABELLED(NAME##_labelled, (T a, T b, T *out), T, a, x OP b)			\
static void NAME(void)								\
{										\
	static const T v[NVALS] = VALUES(T, MIN, MAX);				\
	for (int i = 0; i < NVALS; i++)						\
		for (int j = 0; j < NVALS; j++) {				\
			T a = v[i], b = v[j], r, lr = 0;				\
			wide e;							\
			int fits = !__builtin_##UOP##_overflow((wide)a, (wide)b, &e) && \
				   in_range(e, MIN, MAX);			\
			T wrapped = (T)((U)a OP (U)b);				\
			T __ob_trap x = a;					\
			events = 0;						\
			r = x OP b;						\
			expect(events == !fits, "report", #NAME, i, j);		\
			expect(r == wrapped, "wrapped value", #NAME, i, j);	\
			if (!fits)						\
				expect((T)last_lhs == a && (T)last_rhs == b,	\
				       "reported operands", #NAME, i, j);	\
			x = a;							\
			events = 0;						\
			x OP##= b;						\
			expect(events == !fits && x == wrapped, "compound", #NAME, i, j); \
			events = 0;						\
			expect(NAME##_labelled(a, b, &lr) == !fits,		\
			       "label", #NAME, i, j);				\
			expect(events == !fits, "label report", #NAME, i, j);	\
			if (fits)						\
				expect(lr == wrapped, "label value", #NAME, i, j); \
		}								\
}

#define TYPE_OPS(N, T, U, MIN, MAX)				\
	ARITH(add_##N, T, U, MIN, MAX, +, add)			\
	ARITH(sub_##N, T, U, MIN, MAX, -, sub)			\
	ARITH(mul_##N, T, U, MIN, MAX, *, mul)

TYPE_OPS(i, int, unsigned int, INT_MIN, INT_MAX)
TYPE_OPS(l, long, unsigned long, LONG_MIN, LONG_MAX)
TYPE_OPS(ll, long long, unsigned long long, LLONG_MIN, LLONG_MAX)
TYPE_OPS(u, unsigned int, unsigned int, 0, UINT_MAX)
TYPE_OPS(ul, unsigned long, unsigned long, 0, ULONG_MAX)
TYPE_OPS(ull, unsigned long long, unsigned long long, 0, ULLONG_MAX)

/* Conversion of F's boundary values into trap type G, as an initializer
 * (unlabelled) and behind a label. */
#define CONV(NAME, F, FMIN, FMAX, G, GMIN, GMAX)				\
LABELLED(NAME##_labelled, (F v, G *out), G, v, x)				\
static void NAME(void)								\
{										\
	static const F v[NVALS] = VALUES(F, FMIN, FMAX);			\
	for (int i = 0; i < NVALS; i++) {					\
		int fits = in_range(v[i], GMIN, GMAX);				\
		G lr = 0;							\
		events = 0;							\
		G __ob_trap y = v[i];						\
		expect(events == !fits, "conversion report", #NAME, i, 0);	\
		expect(y == (G)v[i], "converted value", #NAME, i, 0);		\
		if (!fits)							\
			expect((F)last_lhs == v[i], "reported value", #NAME, i, 0); \
		events = 0;							\
		expect(NAME##_labelled(v[i], &lr) == !fits, "conversion label", #NAME, i, 0); \
	}									\
}

#define FROM(N, F, FMIN, FMAX)							\
	CONV(N##_to_sc, F, FMIN, FMAX, signed char, SCHAR_MIN, SCHAR_MAX)	\
	CONV(N##_to_uc, F, FMIN, FMAX, unsigned char, 0, UCHAR_MAX)		\
	CONV(N##_to_s, F, FMIN, FMAX, short, SHRT_MIN, SHRT_MAX)		\
	CONV(N##_to_us, F, FMIN, FMAX, unsigned short, 0, USHRT_MAX)		\
	CONV(N##_to_i, F, FMIN, FMAX, int, INT_MIN, INT_MAX)			\
	CONV(N##_to_u, F, FMIN, FMAX, unsigned int, 0, UINT_MAX)		\
	CONV(N##_to_l, F, FMIN, FMAX, long, LONG_MIN, LONG_MAX)			\
	CONV(N##_to_ul, F, FMIN, FMAX, unsigned long, 0, ULONG_MAX)

FROM(i, int, INT_MIN, INT_MAX)
FROM(u, unsigned int, 0, UINT_MAX)
FROM(l, long, LONG_MIN, LONG_MAX)
FROM(ul, unsigned long, 0, ULONG_MAX)

#define RUN_FROM(N) N##_to_sc(); N##_to_uc(); N##_to_s(); N##_to_us(); \
	N##_to_i(); N##_to_u(); N##_to_l(); N##_to_ul();

int main(void)
{
	obt_set_handler(count_event);
	add_i(); sub_i(); mul_i();
	add_l(); sub_l(); mul_l();
	add_ll(); sub_ll(); mul_ll();
	add_u(); sub_u(); mul_u();
	add_ul(); sub_ul(); mul_ul();
	add_ull(); sub_ull(); mul_ull();
	RUN_FROM(i) RUN_FROM(u) RUN_FROM(l) RUN_FROM(ul)
	printf("mismatches: %d\n", mismatches);
	return 0;
}
