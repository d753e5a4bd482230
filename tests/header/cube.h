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

/* Runs expr, which may goto over; sets jumped if it did. */
#define TRY(got, expr) {					\
		__label__ over;					\
		jumped = 1;					\
		got = expr;					\
		jumped = 0;					\
	over:;							\
	}

#define CELL(T, A, B) {							\
		T got = 0;						\
		TRY(got, OBT_AS(T, a, b, over));			\
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
#define PAIR(B, A)							\
	static void pair_##A##_##B(void)				\
	{								\
		for (int i = 0; i < vals_##A.n; i++)			\
			for (int j = 0; j < vals_##B.n; j++) {		\
				A a = vals_##A.v[i];			\
				B b = vals_##B.v[j];			\
				struct exact ea = EXACT(a), eb = EXACT(b);	\
				struct exact e = EXACT_OP(ea, eb);	\
				__typeof__(a + b) got = 0;		\
				int jumped;				\
									\
				TRY(got, OBT_OP(a, b, over));		\
				check(STR(OBT_OP) "(" #A ", " #B ")", ea, eb, \
				      jumped,				\
				      !exact_fits(e, RANGE(__typeof__(a + b))), \
				      BITS(got, __typeof__(a + b)),	\
				      exact_wrap(e, RANGE(__typeof__(a + b)))); \
				TYPES_T(CELL, A, B)			\
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
