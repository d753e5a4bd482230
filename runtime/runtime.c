/*
 * runtime.c - what a failed check does: the entry points obtcc's generated
 * code calls (__obt_trap, __obt_warn) and the handler and sink a program
 * may replace.
 *
 * The only state is the two replaceable pointers, NULL meaning "the
 * default". NULL rather than a pointer to the default keeps the data free
 * of relocations, so the runtime works in code that runs before anybody
 * relocates it (early boot, a bare-metal image).
 */
#include "internal.h"

static obt_handler_fn user_handler;
static obt_sink_fn user_sink;

static obt_sink_fn current_sink(void)
{
	obt_sink_fn sink = __atomic_load_n(&user_sink, __ATOMIC_ACQUIRE);

	return sink ? sink : __obt_default_sink;
}

/* The default handler: one line, newline-terminated, to the sink. The
 * extra byte after the newline keeps the text a C string for sinks that
 * want one. */
static void report_to_sink(const struct obt_event *ev)
{
	char line[OBT_REPORT_MAX + 1];
	size_t len = obt_format_event(ev, line, OBT_REPORT_MAX);

	line[len++] = '\n';
	line[len] = '\0';
	current_sink()(line, len);
}

static obt_handler_fn current_handler(void)
{
	obt_handler_fn handler = __atomic_load_n(&user_handler, __ATOMIC_ACQUIRE);

	return handler ? handler : report_to_sink;
}

obt_handler_fn obt_set_handler(obt_handler_fn handler)
{
	obt_handler_fn old = __atomic_exchange_n(&user_handler, handler, __ATOMIC_ACQ_REL);

	return old ? old : report_to_sink;
}

obt_sink_fn obt_set_sink(obt_sink_fn sink)
{
	obt_sink_fn old = __atomic_exchange_n(&user_sink, sink, __ATOMIC_ACQ_REL);

	return old ? old : __obt_default_sink;
}

/* Field by field: a struct copy could become a memcpy call, which a
 * freestanding program need not have. */
static void report(const struct obt_site *site, obt_bits lhs, obt_bits rhs)
{
	struct obt_event ev;

	ev.kind = __obt_event_kind(site, lhs);
	ev.site = site;
	ev.lhs = lhs;
	ev.rhs = rhs;
	current_handler()(&ev);
}

void __obt_trap(const struct obt_site *site, obt_bits lhs, obt_bits rhs)
{
	report(site, lhs, rhs);
	__builtin_trap();
}

/* An addition's check hands over the wrapped sum, not the left operand:
 * rebuilt here, the operand need not stay alive on the hot path (and the
 * compiler cannot fold "sum - rhs" back into it). sum - rhs is the operand
 * in the type's low bits; the handler gets it extended as the generated
 * code would have passed it. */
static obt_bits left_operand(const struct obt_site *site, obt_bits sum, obt_bits rhs)
{
	return __obt_canonical(site ? site->type : NULL, sum - rhs);
}

void __obt_trap_sum(const struct obt_site *site, obt_bits sum, obt_bits rhs)
{
	__obt_trap(site, left_operand(site, sum, rhs), rhs);
}

/* The first report of a site claims its flag; the exchange makes that
 * exactly one report even when threads fail at the same site together. */
static int already_reported(const struct obt_site *site)
{
	if (!site || !site->reported)
		return 0;
	return __atomic_exchange_n(site->reported, 1, __ATOMIC_RELAXED) != 0;
}

void __obt_warn(const struct obt_site *site, obt_bits lhs, obt_bits rhs)
{
	unsigned int options = __obt_options();

	/* halt_on_error turns warn into trap, report included: a site seen
	 * before still stops the program. */
	if (options & OBT_OPT_HALT_ON_ERROR)
		__obt_trap(site, lhs, rhs);
	/* Every failure counts, also those report_once keeps quiet. */
	__obt_count_failure(site, lhs, rhs);
	if (!(options & OBT_OPT_REPORT_EVERY) && already_reported(site))
		return;
	report(site, lhs, rhs);
}

void __obt_warn_sum(const struct obt_site *site, obt_bits sum, obt_bits rhs)
{
	__obt_warn(site, left_operand(site, sum, rhs), rhs);
}
