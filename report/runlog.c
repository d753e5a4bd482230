/*
 * runlog.c - warn-mode logs read into one record per site and kind.
 *
 * libobt writes each failed check as (runtime/report.c)
 *
 *	FILE:LINE[:COL]: runtime error: obt: KIND: DETAIL
 *
 * where DETAIL is "A + B does not fit 'T'" (also -, *, /, %), "-(A) does
 * not fit 'T'" or, for a conversion, "V does not fit 'T' (from 'F')". The
 * value a record keeps is the one that did not fit: a conversion's V, an
 * operation's exact result (A + B computed without overflow), which is
 * exact up to 128 bits and approximate (long double) beyond. A program
 * reports each site once unless OBT_OPTIONS has report_once=0, so a count
 * is of runs, or of failures with report_once=0.
 */
#include "report.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char marker[] = ": runtime error: obt: ";

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

/* FILE:LINE[:COL] before the marker (a column of 0 is not printed). */
static bool parse_place(const char *line, size_t len, LogSite *ls)
{
	int nums[2], n = 0;
	while (n < 2) {
		const char *colon = memrchr(line, ':', len);
		size_t digits = colon ? len - (colon - line) - 1 : 0;
		if (!digits || strspn(colon + 1, "0123456789") < digits)
			break;
		nums[n++] = atoi(colon + 1);
		len = colon - line;
	}
	if (!n || !len)
		return false;
	ls->file = clean_path(str_ndup(line, len));
	ls->line = n == 2 ? nums[1] : nums[0];
	ls->column = n == 2 ? nums[0] : 0;
	return true;
}

static bool parse_report(const char *line, LogSite *ls, Value *v)
{
	const char *m = strstr(line, marker);
	if (!m || !parse_place(line, m - line, ls))
		return false;
	const char *kind = m + strlen(marker), *colon = strstr(kind, ": ");
	if (!colon)
		return false;
	ls->kind = str_ndup(kind, colon - kind);
	return detail_value(colon + 2, v);
}

/* A log of a whole test suite run with report_once=0 has a line per
 * failure: records are found by hash. */
typedef struct Entry Entry;
struct Entry {
	const char *key;
	LogSite *site;
	Entry *next;
};

#define LOG_BUCKETS 4096
static Entry *entries[LOG_BUCKETS];

static LogSite *record_for(Vec *logs, const LogSite *place)
{
	const char *key = str_fmt("%s:%d:%d:%s", place->file, place->line, place->column,
				  place->kind);
	unsigned h = 0;
	for (const char *p = key; *p; p++)
		h = h * 31 + (unsigned char)*p;
	Entry **slot = &entries[h % LOG_BUCKETS];
	for (Entry *e = *slot; e; e = e->next)
		if (strcmp(e->key, key) == 0)
			return e->site;
	Entry *e = alloc(sizeof *e);
	e->key = key;
	e->site = alloc(sizeof *e->site);
	*e->site = *place;
	e->next = *slot;
	*slot = e;
	vec_push(logs, e->site);
	return e->site;
}

static void note_report(Vec *logs, LogSite *place, Value v)
{
	LogSite *ls = record_for(logs, place);
	if (!ls->count)
		ls->first = ls->min = ls->max = v;
	ls->count++;
	if (compare(&v, &ls->min) < 0)
		ls->min = v;
	if (compare(&v, &ls->max) > 0)
		ls->max = v;
}

void read_logs(char **paths, int npaths, Vec *out, long *ignored)
{
	for (int i = 0; i < npaths; i++) {
		size_t len;
		char *text = read_file(paths[i], &len);
		if (!text)
			fatal("cannot read the log %s: %s", paths[i], strerror(errno));
		for (char *line = text; *line;) {
			char *end = strchr(line, '\n');
			if (end)
				*end = '\0';
			LogSite key = {0};
			Value v;
			if (parse_report(line, &key, &v))
				note_report(out, &key, v);
			else if (*line)
				++*ignored;
			line = end ? end + 1 : line + strlen(line);
		}
	}
}
