/*
 * internal.h - what libobt's own files share; nothing outside runtime/ sees it.
 *
 * The runtime is a core that uses no C library at all (report.c formats,
 * runtime.c decides what a failed check does) plus one platform file linked
 * beside it: hosted.c in libobt.a (stderr, OBT_OPTIONS) or freestanding.c in
 * libobt-freestanding.a (no output until the program sets a sink). The core
 * reaches the platform only through the two functions declared here, so the
 * same core objects serve a libc program and a kernel.
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

/* The options in force (OBT_OPTIONS when hosted, the defaults otherwise). */
OBT_HIDDEN unsigned int __obt_options(void);

/* The sink used until the program sets one. */
OBT_HIDDEN void __obt_default_sink(const char *text, size_t len);

/* The kind name a failed check reports: fixed per operation, and for a
 * conversion decided by the converted value (report.c). */
OBT_HIDDEN const char *__obt_event_kind(const struct obt_site *site, obt_bits lhs);

OBT_HIDDEN obt_bits __obt_canonical(const struct obt_type *t, obt_bits v);

#endif /* OBT_INTERNAL_H */
