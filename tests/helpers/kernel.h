/*
 * tests/helpers/kernel.h - the Linux 6.12 helpers a converted variable
 * meets, re-created for user space by what they do (not by their text).
 *
 * Each macro does what its kernel namesake does with the constructs that
 * matter to an overflow behaviour: a cast of -1 to learn a type's
 * signedness, a build-time check that is an if the optimiser must fold, a
 * copy of each argument in a typeof or __auto_type variable, a _Generic
 * over the integer types, a static inline function with size_t
 * parameters, a compare-exchange loop. Where the OBT series changes a
 * helper (docs/kernel.md, "The kernel's helpers on OBT types") this file
 * has the changed form, marked "series:"; everything else is 6.12's.
 */
#ifndef HELPERS_KERNEL_H
#define HELPERS_KERNEL_H

#include <obt.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define __helper_paste(a, b) a##b
#define __helper_cat(a, b) __helper_paste(a, b)
#define __uniq(what) __helper_cat(__helper_##what##_, __COUNTER__)

/* ---- build-time checks ------------------------------------------------ */

/* The kernel's way: a call of a function that exists only to fail the
 * build, which stays in when the optimiser cannot prove it dead. The
 * condition is run-time code, so a check in it that fails would trap. */
#define __build_check(cond, msg, fail) do {					\
	extern void fail(void) __attribute__((error(msg)));			\
	if (cond)								\
		fail();								\
} while (0)
#define BUILD_BUG_ON_MSG(cond, msg) __build_check(cond, msg, __uniq(build_failure))
/* As a value: a bit-field of negative width breaks the build. */
#define BUILD_BUG_ON_ZERO(e) ((int)sizeof(struct { int : (-!!(e)); }))

#define statically_true(x) (__builtin_constant_p(x) && (x))
/* 1 for an integer constant expression: only then is (void *)(x * 0) a
 * null pointer constant, and the conditional's type int * */
#define __is_constexpr(x) (sizeof(int) == sizeof(*(1 ? (void *)((long)(x) * 0l) : (int *)1)))

/* ---- types ------------------------------------------------------------- */

/* series: a type's plain type (compiler_types.h's __ob_plain(), like
 * obt.h's obt_plain_typeof(); the kernel has no saturating types). The
 * probes cast into it, since (T)-1 of an unsigned trap type fails every
 * time it runs. */
#define __ob_plain_cases(T) T __ob_trap: (T)0, T __ob_wrap: (T)0,
#define __ob_plain(T) typeof(_Generic((T)0,					\
	__ob_plain_cases(_Bool) __ob_plain_cases(char)				\
	__ob_plain_cases(signed char) __ob_plain_cases(unsigned char)		\
	__ob_plain_cases(short) __ob_plain_cases(unsigned short)		\
	__ob_plain_cases(int) __ob_plain_cases(unsigned int)			\
	__ob_plain_cases(long) __ob_plain_cases(unsigned long)			\
	__ob_plain_cases(long long) __ob_plain_cases(unsigned long long)	\
	default: (T)0))
#define __is_signed_plain(P) (((P)-1) < (P)1)
#define is_signed_type(T) __is_signed_plain(__ob_plain(T))
#define is_unsigned_type(T) (!is_signed_type(T))

/* The largest value: two halves, so that no step overflows a signed T.
 * series: computed in the plain type, then converted to T, where it fits;
 * the minimum as the negated maximum minus one would negate an unsigned
 * trap maximum. */
#define __half_max(P) ((P)1 << (8 * sizeof(P) - 1 - __is_signed_plain(P)))
#define __plain_max(P) ((P)((__half_max(P) - 1) + __half_max(P)))
#define __plain_min(P) ((P)((P)-__plain_max(P) - (P)1))
#define type_max(x) ((typeof(x))__plain_max(__ob_plain(typeof(x))))
#define type_min(x) ((typeof(x))__plain_min(__ob_plain(typeof(x))))

/* ---- min, max, clamp --------------------------------------------------- */

/* Which comparisons a value may take part in: bit 0 unsigned ones, bit 1
 * signed ones. A signed value known to be non-negative may do both; so
 * may an unsigned one narrower than int, which promotes to int. */
#define __nonneg(v) statically_true((long long)(v) >= 0)
#define __sign_use(v) (is_signed_type(typeof(v)) ? 2 + __nonneg(v) : 1 + 2 * (sizeof(v) < 4))

#define __pick(op, a, b) ((a) op (b) ? (a) : (b))

#define __careful_pick(op, x, y, a, b) ({					\
	__auto_type a = (x);							\
	__auto_type b = (y);							\
	BUILD_BUG_ON_MSG(!(__sign_use(a) & __sign_use(b)), "min/max signedness");	\
	__pick(op, a, b);							\
})
#define min(x, y) __careful_pick(<, x, y, __uniq(left), __uniq(right))
#define max(x, y) __careful_pick(>, x, y, __uniq(left), __uniq(right))

/* Each operand lifted to the widest unsigned type by adding unsigned
 * zeros: a negative one changes its value there. */
#define __as_unsigned(x) ((x) + 0u + 0ul + 0ull)
#define umin(x, y) min(__as_unsigned(x), __as_unsigned(y))
#define umax(x, y) max(__as_unsigned(x), __as_unsigned(y))

#define __typed_pick(op, T, x, y, a, b) ({ T a = (x); T b = (y); __pick(op, a, b); })
#define min_t(T, x, y) __typed_pick(<, T, x, y, __uniq(left), __uniq(right))
#define max_t(T, x, y) __typed_pick(>, T, x, y, __uniq(left), __uniq(right))

#define __clamp_in(T, val, lo, hi, v, l, h) ({					\
	T v = (val);								\
	T l = (lo);								\
	T h = (hi);								\
	BUILD_BUG_ON_MSG(statically_true(l > h), "clamp() limits the wrong way round");	\
	BUILD_BUG_ON_MSG(!(__sign_use(v) & __sign_use(l) & __sign_use(h)),	\
			 "clamp() signedness");					\
	v >= h ? h : v <= l ? l : v;						\
})
#define clamp_t(T, val, lo, hi) __clamp_in(T, val, lo, hi, __uniq(v), __uniq(l), __uniq(h))
#define clamp(val, lo, hi) clamp_t(__auto_type, val, lo, hi)
#define clamp_val(val, lo, hi) clamp_t(typeof(val), val, lo, hi)

#define swap(a, b) do { typeof(a) __swap_tmp = (a); (a) = (b); (b) = __swap_tmp; } while (0)

/* ---- abs ----------------------------------------------------------------- */

/* abs(x) of a signed or unsigned T is computed in signed T: an unsigned
 * value is taken as signed first. series: the chain also knows T __ob_trap
 * and T __ob_wrap, and computes in signed T of the same behaviour, so that
 * abs(INT_MIN) of a trap type is a checked negation; the conversion is a
 * cast, because the links not chosen are still typed, and assigning a trap
 * value to a wrap variable is an error even there. Without OBT the
 * annotations are empty and the added links repeat the plain ones. */
#define __abs_as(x, T, other) __builtin_choose_expr(				\
	__builtin_types_compatible_p(typeof(x), signed T) ||			\
	__builtin_types_compatible_p(typeof(x), unsigned T),			\
	({ signed T __abs_v = (signed T)(x); __abs_v < 0 ? -__abs_v : __abs_v; }), other)
#define __abs_widths(x, B, other)						\
	__abs_as(x, long long B, __abs_as(x, long B, __abs_as(x, int B,		\
	__abs_as(x, short B, __abs_as(x, char B, other)))))
#define abs(x) __abs_widths(x, , __abs_widths(x, __ob_trap, __abs_widths(x, __ob_wrap,	\
	__builtin_choose_expr(__builtin_types_compatible_p(typeof(x), char),	\
		(char)({ signed char __abs_c = (x); __abs_c < 0 ? -__abs_c : __abs_c; }),	\
		(void)0))))

/* ---- overflow.h ---------------------------------------------------------- */

static inline bool __attribute__((warn_unused_result)) __must_check_overflow(bool overflow)
{
	return __builtin_expect(overflow, 0);
}
#undef check_add_overflow
#undef check_sub_overflow
#undef check_mul_overflow
#define check_add_overflow(a, b, d) __must_check_overflow(__builtin_add_overflow(a, b, d))
#define check_sub_overflow(a, b, d) __must_check_overflow(__builtin_sub_overflow(a, b, d))
#define check_mul_overflow(a, b, d) __must_check_overflow(__builtin_mul_overflow(a, b, d))

/* size_t arithmetic that saturates at SIZE_MAX; the arguments convert to
 * size_t at the call. */
static inline size_t __attribute__((warn_unused_result)) size_mul(size_t a, size_t b)
{
	size_t r;
	return check_mul_overflow(a, b, &r) ? SIZE_MAX : r;
}

static inline size_t __attribute__((warn_unused_result)) size_add(size_t a, size_t b)
{
	size_t r;
	return check_add_overflow(a, b, &r) ? SIZE_MAX : r;
}

#define array_size(a, b) size_mul(a, b)
#define __member_size(p, m) sizeof(*(p)->m)
#define struct_size(p, m, count) __builtin_choose_expr(__is_constexpr(count),	\
	sizeof(*(p)) + (count) * __member_size(p, m),				\
	size_add(sizeof(*(p)), size_mul(count, __member_size(p, m))))

/* ---- bits and fields ---------------------------------------------------- */

#define BITS_PER_LONG (8 * (int)sizeof(long))
#define BIT(nr) (1UL << (nr))
#define GENMASK_INPUT_CHECK(h, l) \
	BUILD_BUG_ON_ZERO(__builtin_choose_expr(__is_constexpr((l) > (h)), (l) > (h), 0))
#define GENMASK(h, l) (GENMASK_INPUT_CHECK(h, l) +				\
	(((~0UL) - (1UL << (l)) + 1) & (~0UL >> (BITS_PER_LONG - 1 - (h)))))

/* The unsigned type of a field's register. series: the _Generic looks at
 * the plain type; on an OBT it fell to its default, x's own type, and
 * (x's type)~0ull of a trap type fails every time. */
#define __unsigned_pair(T) unsigned T: (unsigned T)0, signed T: (unsigned T)0
#define __unsigned_scalar_typeof(x) typeof(_Generic((__ob_plain(typeof(x)))0,	\
	char: (unsigned char)0, __unsigned_pair(char), __unsigned_pair(short),	\
	__unsigned_pair(int), __unsigned_pair(long), __unsigned_pair(long long),	\
	default: (x)))
#define __field_shift(mask) __builtin_ctzll(mask)
#define __field_checks(mask, reg, val) ({					\
	BUILD_BUG_ON_MSG(!__builtin_constant_p(mask), "mask is not constant");	\
	BUILD_BUG_ON_MSG((mask) == 0, "mask is zero");				\
	BUILD_BUG_ON_MSG(__builtin_constant_p(val) ?				\
			 ~((mask) >> __field_shift(mask)) & (0 + (val)) : 0,	\
			 "value too large for the field");			\
	BUILD_BUG_ON_MSG((__unsigned_scalar_typeof(mask))(mask) >		\
			 (__unsigned_scalar_typeof(reg))~0ull,			\
			 "register type too small for the mask");		\
})
#define FIELD_PREP(mask, val) ({						\
	__field_checks(mask, 0ULL, val);					\
	((typeof(mask))(val) << __field_shift(mask)) & (mask);			\
})
#define FIELD_GET(mask, reg) ({							\
	__field_checks(mask, reg, 0U);						\
	(typeof(mask))(((reg) & (mask)) >> __field_shift(mask));		\
})

/* ---- alignment and rounding ---------------------------------------------- */

#define ALIGN(x, a) (((x) + ((typeof(x))(a) - 1)) & ~((typeof(x))(a) - 1))
#define __round_mask(x, y) ((typeof(x))((y) - 1))
/* series: up by adding the mask, as ALIGN does; 6.12's (((x) - 1) | mask)
 * + 1 steps below 0 for x == 0, which an unsigned trap type stops at. */
#define round_up(x, y) (((x) + __round_mask(x, y)) & ~__round_mask(x, y))
#define round_down(x, y) ((x) & ~__round_mask(x, y))
#define DIV_ROUND_UP(n, d) (((n) + (d) - 1) / (d))

/* ---- memory and atomics ---------------------------------------------------- */

#define __native_word(x) (sizeof(x) == 1 || sizeof(x) == 2 || sizeof(x) == 4 || sizeof(x) == 8)
#define READ_ONCE(x) ({								\
	BUILD_BUG_ON_MSG(!__native_word(x), "READ_ONCE of a non-word");		\
	*(const volatile typeof(x) *)&(x);					\
})
#define WRITE_ONCE(x, val) do {							\
	BUILD_BUG_ON_MSG(!__native_word(x), "WRITE_ONCE of a non-word");	\
	*(volatile typeof(x) *)&(x) = (val);					\
} while (0)

/* The value found at p; the new one stored only if it was old. Both are
 * converted to the object's type first, as the kernel's typed locals do. */
#define cmpxchg(p, old, new) ({							\
	typeof(*(p)) __cx_old = (old), __cx_new = (new);			\
	__atomic_compare_exchange_n((p), &__cx_old, __cx_new, false,		\
				    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);	\
	__cx_old;								\
})
#define try_cmpxchg(p, pold, new) ({						\
	typeof(*(p)) __cx_new = (new);						\
	__atomic_compare_exchange_n((p), (pold), __cx_new, false,		\
				    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);	\
})
/* An atomic add of an integer object of any type, as a compare-exchange
 * loop (the generic atomics build theirs so): the sum is the object's
 * type's own, checked arithmetic. */
#define cmpxchg_add(p, i) do {							\
	typeof(*(p)) __ca_old = READ_ONCE(*(p)), __ca_new;			\
	do									\
		__ca_new = __ca_old + (i);					\
	while (!try_cmpxchg(p, &__ca_old, __ca_new));				\
} while (0)

typedef struct { int counter; } atomic_t;
static inline void atomic_add(int i, atomic_t *v)
{
	__atomic_fetch_add(&v->counter, i, __ATOMIC_RELAXED);
}

/* ---- bitops on unsigned long words ------------------------------------------ */

#define BIT_WORD(nr) ((nr) / BITS_PER_LONG)
#define BIT_MASK(nr) (1UL << ((nr) % BITS_PER_LONG))
static inline void set_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_or(addr + BIT_WORD(nr), BIT_MASK(nr), __ATOMIC_RELAXED);
}
static inline void clear_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_and(addr + BIT_WORD(nr), ~BIT_MASK(nr), __ATOMIC_RELAXED);
}
static inline bool test_bit(unsigned long nr, const volatile unsigned long *addr)
{
	return (addr[BIT_WORD(nr)] >> (nr % BITS_PER_LONG)) & 1;
}

#endif /* HELPERS_KERNEL_H */
