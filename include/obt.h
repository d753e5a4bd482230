/*
 * obt.h - overflow behavior types for every GNU C compiler, and explicit
 * overflow-checked operations that need no translator.
 *
 * One header, C11 with GNU extensions, gcc >= 10 or clang >= 14, and
 * C++11 with the same extensions (g++, clang++).  It gives
 *
 *   - the keywords __ob_trap, __ob_wrap and __ob_sat: native under obtcc
 *     (and, for the first two, under Clang with overflow behavior types
 *     enabled); elsewhere __ob_trap and __ob_wrap expand to nothing, so the
 *     types degrade to plain integers, while __ob_sat is a compile error,
 *     because a saturating type that silently wraps would be a lie;
 *   - OBT_SUPPORTED, 1 when __ob_trap and __ob_wrap really act, else 0;
 *   - typedefs: u8t ... slongt (trap), u8w ... slongw (wrap), u8s ... slongs
 *     (saturate, obtcc only), and trapping_u32, wrapping_u32,
 *     saturating_u32 and so on for every width;
 *   - obt_plain_typeof(x): x's type without its overflow behaviour;
 *   - explicit operations, which work the same with or without obtcc:
 *
 *	obt_add(a, b, L) obt_sub obt_mul obt_div obt_rem, obt_neg(a, L)
 *		the exact result of a op b in the C type of a op b, or goto L
 *	obt_add_as(T, a, b, L) obt_sub_as obt_mul_as
 *		the exact result, which must fit T, or goto L
 *	obt_cast(T, v, L)	v as a T if its value survives, or goto L
 *	addo(a, b) subo mulo casto(T, v)
 *		the same with the label "overflow"
 *	wrapping_add(T, a, b) wrapping_sub wrapping_mul wrapping_neg(T, a)
 *		the exact result wrapped into T (two's complement)
 *	saturating_add(T, a, b) saturating_sub saturating_mul
 *	saturating_cast(T, v)
 *		the exact result clamped to T's range
 *	check_add_overflow(a, b, d) check_sub_... check_mul_...  (Linux)
 *	ckd_add(r, a, b) ckd_sub ckd_mul  (C23 <stdckdint.h>)
 *		store the wrapped result, return true on overflow
 *
 * "Exact" means what __builtin_add_overflow means: the operands are taken
 * as mathematical integers whatever their types, so a negative int plus a
 * large unsigned long is computed as such and only then checked against
 * the result type.  Every macro is an expression, nests freely and
 * evaluates each argument exactly once.  obt_div and obt_rem jump to L on
 * division by zero too, since there is no exact result to give.
 *
 * Example: the size of a header plus n records, or -1 if it does not fit.
 *
 *	#include <obt.h>
 *
 *	long long table_bytes(size_t n, size_t each, size_t head)
 *	{
 *		return obt_add_as(long long, obt_mul(n, each, overflow),
 *				  head, overflow);
 *	overflow:
 *		return -1;
 *	}
 *
 * In C++ the keywords degrade as they do without obtcc (obtcc translates
 * C only), the typedefs are the plain types, and the explicit operations
 * work the same, with one rule of C++ on top: a jump to L must not skip
 * the initialisation of a variable that is still in scope at L.
 *
 * Names: the public ones start with obt_ (plus the Linux and C23 spellings
 * above); everything starting with __obt_ is internal.  docs/header.md is
 * the user guide.
 */
#ifndef OBT_H
#define OBT_H

#ifdef __has_extension
#define __obt_has_extension(x) __has_extension(x)
#else
#define __obt_has_extension(x) 0
#endif

#ifdef __has_attribute
#define __obt_has_attribute(x) __has_attribute(x)
#else
#define __obt_has_attribute(x) 0
#endif

/*
 * C++ has the GNU statement expressions, __typeof__ and the overflow
 * builtins, but not _Bool or __auto_type: these are their spellings in
 * either language.  A conversion is a static_cast in C++, which
 * -Wold-style-cast accepts in the user's code, where the macros expand;
 * v is a primary expression or a literal.
 */
#ifdef __cplusplus
#define __obt_bool bool
#define __obt_auto auto
#define __obt_conv(T, v) static_cast<T>(v)
#else
#define __obt_bool _Bool
#define __obt_auto __auto_type
#define __obt_conv(T, v) (T)v
#endif

/* ---- Keywords ---------------------------------------------------------- */

/*
 * obtcc translates C only: in C++ its macros (there for obtcc -E, say)
 * must not make the keywords look native.  The tests name the macros
 * themselves, for obtcc's first look at a unit's headers reads them
 * (src/conditions.c) and expands no macro of a header.
 */
#if (defined(__OBTCC__) && !defined(__cplusplus)) || __obt_has_extension(overflow_behavior_types)
#define OBT_SUPPORTED 1
#else
#define OBT_SUPPORTED 0
/* The kernel's choice: without OBT support the annotations vanish. */
#ifndef __ob_trap
#define __ob_trap
#endif
#ifndef __ob_wrap
#define __ob_wrap
#endif
#endif

#if (!defined(__OBT_SATURATE__) || defined(__cplusplus)) && !defined(__ob_sat)
#define __ob_sat _Pragma("GCC error \"__ob_sat: saturation needs obtcc (or use saturating_add() and friends from obt.h)\"")
#endif

/*
 * Handler labels are obt's own: only obtcc honours them.  Elsewhere a
 * labelled type degrades the way __ob_trap does; the label is then never
 * jumped to, so mark it __attribute__((unused)) if -Wunused-label matters.
 */
#if defined(__OBTCC__) && !defined(__cplusplus)
#define obt_trap_label(L) __attribute__((overflow_behavior(trap, L)))
#ifndef __overflow_label
#define __overflow_label(L) __attribute__((overflow_label(L)))
#endif
#else
#define obt_trap_label(L) __ob_trap
#ifndef __overflow_label
#define __overflow_label(L)
#endif
#endif

/* ---- Typedefs ---------------------------------------------------------- */

/* The kernel's widths, spelled with standard types so that obt.h does not
 * need (nor define) u8 and friends. */
#define __obt_int_types(X)				\
	X(u8, unsigned char)				\
	X(u16, unsigned short)				\
	X(u32, unsigned int)				\
	X(u64, unsigned long long)			\
	X(ulong, unsigned long)				\
	X(s8, signed char)				\
	X(s16, short)					\
	X(s32, int)					\
	X(s64, long long)				\
	X(slong, long)

#define __obt_typedef_trap_wrap(name, type)		\
	typedef type __ob_trap name##t;			\
	typedef type __ob_wrap name##w;			\
	typedef type __ob_trap trapping_##name;		\
	typedef type __ob_wrap wrapping_##name;

__obt_int_types(__obt_typedef_trap_wrap)

/*
 * Without obtcc a saturating typedef must not become a plain integer
 * either: it exists, so the header compiles, but any use is an error that
 * says why.  Compilers without the unavailable attribute (gcc < 12) get an
 * incomplete type, whose deprecation warning carries the message.
 */
#define __obt_sat_message "saturation needs obtcc (or use saturating_add() and friends from obt.h)"
#if defined(__OBT_SATURATE__) && !defined(__cplusplus)
#define __obt_sat_type(type, name) typedef type __ob_sat name;
#elif __obt_has_attribute(unavailable)
#define __obt_sat_type(type, name) \
	typedef type name __attribute__((unavailable(__obt_sat_message)));
#else
#define __obt_sat_type(type, name) \
	typedef struct __obt_saturation_needs_obtcc name \
		__attribute__((deprecated(__obt_sat_message)));
#endif

#define __obt_typedef_sat(name, type)			\
	__obt_sat_type(type, name##s)			\
	__obt_sat_type(type, saturating_##name)

__obt_int_types(__obt_typedef_sat)

/* ---- The plain type ---------------------------------------------------- */

/*
 * obt_plain_typeof(x): the type of x without its overflow behaviour, for
 * the standard integer types (u32t gives unsigned int, qualifiers gone);
 * any other type, plain ones included, is __typeof__(x).  Neither typeof nor typeof_unqual drops
 * a behaviour, and a macro that probes a type with a value the type cannot
 * hold -- (T)-1 < (T)1 for its signedness, -(T)MAX for its minimum --
 * fails on a trap type every time it runs; it probes the plain type
 * instead (docs/header.md, docs/kernel.md).  A _Generic names the plain
 * type, so Clang 23 reads it as obtcc does, and (obt_plain_typeof(x))-1 is
 * an integer constant expression.  In C++, and where the keywords are
 * empty, it is __typeof__(x).
 */
#if !OBT_SUPPORTED || defined(__cplusplus)
#define obt_plain_typeof(x) __typeof__(x)
#else
#ifdef __OBT_SATURATE__
#define __obt_plain(T) T __ob_trap: (T)0, T __ob_wrap: (T)0, T __ob_sat: (T)0,
#else
#define __obt_plain(T) T __ob_trap: (T)0, T __ob_wrap: (T)0,
#endif
#define obt_plain_typeof(x) __typeof__(_Generic((x),				\
	__obt_plain(_Bool) __obt_plain(char) __obt_plain(signed char)		\
	__obt_plain(unsigned char) __obt_plain(short)				\
	__obt_plain(unsigned short) __obt_plain(int) __obt_plain(unsigned int)	\
	__obt_plain(long) __obt_plain(unsigned long) __obt_plain(long long)	\
	__obt_plain(unsigned long long)						\
	default: (x)))
#endif

/* ---- Explicit operations: helpers -------------------------------------- */

/*
 * Unique names.  A macro's variables are in scope while its arguments are
 * evaluated, and an argument may expand the same macro again, so every
 * such variable carries a __COUNTER__ value (-Wshadow stays quiet).
 * Variables declared after the arguments have been evaluated need no
 * counter: nothing from the caller runs in their scope.
 */
#define __obt_paste(a, b) a##b
#define __obt_cat(a, b) __obt_paste(a, b)
#define __obt_name(n, what) __obt_cat(__obt_##what##_, n)

/*
 * clang >= 22 calls __COUNTER__ a C2y extension under -pedantic, and the
 * warning is issued where a macro is used, beyond the reach of a
 * push/pop in this header; so it is silenced for the rest of the unit.
 */
#if defined(__clang__) && defined(__has_warning)
#if __has_warning("-Wc2y-extensions")
#pragma clang diagnostic ignored "-Wc2y-extensions"
#endif
#endif

/* Overflow is the cold path. */
#define __obt_jump_if(cond, L)				\
	if (__builtin_expect((cond), 0))		\
		goto L

/* v < 0, spelled so that no compiler calls it always false for unsigned v. */
#define __obt_is_neg(v) (!((v) > 0) & ((v) != 0))

#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 __obt_uwide;
#else
typedef unsigned long long __obt_uwide;
#endif

/*
 * Facts about a type T, computed with builtins rather than casts or
 * operators on T: when T is itself an OBT (under obtcc or Clang),
 * (T)-1 would be a checked conversion and MAX + 1 a checked addition.
 * The builtins only move bit patterns; at -O1 and above they fold away.
 */
#define __obt_is_signed(T) __extension__ ({			\
	T __obt_t;						\
	!__builtin_sub_overflow(0, 1, &__obt_t);		\
})

/* T's minimum if neg (0 or 1), else its maximum: the maximum plus one
 * wraps to the minimum, signed or not. */
#define __obt_limit(T, neg) __extension__ ({				\
	T __obt_lim;							\
	__obt_uwide __obt_max = __obt_conv(__obt_uwide, -1) >>		\
		((sizeof(__obt_uwide) - sizeof(T)) * __CHAR_BIT__ +	\
		 __obt_is_signed(T));					\
	(void)__builtin_add_overflow(__obt_max, (neg), &__obt_lim);	\
	__obt_lim;							\
})

/*
 * Is the exact x op y negative?  Asked only after it overflowed the
 * destination, which need not be x's or y's type: 300 + -1 overflows an
 * unsigned char upwards although y is negative.  For + and -, when the
 * result does not even fit x's type, y pushed it out of that range (which
 * holds 0), so y's sign decides; otherwise the result in x's type is exact.
 */
#define __obt_add_is_neg(x, y) __extension__ ({			\
	__typeof__(x) __obt_s;						\
	__builtin_add_overflow(x, y, &__obt_s) ?			\
		__obt_is_neg(y) : __obt_is_neg(__obt_s);		\
})
#define __obt_sub_is_neg(x, y) __extension__ ({			\
	__typeof__(x) __obt_s;						\
	__builtin_sub_overflow(x, y, &__obt_s) ?			\
		(y) > 0 : __obt_is_neg(__obt_s);			\
})
/* A product that overflowed is not 0, so only the signs count. */
#define __obt_mul_is_neg(x, y) (__obt_is_neg(x) ^ __obt_is_neg(y))

/* ---- Checked operations in the C result type --------------------------- */

/*
 * The unary + promotes, which changes no value, and lets __auto_type
 * accept a bit-field (C++'s auto takes one anyway).  x + y has the type
 * of x op y for + - * / %.
 */
#define __obt_op(op, a, b, L, n) \
	__obt_op_(op, a, b, L, __obt_name(n, x), __obt_name(n, y))
#define __obt_op_(op, a, b, L, x, y) __extension__ ({			\
	__obt_auto x = +(a);						\
	__obt_auto y = +(b);						\
	__typeof__(x + y) __obt_r;					\
	__obt_jump_if(__builtin_##op##_overflow(x, y, &__obt_r), L);	\
	__obt_r;							\
})

#define obt_add(a, b, L) __obt_op(add, a, b, L, __COUNTER__)
#define obt_sub(a, b, L) __obt_op(sub, a, b, L, __COUNTER__)
#define obt_mul(a, b, L) __obt_op(mul, a, b, L, __COUNTER__)
/* -a has the type of 0 - a: a promoted. */
#define obt_neg(a, L) obt_sub(0, a, L)

/*
 * Division works on magnitudes so that it is exact for mixed signedness
 * too: in an unsigned division a negative operand does not survive the
 * usual arithmetic conversions (-6 / 3u would be 1431655763), and the
 * exact result -(|x| / |y|) fits only when it is 0.  In a signed division
 * only x / -1 can overflow: it is done as -(x / 1), with the negation
 * checked.  The remainder takes the sign of x (so MIN % -1 is 0, exactly).
 */
#define __obt_divrem(op, is_div, a, b, L, n) \
	__obt_divrem_(op, is_div, a, b, L, __obt_name(n, x), __obt_name(n, y))
#define __obt_divrem_(op, is_div, a, b, L, x, y) __extension__ ({	\
	__obt_auto x = +(a);						\
	__obt_auto y = +(b);						\
	__typeof__(x op y) __obt_q, __obt_mx, __obt_my;		\
	__obt_bool __obt_nx = __builtin_add_overflow(x, 0, &__obt_mx);	\
	__obt_bool __obt_ny = __builtin_add_overflow(y, 0, &__obt_my);	\
	__obt_bool __obt_neg = __obt_nx ^ (__obt_ny & (is_div));	\
	if (__obt_nx)							\
		(void)__builtin_sub_overflow(0, x, &__obt_mx);		\
	if (__obt_ny)							\
		(void)__builtin_sub_overflow(0, y, &__obt_my);		\
	__obt_jump_if(__obt_my == 0, L);				\
	if (__obt_is_signed(__typeof__(__obt_q)) &&			\
	    __obt_my == ~__obt_conv(__typeof__(__obt_q), 0)) {	\
		__obt_my = 1;						\
		__obt_neg = !__obt_neg;					\
	}								\
	__obt_q = __obt_mx op __obt_my;					\
	__obt_jump_if(__obt_neg &&					\
		      __builtin_sub_overflow(0, __obt_q, &__obt_q), L);	\
	__obt_q;							\
})

#define obt_div(a, b, L) __obt_divrem(/, 1, a, b, L, __COUNTER__)
#define obt_rem(a, b, L) __obt_divrem(%, 0, a, b, L, __COUNTER__)

/* ---- Checked operations into a named type ------------------------------ */

#define __obt_as(op, T, a, b, L, n) __obt_as_(op, T, a, b, L, __obt_name(n, r))
#define __obt_as_(op, T, a, b, L, r) __extension__ ({			\
	T r;								\
	__obt_jump_if(__builtin_##op##_overflow((a), (b), &r), L);	\
	r;								\
})

#define obt_add_as(T, a, b, L) __obt_as(add, T, a, b, L, __COUNTER__)
#define obt_sub_as(T, a, b, L) __obt_as(sub, T, a, b, L, __COUNTER__)
#define obt_mul_as(T, a, b, L) __obt_as(mul, T, a, b, L, __COUNTER__)
/* v survives the conversion exactly when v + 0 fits T. */
#define obt_cast(T, v, L) obt_add_as(T, v, 0, L)

/* The default label, for the "explicit operations, recoverable errors"
 * style: one overflow: label per function. */
#define addo(a, b) obt_add(a, b, overflow)
#define subo(a, b) obt_sub(a, b, overflow)
#define mulo(a, b) obt_mul(a, b, overflow)
#define casto(T, v) obt_cast(T, v, overflow)

/* ---- Wrapping (the Linux spelling) ------------------------------------- */

#define __obt_wrap(op, T, a, b, n) __obt_wrap_(op, T, a, b, __obt_name(n, r))
#define __obt_wrap_(op, T, a, b, r) __extension__ ({			\
	T r;								\
	(void)__builtin_##op##_overflow((a), (b), &r);			\
	r;								\
})

#ifndef wrapping_add
#define wrapping_add(T, a, b) __obt_wrap(add, T, a, b, __COUNTER__)
#define wrapping_sub(T, a, b) __obt_wrap(sub, T, a, b, __COUNTER__)
#define wrapping_mul(T, a, b) __obt_wrap(mul, T, a, b, __COUNTER__)
#define wrapping_neg(T, a) wrapping_sub(T, 0, a)
#endif

/* ---- Saturating -------------------------------------------------------- */

#define __obt_sat(op, T, a, b, n) \
	__obt_sat_(op, T, a, b, __obt_name(n, x), __obt_name(n, y))
#define __obt_sat_(op, T, a, b, x, y) __extension__ ({			\
	__obt_auto x = +(a);						\
	__obt_auto y = +(b);						\
	T __obt_r;							\
	if (__builtin_##op##_overflow(x, y, &__obt_r))			\
		__obt_r = __obt_limit(T, __obt_##op##_is_neg(x, y));	\
	__obt_r;							\
})

#define saturating_add(T, a, b) __obt_sat(add, T, a, b, __COUNTER__)
#define saturating_sub(T, a, b) __obt_sat(sub, T, a, b, __COUNTER__)
#define saturating_mul(T, a, b) __obt_sat(mul, T, a, b, __COUNTER__)
#define saturating_cast(T, v) saturating_add(T, v, 0)

/* ---- Linux and C23 spellings, where the platform lacks them ------------ */

#ifndef check_add_overflow
/* As in Linux, ignoring the answer is a warning. */
__attribute__((warn_unused_result))
static inline __obt_bool __obt_must_check(__obt_bool overflow)
{
	return overflow;
}

#define check_add_overflow(a, b, d) \
	__obt_must_check(__builtin_add_overflow((a), (b), (d)))
#define check_sub_overflow(a, b, d) \
	__obt_must_check(__builtin_sub_overflow((a), (b), (d)))
#define check_mul_overflow(a, b, d) \
	__obt_must_check(__builtin_mul_overflow((a), (b), (d)))
#endif

/*
 * The compiler's own <stdckdint.h> wins, also if it is included later.
 * C++26's (libstdc++) declares function templates, not macros: they need
 * C++ linkage even when obt.h is included inside extern "C", and no macro
 * of obt.h may then hide them.
 */
#ifdef __has_include
#if __has_include(<stdckdint.h>)
#ifdef __cplusplus
extern "C++" {
#include <stdckdint.h>
}
#else
#include <stdckdint.h>
#endif
#endif
#endif
#if !defined(ckd_add) && !(defined(__cplusplus) && defined(__STDC_VERSION_STDCKDINT_H__))
#define ckd_add(r, a, b) \
	(__obt_conv(__obt_bool, __builtin_add_overflow((a), (b), (r))))
#define ckd_sub(r, a, b) \
	(__obt_conv(__obt_bool, __builtin_sub_overflow((a), (b), (r))))
#define ckd_mul(r, a, b) \
	(__obt_conv(__obt_bool, __builtin_mul_overflow((a), (b), (r))))
#endif

#endif /* OBT_H */
