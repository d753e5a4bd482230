/*
 * cube.h - checks one operation OP (add, sub or mul) of obt.h for every
 * operand type pair and every destination type T:
 *
 *	obt_OP_as(T, a, b, L)	jumps exactly when the exact result misses T,
 *				else gives it
 *	saturating_OP(T, a, b)	gives the exact result clamped to T
 *	wrapping_OP(T, a, b)	gives the exact result modulo 2^bits(T)
 *
 * and obt_OP(a, b, L), whose destination is the C type of a op b.
 *
 * A case defines OP and includes this file; it prints "ok N checks".
 */
#include "exact.h"

#define OBT_AS CAT(CAT(obt_, OP), _as)
#define OBT_OP CAT(obt_, OP)
#define SATURATING CAT(saturating_, OP)
#define WRAPPING CAT(wrapping_, OP)
#define EXACT_OP CAT(exact_, OP)
#define STR_(x) #x
#define STR(x) STR_(x)

#define CELL(T, A, B) {							\
		T got = 0;						\
		TRY(got, OBT_AS(T, a, b, over), over);			\
		check(STR(OBT_AS) "(" #T ", " #A ", " #B ")", ea, eb,	\
		      jumped, !exact_fits(e, RANGE(T)), BITS(got, T),	\
		      exact_wrap(e, RANGE(T)));				\
		check(STR(SATURATING) "(" #T ", " #A ", " #B ")", ea, eb, \
		      0, 0, BITS(SATURATING(T, a, b), T),		\
		      exact_clamp(e, RANGE(T)));				\
		check(STR(WRAPPING) "(" #T ", " #A ", " #B ")", ea, eb,	\
		      0, 0, BITS(WRAPPING(T, a, b), T),			\
		      exact_wrap(e, RANGE(T)));				\
	}

/* obt_OP(a, b, L) must have the type of a op b. */
#define PAIR_BODY(A, B) {						\
		struct exact e = EXACT_OP(ea, eb);			\
		__typeof__(a + b) got = 0;				\
									\
		TRY(got, OBT_OP(a, b, over), over);			\
		check(STR(OBT_OP) "(" #A ", " #B ")", ea, eb, jumped,	\
		      !exact_fits(e, RANGE(__typeof__(a + b))),		\
		      BITS(got, __typeof__(a + b)),			\
		      exact_wrap(e, RANGE(__typeof__(a + b))));		\
		TYPES_T(CELL, A, B)					\
	}
PAIR_TESTS
