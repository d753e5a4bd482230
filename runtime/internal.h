/*
 * internal.h - what libobt's own files share; nothing outside runtime/ sees it.
 *
 * The runtime is a core that uses no C library at all (report.c formats,
 * runtime.c decides what a failed check does) plus one platform file linked
 * beside it: hosted.c in libobt.a (stderr, OBT_OPTIONS) or freestanding.c in
 * libobt-freestanding.a (no output until the program sets a sink). The core
 * reaches the platform only through the three functions declared below
 * (__obt_options, __obt_default_sink, __obt_count_failure), so the same
 * core objects serve a libc program and a kernel.
 */
#ifndef OBT_INTERNAL_H
#define OBT_INTERNAL_H

#include "obt_runtime.h"

/* Internal names stay out of a shared object's dynamic symbol table when a
 * library links libobt.a into itself. */
#define OBT_HIDDEN __attribute__((visibility("hidden")))

/* Bits of __obt_options(); zero is the default behaviour. */
enum {
	OBT_OPT_HALT_ON_ERROR = 1 << 0,	/* warn mode traps after the report */
	OBT_OPT_REPORT_EVERY = 1 << 1,	/* report_once=0: ignore site->reported */
};

/* Numbers are held in 16-bit limbs, the least significant first: a limb
 * with a remainder below 10 in front of it still fits 32 bits, and a
 * product of two limbs does, so neither printing nor multiplying needs a
 * division or multiplication wider than 32 bits (a libgcc call). */
#define OBT_LIMBS (sizeof(obt_bits) / 2)
#define OBT_WIDE_LIMBS (2 * OBT_LIMBS)

/* An exact integer, wide enough for the product of two obt_bits: the
 * value that did not fit, whatever the operation. */
struct obt_wide {
	unsigned short limb[OBT_WIDE_LIMBS];	/* the magnitude */
	unsigned char negative;
	unsigned char truncated;	/* from a type wider than obt_bits: its low bits */
};

/* v as an operand of type t carries it (report.c). */
OBT_HIDDEN void __obt_wide_of(const struct obt_type *t, obt_bits v, struct obt_wide *out);

/* How many sites and kinds one process's record holds (record.c): a
 * power of two, so an index is the top bits of a hash. Untouched, the
 * table costs address space only. */
#define OBT_RECORD_BITS 14
#define OBT_RECORD_SITES (1u << OBT_RECORD_BITS)

/* A line of the run-time record: a site's failures of one kind; with a
 * NULL site, the count of those that found the record full. */
struct obt_record_line {
	const struct obt_site *site;
	const char *kind;
	unsigned long long count;
	const struct obt_wide *first, *min, *max;
};

/* The line, as obt_format_event() writes a report (report.c). */
OBT_HIDDEN size_t __obt_format_record(const struct obt_record_line *r, char *buf, size_t size);

/* A record line holds a site, a kind, three numbers of up to 78 digits
 * and a type; a longer one is cut (its type first). */
#define OBT_RECORD_MAX 1024

/* Counts a failure in the record (record.c). */
OBT_HIDDEN void __obt_record(const struct obt_site *site, obt_bits lhs, obt_bits rhs);

/* Hands each line of the record to emit: text ends with '\n', len
 * counts it. */
OBT_HIDDEN void __obt_record_lines(void (*emit)(const char *text, size_t len));
/* Forgets it all: a forked child records its own failures. */
OBT_HIDDEN void __obt_record_clear(void);

/* The options in force (OBT_OPTIONS when hosted, the defaults otherwise). */
OBT_HIDDEN unsigned int __obt_options(void);

/* The sink used until the program sets one. */
OBT_HIDDEN void __obt_default_sink(const char *text, size_t len);

/* Every failure of a warn-mode check, reported or not: the hosted library
 * records it if asked to; the freestanding one does nothing, and so links
 * no record table. */
OBT_HIDDEN void __obt_count_failure(const struct obt_site *site, obt_bits lhs, obt_bits rhs);

/* The kind name a failed check reports: fixed per operation, and for a
 * conversion decided by the converted value (report.c). */
OBT_HIDDEN const char *__obt_event_kind(const struct obt_site *site, obt_bits lhs);

OBT_HIDDEN obt_bits __obt_canonical(const struct obt_type *t, obt_bits v);

#endif /* OBT_INTERNAL_H */
