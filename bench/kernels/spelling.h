/*
 * spelling.h - one kernel source, several spellings of its integer types.
 *
 * A kernel names the role of each integer it touches with one of four type
 * macros, and the spelling chosen on the command line decides which roles
 * carry an overflow behaviour:
 *
 *	role				plain	annotated	alltrap		explicit
 *	SIZE(T)	size, length, count,	T	T __ob_trap	T __ob_trap	T
 *		index, offset
 *	SUM(T)	a checksum's sum whose	T	T __ob_wrap	T __ob_trap	T
 *		algorithm promises it never overflows (Adler's NMAX)
 *	HASH(T)	hash, checksum, PRNG	T	T __ob_wrap	T __ob_wrap	T
 *		state: wrap-around is the point
 *
 * The annotated spelling marks checksums wrap, as the kernel does; SUM
 * differs from HASH in the all-trap spelling only, which checks the
 * algorithm's promise because no wrap is intended there.
 *	VAL(T)	data values, bytes,	T	T		T __ob_trap	T
 *		temporaries
 *
 *	-DSPELL_ANNOTATED	the way the kernel intends to be annotated
 *	-DSPELL_ALLTRAP		every integer traps except the intended wraps
 *	-DSPELL_EXPLICIT	plain types, checked size arithmetic spelled with
 *				obt.h's explicit operations (CK_ADD, CK_MUL, ...)
 *	(none)			plain C
 *
 * The explicit spelling exists only where it reads naturally: a kernel that
 * has one defines KERNEL_EXPLICIT before including this header.
 *
 * obt.h is used when bench/run found it working (-DBENCH_HAVE_OBT_H);
 * without it, and without obtcc, the keywords expand to nothing exactly as
 * obt.h makes them do on a compiler without OBT support.
 */
#ifndef BENCH_SPELLING_H
#define BENCH_SPELLING_H

#if defined(SPELL_ANNOTATED) + defined(SPELL_ALLTRAP) + defined(SPELL_EXPLICIT) > 1
#error "choose at most one of SPELL_ANNOTATED, SPELL_ALLTRAP, SPELL_EXPLICIT"
#endif

#if defined(SPELL_EXPLICIT) && !defined(KERNEL_EXPLICIT)
#error "this kernel has no explicit spelling"
#endif
#if defined(SPELL_EXPLICIT) && !defined(BENCH_HAVE_OBT_H)
#error "the explicit spelling needs include/obt.h"
#endif

#if defined(BENCH_HAVE_OBT_H) && \
	(defined(SPELL_ANNOTATED) || defined(SPELL_ALLTRAP) || defined(SPELL_EXPLICIT))
#include <obt.h>
#elif !defined(__OBTCC__)
#define __ob_trap
#define __ob_wrap
#endif

#if defined(SPELL_ANNOTATED)
#define SIZE(T)	T __ob_trap
#define SUM(T)	T __ob_wrap
#define HASH(T)	T __ob_wrap
#define VAL(T)	T
#elif defined(SPELL_ALLTRAP)
#define SIZE(T)	T __ob_trap
#define SUM(T)	T __ob_trap
#define HASH(T)	T __ob_wrap
#define VAL(T)	T __ob_trap
#else
#define SIZE(T)	T
#define SUM(T)	T
#define HASH(T)	T
#define VAL(T)	T
#endif

/*
 * Size arithmetic a careful programmer checks by hand. In the explicit
 * spelling a failed check jumps to the label "overflow", which a function
 * using these places after its last return with ON_OVERFLOW. Elsewhere the
 * operators are the plain ones: the annotated types do the checking.
 */
#ifdef SPELL_EXPLICIT
#define CK_ADD(a, b)	addo(a, b)
#define CK_SUB(a, b)	subo(a, b)
#define CK_MUL(a, b)	mulo(a, b)
#define ON_OVERFLOW	overflow: bench_overflow(__func__)
#else
#define CK_ADD(a, b)	((a) + (b))
#define CK_SUB(a, b)	((a) - (b))
#define CK_MUL(a, b)	((a) * (b))
#define ON_OVERFLOW	do { } while (0)
#endif

/*
 * Intended wrap-around in hash arithmetic: obt.h's Linux spelling in the
 * explicit variant, the operator on a HASH() type everywhere else.
 */
#ifdef SPELL_EXPLICIT
#define WRAP_ADD(T, a, b)	wrapping_add(T, a, b)
#define WRAP_MUL(T, a, b)	wrapping_mul(T, a, b)
#else
#define WRAP_ADD(T, a, b)	((T)((a) + (b)))
#define WRAP_MUL(T, a, b)	((T)((a) * (b)))
#endif

/*
 * The plain spelling has no way to say "this wrap is intended", so a user
 * of clang's unsigned-integer-overflow sanitizer today must exempt whole
 * functions. Kernels keep such functions small (one hash step) so that the
 * sanitizer still checks the loops around them. No effect elsewhere.
 */
#ifdef __clang__
#define WRAPPING_FN	__attribute__((no_sanitize("unsigned-integer-overflow")))
#else
#define WRAPPING_FN
#endif

#endif /* BENCH_SPELLING_H */
