/*
 * runlog.c - run-time records and warn-mode logs read into one LogSite
 * per site and kind.
 *
 * libobt records a process's failures per site and kind, and appends one
 * line each at exit (OBT_OPTIONS=record_path=, runtime/record.c):
 *
 *	FILE:LINE[:COL]: runtime record: obt: KIND: N failures; first F, min A, max B; TYPE
 *
 * and reports each failed check as a line of its log (log_path=,
 * runtime/report.c):
 *
 *	FILE:LINE[:COL]: runtime error: obt: KIND: DETAIL
 *
 * where DETAIL is "A + B does not fit 'T'" (also -, *, /, %), "-(A) does
 * not fit 'T'" or, for a conversion, "V does not fit 'T' (from 'F')". The
 * value a LogSite keeps is the one that did not fit: a conversion's V, an
 * operation's exact result (A + B computed without overflow), which is
 * exact up to 128 bits and approximate (long double) beyond; a record's
 * values are such already. A program reports each site once unless
 * OBT_OPTIONS has report_once=0, so a count of report lines is of runs,
 * or of failures with report_once=0; a record counts every failure.
 *
 * A kernel's console (a boot log, dmesg) reports through its UBSan
 * handlers (-fobt-runtime=ubsan), each failed check in two lines after
 * whatever prefix the console gives them (a timestamp):
 *
 *	UBSAN: signed-integer-overflow in lib/x.c:12:9
 *	2147483647 + 1 cannot be represented in type 'int'
 *
 * read as the same sites and kinds: signed- and unsigned-integer-overflow
 * by their operator ("A op B cannot be represented"), negation-overflow
 * ("negation of A"), division-overflow ("division of A by B"),
 * implicit-conversion ("'T' value V converted to 'U' became W (KIND)", a
 * sign change or a truncation). A kernel reports each site once a boot.
 *
 * Files are read a line at a time, and a line takes memory only when its
 * site is new: a log of a whole test suite costs memory per site.
 */
#include "report.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* A decimal as the report prints it: [-]DIGITS [(truncated to N bits)]. */
static bool parse_value(const char **pp, Value *v)
{
	const char *p = *pp;
	bool negative = *p == '-';
	p += negative;
	if (!isdigit((unsigned char)*p))
		return false;
	unsigned __int128 mag = 0;
	long double approx = 0;
	bool fits = true;
	for (; isdigit((unsigned char)*p); p++) {
		int d = *p - '0';
		fits &= !__builtin_mul_overflow(mag, 10, &mag) && !__builtin_add_overflow(mag, d, &mag);
		approx = approx * 10 + d;
	}
	const char *cut = " (truncated to ";
	if (strncmp(p, cut, strlen(cut)) == 0) {
		fits = false;
		p = strchr(p, ')') ? strchr(p, ')') + 1 : p + strlen(p);
	}
	unsigned __int128 limit = (unsigned __int128)1 << 127;	/* -INT128_MIN */
	v->is_exact = fits && (mag < limit || (negative && mag == limit));
	v->exact = negative ? (__int128)(0 - mag) : (__int128)mag;
	v->approx = negative ? -approx : approx;
	*pp = p;
	return true;
}

static Value combine(Value a, char op, Value b)
{
	Value r = {.is_exact = a.is_exact && b.is_exact};
	bool over = false;
	switch (op) {
	case '+':
		over = __builtin_add_overflow(a.exact, b.exact, &r.exact);
		r.approx = a.approx + b.approx;
		break;
	case '-':
		over = __builtin_sub_overflow(a.exact, b.exact, &r.exact);
		r.approx = a.approx - b.approx;
		break;
	case '*':
		over = __builtin_mul_overflow(a.exact, b.exact, &r.exact);
		r.approx = a.approx * b.approx;
		break;
	case '/':	/* MIN / -1: the quotient is -MIN */
		over = b.exact == 0 || __builtin_mul_overflow(a.exact, -1, &r.exact);
		if (!over && b.exact != -1)
			r.exact = a.exact / b.exact;
		r.approx = b.approx ? a.approx / b.approx : 0;
		break;
	default:	/* %: MIN % -1 is 0 */
		r.exact = 0;
		r.approx = 0;
	}
	r.is_exact &= !over;
	return r;
}

/* The value that did not fit, from DETAIL. */
static bool detail_value(const char *p, Value *out)
{
	Value a, b;
	if (strncmp(p, "-(", 2) == 0) {
		p += 2;
		if (!parse_value(&p, &a))
			return false;
		*out = combine((Value){.is_exact = true}, '-', a);
		return true;
	}
	if (!parse_value(&p, &a))
		return false;
	if (p[0] == ' ' && strchr("+-*/%", p[1]) && p[1] && p[2] == ' ') {
		char op = p[1];
		p += 3;
		if (!parse_value(&p, &b))
			return false;
		*out = combine(a, op, b);
		return true;
	}
	*out = a;
	return true;
}

static int compare(const Value *a, const Value *b)
{
	if (a->is_exact && b->is_exact)
		return (a->exact > b->exact) - (a->exact < b->exact);
	return (a->approx > b->approx) - (a->approx < b->approx);
}

const char *value_str(const Value *v)
{
	if (!v->is_exact)
		return str_fmt("~%.6Lg", v->approx);
	char digits[48], *p = digits + sizeof digits;
	unsigned __int128 mag = (unsigned __int128)v->exact;
	if (v->exact < 0)
		mag = 0 - mag;
	*--p = '\0';
	do
		*--p = (char)('0' + (int)(mag % 10));
	while ((mag /= 10));
	if (v->exact < 0)
		*--p = '-';
	return str_ndup(p, strlen(p));
}

/* The place and kind of a line, as pointers into it. */
typedef struct {
	const char *file, *kind;
	int file_len, kind_len, line, column;
} Place;

/* FILE:LINE[:COL] before the marker (a column of 0 is not printed). */
static bool parse_place(const char *line, size_t len, Place *p)
{
	int nums[2], n = 0;
	while (n < 2) {
		const char *colon = memrchr(line, ':', len);
		size_t digits = colon ? len - (colon - line) - 1 : 0;
		if (!digits || digits > 9 || strspn(colon + 1, "0123456789") < digits)
			break;
		nums[n++] = atoi(colon + 1);
		len = colon - line;
	}
	if (!n || !len)
		return false;
	p->file = line;
	p->file_len = (int)len;
	p->line = n == 2 ? nums[1] : nums[0];
	p->column = n == 2 ? nums[0] : 0;
	return true;
}

/* "FILE:LINE:COL: MARKER KIND: " with the rest after it, or NULL. */
static const char *parse_head(const char *line, const char *marker, Place *p)
{
	const char *m = strstr(line, marker);
	if (!m || !parse_place(line, m - line, p))
		return NULL;
	p->kind = m + strlen(marker);
	const char *colon = strstr(p->kind, ": ");
	if (!colon)
		return NULL;
	p->kind_len = (int)(colon - p->kind);
	return colon + 2;
}

static bool skip(const char **pp, const char *text)
{
	size_t n = strlen(text);
	if (strncmp(*pp, text, n))
		return false;
	*pp += n;
	return true;
}

/* "N failures; first F, min A, max B" */
static bool parse_record(const char *p, LogSite *ls)
{
	char *end;
	ls->count = strtol(p, &end, 10);
	p = end;
	return ls->count > 0 && skip(&p, " failures; first ") && parse_value(&p, &ls->first) &&
	       skip(&p, ", min ") && parse_value(&p, &ls->min) && skip(&p, ", max ") &&
	       parse_value(&p, &ls->max);
}

/* A line of either kind: its place and what it says of it. */
static bool parse_line(const char *line, Place *p, LogSite *ls)
{
	const char *rest = parse_head(line, ": runtime record: obt: ", p);
	if (rest)
		return parse_record(rest, ls);
	rest = parse_head(line, ": runtime error: obt: ", p);
	if (!rest || !detail_value(rest, &ls->first))
		return false;
	ls->count = 1;
	ls->min = ls->max = ls->first;
	return true;
}

/* A LogSite and the log that first named it, for messages. */
typedef struct {
	LogSite site;
	const char *log;
} Logged;

static void add_up(LogSite *into, const LogSite *more)
{
	if (!into->count) {
		into->first = more->first;
		into->min = more->min;
		into->max = more->max;
	}
	into->count += more->count;
	if (compare(&more->min, &into->min) < 0)
		into->min = more->min;
	if (compare(&more->max, &into->max) > 0)
		into->max = more->max;
}

/* The LogSite of a place as it is spelled, made if new. */
static Logged *logged_at(Map *places, Vec *order, const Place *p, const char *log)
{
	static Buf key;
	key.len = 0;
	buf_fmt(&key, "%.*s\n%d\n%d\n%.*s", p->file_len, p->file, p->line, p->column,
		p->kind_len, p->kind);
	void **slot = map_slot(places, key.data, key.len);
	if (!*slot) {
		Logged *l = alloc(sizeof *l);
		l->site.file = str_ndup(p->file, p->file_len);
		l->site.line = p->line;
		l->site.column = p->column;
		l->site.kind = str_ndup(p->kind, p->kind_len);
		l->log = log;
		vec_push(order, l);
		*slot = l;
	}
	return *slot;
}

/* ---- a kernel's console ---------------------------------------------- */

/* "UBSAN: CHECK in FILE:LINE:COL", after any prefix: its place, and the
 * check's name in *check. */
static bool ubsan_head(const char *line, Place *p, const char **check, size_t *check_len)
{
	const char *u = strstr(line, "UBSAN: ");
	const char *in = u ? strstr(u, " in ") : NULL;
	const char *where = in ? in + 4 : NULL;
	if (!where || !parse_place(where, strlen(where), p))
		return false;
	*check = u + 7;
	*check_len = in - *check;
	return true;
}

/* The line after the head: its text past the console's prefix, a
 * "[    1.234567] " timestamp or a "<3>" level. */
static const char *console_text(const char *line)
{
	const char *p = line;
	if (*p == '<' && strchr(p, '>'))
		p = strchr(p, '>') + 1;
	if (*p == '[' && strchr(p, ']'))
		p = strchr(p, ']') + 1;
	while (*p == ' ')
		p++;
	return p;
}

static const char *const op_kinds[][2] = {
	{"+", "integer addition overflow"},
	{"-", "integer subtraction overflow"},
	{"*", "integer multiplication overflow"},
};

/* What the handler said of the check, as the kind obtcc names and the
 * value that did not fit. */
static bool ubsan_detail(const char *check, size_t check_len, const char *p, Place *place,
			 LogSite *ls)
{
	Value a, b;
	if (check_len == strlen("implicit-conversion") && !strncmp(check, "implicit-conversion", check_len)) {
		const char *v = strstr(p, " value ");
		if (!v)
			return false;
		v += 7;
		if (!parse_value(&v, &ls->first))
			return false;
		place->kind = strstr(v, "(sign change)") ? "integer sign change" : "integer truncation";
	} else if (skip(&p, "negation of ")) {
		if (!parse_value(&p, &a))
			return false;
		ls->first = combine((Value){.is_exact = true}, '-', a);
		place->kind = "integer negation overflow";
	} else if (skip(&p, "division of ")) {
		if (!parse_value(&p, &a) || !skip(&p, " by ") || !parse_value(&p, &b))
			return false;
		ls->first = combine(a, '/', b);
		place->kind = "integer division overflow";
	} else {
		if (!parse_value(&p, &a) || *p++ != ' ')
			return false;
		const char *op = p;
		if (!*op || op[1] != ' ' || !strchr("+-*", *op))
			return false;
		p += 2;
		if (!parse_value(&p, &b))
			return false;
		ls->first = combine(a, *op, b);
		for (size_t i = 0; i < sizeof op_kinds / sizeof op_kinds[0]; i++)
			if (*op == op_kinds[i][0][0])
				place->kind = op_kinds[i][1];
	}
	place->kind_len = (int)strlen(place->kind);
	ls->count = 1;
	ls->min = ls->max = ls->first;
	return true;
}

/* "obt: record full: N failures at ..." : what a process could not record. */
static long unrecorded(const char *line)
{
	const char *p = line;
	return skip(&p, "obt: record full: ") ? strtol(p, NULL, 10) : 0;
}

static void read_log(const char *path, Map *places, Vec *order, long *ignored)
{
	FILE *fp = fopen(path, "r");
	if (!fp)
		fatal("cannot read the log %s: %s", path, strerror(errno));
	char *line = NULL;
	size_t cap = 0;
	long lost = 0;
	ssize_t len;
	Place head;			/* a kernel's "UBSAN: ..." line, until its detail */
	const char *check = NULL;
	size_t check_len = 0;
	while ((len = getline(&line, &cap, fp)) >= 0) {
		/* a serial console's lines end in "\r\n" */
		while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		Place p;
		LogSite ls = {0};
		if ((size_t)len != strlen(line)) {
			++*ignored;
		} else if (parse_line(line, &p, &ls)) {
			add_up(&logged_at(places, order, &p, path)->site, &ls);
		} else if (check && ubsan_detail(check, check_len, console_text(line), &head, &ls)) {
			add_up(&logged_at(places, order, &head, path)->site, &ls);
			check = NULL;
			continue;
		} else if (ubsan_head(line, &p, &check, &check_len)) {
			head = p;
			head.file = str_ndup(p.file, p.file_len);	/* the next line reuses the buffer */
			check = str_ndup(check, check_len);
			continue;
		} else if (unrecorded(line)) {
			lost += unrecorded(line);
		} else if (len) {
			++*ignored;
		}
	}
	free(line);
	fclose(fp);
	if (lost)
		soft_error("%s: %ld failures were not recorded: a process failed at more sites "
			   "than its record holds (docs/runtime.md)", path, lost);
}

void read_logs(char **paths, int npaths, Vec *out, long *ignored)
{
	Map places = {0}, named = {0};
	Vec order = {0};
	for (int i = 0; i < npaths; i++)
		read_log(paths[i], &places, &order, ignored);
	/* Two spellings of one file (a header seen from two directories)
	 * are one site once named. */
	for (int i = 0; i < order.len; i++) {
		Logged *l = order.data[i];
		LogSite *ls = &l->site;
		const char *name = logged_file_name(ls->file, ls->line, ls->column, l->log);
		const char *key = str_fmt("%s\n%d\n%d\n%s", name, ls->line, ls->column, ls->kind);
		void **slot = map_slot(&named, key, strlen(key));
		if (*slot) {
			add_up(*slot, ls);
			continue;
		}
		ls->file = name;
		*slot = ls;
		vec_push(out, ls);
	}
}
