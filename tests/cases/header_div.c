// obt_div and obt_rem against the exact truncated quotient and remainder,
// for all 8/16/32/64/128-bit operand type pairs: the label is taken on
// division by zero, on MIN / -1, and when a negative operand makes the
// exact result miss an unsigned result type (-6 / 3u).
// stdout: ok 2544768 checks
#include "../header/exact.h"

/* Runs expr, which may goto over; sets jumped if it did. */
#define TRY(got, expr) {					\
		__label__ over;					\
		jumped = 1;					\
		got = expr;					\
		jumped = 0;					\
	over:;							\
	}

#define CHECK(name, op, exact_op, A, B) {					\
		__typeof__(a op b) got = 0;				\
		struct range r = RANGE(__typeof__(a op b));		\
		struct exact e;						\
									\
		TRY(got, name(a, b, over));				\
		if (!b) {						\
			check(#name "(" #A ", " #B ")", ea, eb, jumped, 1, 0, 0); \
		} else {						\
			e = exact_op(ea, eb);				\
			check(#name "(" #A ", " #B ")", ea, eb, jumped,	\
			      !exact_fits(e, r), BITS(got, __typeof__(a op b)), \
			      exact_wrap(e, r));			\
		}							\
	}

#define PAIR(B, A)							\
	static void pair_##A##_##B(void)				\
	{								\
		for (int i = 0; i < vals_##A.n; i++)			\
			for (int j = 0; j < vals_##B.n; j++) {		\
				A a = vals_##A.v[i];			\
				B b = vals_##B.v[j];			\
				struct exact ea = EXACT(a), eb = EXACT(b);	\
				int jumped;				\
									\
				CHECK(obt_div, /, exact_div, A, B)		\
				CHECK(obt_rem, %, exact_rem, A, B)		\
			}						\
	}
#define ROW(A, ...) TYPES_B(PAIR, A)
TYPES_A(ROW, )

#define CALL_PAIR(B, A) pair_##A##_##B();
#define CALL_ROW(A, ...) TYPES_B(CALL_PAIR, A)

int main(void)
{
	if (check_type_lists())
		return 1;
	fill_values();
	TYPES_A(CALL_ROW, )
	return report();
}
