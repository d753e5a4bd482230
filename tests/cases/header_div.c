// obt_div and obt_rem against the exact truncated quotient and remainder,
// for all 8/16/32/64/128-bit operand type pairs: the label is taken on
// division by zero, on MIN / -1, and when a negative operand makes the
// exact result miss an unsigned result type (-6 / 3u).
// slow: yes (every operand and destination type: a long compile)
// stdout: ok 2544768 checks
#include "../header/exact.h"

#define CHECK(name, op, exact_op, A, B) {					\
		__typeof__(a op b) got = 0;				\
		struct range r = RANGE(__typeof__(a op b));		\
		struct exact e;						\
									\
		TRY(got, name(a, b, over), over);				\
		if (!b) {						\
			check(#name "(" #A ", " #B ")", ea, eb, jumped, 1, 0, 0); \
		} else {						\
			e = exact_op(ea, eb);				\
			check(#name "(" #A ", " #B ")", ea, eb, jumped,	\
			      !exact_fits(e, r), BITS(got, __typeof__(a op b)), \
			      exact_wrap(e, r));			\
		}							\
	}

#define PAIR_BODY(A, B)						\
	CHECK(obt_div, /, exact_div, A, B)				\
	CHECK(obt_rem, %, exact_rem, A, B)
PAIR_TESTS
