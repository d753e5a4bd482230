// A handler replaces the report: it sees each event (kind, site, operand
// patterns) and, returning, lets warn mode go on. obt_set_handler returns
// the previous handler, a callable function even when it was the default;
// a handler may chain to it. NULL restores the default. In trap mode the
// runtime traps once the handler returns.
// exit: trap
// stdout: default handler returned: yes
// stdout: event: integer addition overflow at r.c:10:5, lhs 200 rhs 100
// stdout: event: integer sign change at r.c:11:7, lhs -3 rhs 0
// stdout: event: integer addition overflow at r.c:10:5, lhs 200 rhs 100
// stdout: chained: r.c:12:1: runtime error: obt: integer negation overflow: -(1) does not fit 'unsigned char __ob_trap'
// stdout: set_handler returned: recorder
// stdout: NULL restored the default: yes
// stdout: handler about to return in trap mode
// stderr: r.c:12:1: runtime error: obt: integer negation overflow: -(1) does not fit 'unsigned char __ob_trap'
// stderr-not: r.c:13
#include "../runtime/rt_test.h"

static const struct obt_type uchar_trap = { "unsigned char __ob_trap", NULL, 8, 0 };
static const struct obt_type uint_trap = { "unsigned int __ob_trap", NULL, 32, 0 };
static const struct obt_type int_plain = { "int", NULL, 32, 1 };
static const struct obt_site add_site = { "r.c", 10, 5, OBT_OP_ADD, NULL, &uchar_trap, NULL };
static const struct obt_site conv_site = {
	"r.c", 11, 7, OBT_OP_CONVERT, NULL, &uint_trap, &int_plain,
};
static const struct obt_site neg_site = { "r.c", 12, 1, OBT_OP_NEG, NULL, &uchar_trap, NULL };
static const struct obt_site trap_site = { "r.c", 13, 1, OBT_OP_NEG, NULL, &uchar_trap, NULL };

static obt_handler_fn default_handler;

static void recorder(const struct obt_event *ev)
{
	printf("event: %s at %s:%u:%u, lhs %lld rhs %lld\n", ev->kind, ev->site->file,
	       ev->site->line, ev->site->column, (long long)ev->lhs, (long long)ev->rhs);
}

/* Logs its own way, then lets the default print the report too. */
static void chained(const struct obt_event *ev)
{
	char line[OBT_REPORT_MAX];

	obt_format_event(ev, line, sizeof line);
	printf("chained: %s\n", line);
	fflush(stdout);
	obt_set_sink(NULL);
	default_handler(ev);
}

static void announcer(const struct obt_event *ev)
{
	(void)ev;
	printf("handler about to return in trap mode\n");
	fflush(stdout);
}

static int sink_calls;

static void counting_sink(const char *text, size_t len)
{
	(void)text;
	(void)len;
	sink_calls++;
}

int main(void)
{
	obt_handler_fn old;

	default_handler = obt_set_handler(recorder);
	obt_set_sink(counting_sink);
	/* The default handler, called directly, reports to the sink. */
	default_handler(&(struct obt_event){ "integer addition overflow", &add_site, 1, 2 });
	printf("default handler returned: %s\n", sink_calls == 1 ? "yes" : "no");

	__obt_warn(&add_site, 200, 100);
	__obt_warn(&conv_site, (obt_bits)-3LL, 0);
	__obt_warn(&add_site, 200, 100);

	old = obt_set_handler(chained);
	__obt_warn(&neg_site, 1, 0);
	printf("set_handler returned: %s\n", old == recorder ? "recorder" : "other");

	old = obt_set_handler(NULL);
	old = old == chained ? obt_set_handler(announcer) : NULL;
	printf("NULL restored the default: %s\n", old == default_handler ? "yes" : "no");

	/* The handler replaces the report, then the runtime traps. */
	__obt_trap(&trap_site, 1, 0);
	printf("after the trap\n");
	return 0;
}
