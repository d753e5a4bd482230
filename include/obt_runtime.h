/*
 * obt_runtime.h - the interface of libobt, the runtime that reports overflow
 * errors found by code that obtcc instrumented.
 *
 * Programs need this header only to customise reporting:
 *
 *	#include <obt_runtime.h>
 *
 *	static void on_overflow(const struct obt_event *ev)
 *	{
 *		char line[OBT_REPORT_MAX];
 *		obt_format_event(ev, line, sizeof line);
 *		my_log(line);
 *	}
 *	...
 *	obt_set_handler(on_overflow);
 *
 * The second half of the file is the ABI between obtcc's generated code and
 * the runtime (names starting with __obt_); it is not API and may change
 * with any release of obtcc, which always links the matching libobt.
 *
 * libobt needs no C library: build it freestanding and give it a sink with
 * obt_set_sink() to see reports. Hosted builds write to stderr by default
 * and read OBT_OPTIONS from the environment.
 */
#ifndef OBT_RUNTIME_H
#define OBT_RUNTIME_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Operand values travel as bit patterns as wide as the target allows; the
 * type descriptor says how many of the low bits count and whether they are
 * signed, so a value may be passed zero- or sign-extended alike. A type
 * wider than obt_bits (_BitInt(200)) is reported by its low bits, marked
 * "(truncated to N bits)". */
#ifdef __SIZEOF_INT128__
typedef unsigned __int128 obt_bits;
#else
typedef unsigned long long obt_bits;
#endif

/* What a check site does; it decides the kind name of the report. */
enum obt_op {
	OBT_OP_ADD,	/* integer addition overflow */
	OBT_OP_SUB,	/* integer subtraction overflow */
	OBT_OP_MUL,	/* integer multiplication overflow */
	OBT_OP_DIV,	/* integer division overflow (MIN / -1) */
	OBT_OP_REM,	/* integer division overflow (MIN % -1) */
	OBT_OP_NEG,	/* integer negation overflow */
	OBT_OP_CONVERT,	/* integer truncation or integer sign change */
};

/* An integer type as the report spells it. */
struct obt_type {
	const char *name;	/* as written: "u32t", "int __ob_trap" */
	const char *aka;	/* the canonical spelling, NULL if name is canonical */
	unsigned short bits;	/* value bits (a bit-field's width) */
	unsigned char is_signed;
};

/* One check site: a static const object per operation that can fail. */
struct obt_site {
	const char *file;
	unsigned int line;
	unsigned int column;
	unsigned char op;		/* enum obt_op */
	unsigned char *reported;	/* warn mode: set once reported; NULL: always report */
	const struct obt_type *type;	/* arithmetic: operand and result type;
					   conversion: the destination */
	const struct obt_type *from;	/* conversion: the source; else NULL */
};

/* One failed check, as handed to a handler. */
struct obt_event {
	const char *kind;		/* "integer addition overflow", ... */
	const struct obt_site *site;
	obt_bits lhs;			/* the operand, or the value converted */
	obt_bits rhs;			/* the second operand of a binary operation */
};

/* A buffer this size holds every report whose file and type names are of
 * sane length; the default handler uses one. A longer report is cut and
 * ends in "...". */
#define OBT_REPORT_MAX 512

/* Writes the one-line report of ev (no newline) into buf and returns the
 * length stored, which is below size (0 when size is 0). Never writes more
 * than size bytes; terminates whenever size > 0. A NULL ev->kind is worked
 * out from the site, as the runtime does. */
size_t obt_format_event(const struct obt_event *ev, char *buf, size_t size);

/* A handler is called for every report the runtime makes, before it acts
 * on it: in trap mode for every failed check, in warn mode once per site
 * unless OBT_OPTIONS says report_once=0. In trap mode (and with
 * halt_on_error=1) the runtime traps when the handler returns; a handler
 * may instead leave by longjmp() or exit(). Otherwise the program goes on
 * with the wrapped value. Returns the previous handler, which is a real
 * function even when it was the default (a handler may call it to have
 * the report printed too); NULL restores the default, which formats the
 * report and writes it to the sink. */
typedef void (*obt_handler_fn)(const struct obt_event *ev);
obt_handler_fn obt_set_handler(obt_handler_fn handler);

/* Where the default handler writes report lines: text is one line ending
 * with '\n', len counts it, and a NUL follows. Hosted default: stderr, or
 * OBT_OPTIONS' log_path. Freestanding default: nowhere. Returns the
 * previous sink (a real function, as for handlers); NULL restores the
 * default. Handler and sink may be set from any thread at any time. */
typedef void (*obt_sink_fn)(const char *text, size_t len);
obt_sink_fn obt_set_sink(obt_sink_fn sink);

/* ---- ABI used by obtcc's generated code; not API ---------------------- */

/* Code obtcc compiles declares these itself, with its own struct tags of
 * the same layout, so a unit that includes this header gets no clash. */
#ifndef __OBTCC__

/* Reports, then traps: never returns unless the handler leaves by itself. */
__attribute__((noreturn, cold))
void __obt_trap(const struct obt_site *site, obt_bits lhs, obt_bits rhs);

/* Reports (once per site when site->reported is set) and returns, so the
 * program continues with the wrapped value; traps instead when OBT_OPTIONS
 * says halt_on_error=1. */
__attribute__((cold))
void __obt_warn(const struct obt_site *site, obt_bits lhs, obt_bits rhs);

/* The same for an addition, given its wrapped sum in place of the left
 * operand, which they rebuild as sum - rhs. */
__attribute__((noreturn, cold))
void __obt_trap_sum(const struct obt_site *site, obt_bits sum, obt_bits rhs);
__attribute__((cold))
void __obt_warn_sum(const struct obt_site *site, obt_bits sum, obt_bits rhs);
#endif

#ifdef __cplusplus
}
#endif

#endif /* OBT_RUNTIME_H */
