// obt_cast, casto, saturating_cast, obt_neg and wrapping_neg against the
// exact value, for all 8/16/32/64/128-bit source and destination types.
// slow: yes (every operand and destination type: a long compile)
// stdout: ok 46248 checks
#include "../header/exact.h"

#define CELL(T, A) {							\
		T got = 0;						\
		struct range r = RANGE(T);				\
									\
		TRY(got, obt_cast(T, a, over), over);			\
		check("obt_cast(" #T ", " #A ")", ea, zero, jumped,	\
		      !exact_fits(ea, r), BITS(got, T), exact_wrap(ea, r)); \
		TRY(got, casto(T, a), overflow);			\
		check("casto(" #T ", " #A ")", ea, zero, jumped,	\
		      !exact_fits(ea, r), BITS(got, T), exact_wrap(ea, r)); \
		check("saturating_cast(" #T ", " #A ")", ea, zero, 0, 0, \
		      BITS(saturating_cast(T, a), T), exact_clamp(ea, r)); \
		check("wrapping_neg(" #T ", " #A ")", ea, zero, 0, 0,	\
		      BITS(wrapping_neg(T, a), T),			\
		      exact_wrap(exact_sub(zero, ea), r));		\
	}

/* obt_neg(a, L) has the type of -a. */
#define ROW(A, ...)							\
	static void row_##A(void)					\
	{								\
		struct exact zero = EXACT(0);				\
									\
		for (int i = 0; i < vals_##A.n; i++) {			\
			A a = vals_##A.v[i];				\
			struct exact ea = EXACT(a);			\
			struct range r = RANGE(__typeof__(-a));		\
			__typeof__(-a) neg = 0;				\
			int jumped;					\
									\
			TRY(neg, obt_neg(a, over), over);		\
			check("obt_neg(" #A ")", ea, zero, jumped,	\
			      !exact_fits(exact_sub(zero, ea), r),	\
			      BITS(neg, __typeof__(-a)),		\
			      exact_wrap(exact_sub(zero, ea), r));	\
			TYPES_T(CELL, A)				\
		}							\
	}
ROW_TESTS
