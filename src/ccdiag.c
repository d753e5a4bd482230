/*
 * ccdiag.c - CC's own diagnostics on the unit as written, without what
 * the overflow behaviours explain.
 *
 * When a translated unit draws a warning, the user sees CC's word on the
 * source as written, with the OBT spellings defined away (driver.c). In
 * that text a wrap type is a plain type, so CC warns where the types say
 * the value change is intended: gcc's -Woverflow on
 *
 *	short __ob_wrap x = (int)100000;
 *
 * clang's -Wconstant-conversion and -Winteger-overflow; under -Werror
 * (the kernel's CONFIG_WERROR) a correct unit would fail. check.c marks
 * the source ranges of constants converted into or out of a wrap type,
 * and of constant wrap arithmetic, whose value changes; such a warning of
 * CC's inside one is left out, with its notes, the "In function" lines
 * that only led to it, and from the closing lines ("N warnings
 * generated.", "all warnings being treated as errors") what no longer
 * holds.
 */
#include "obtcc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	const char *file;
	int line, col, end_line, end_col;	/* columns as CC counts them */
} Range;

static Vec excused;		/* Range * */

void excuse_range(const Token *first, const Token *last)
{
	Loc a = original_loc(first), b = original_loc(last);
	Range *r = alloc(sizeof *r);
	*r = (Range){a.file, a.line, diag_column(a), b.line, diag_column(b) + last->len - 1};
	vec_push(&excused, r);
}

/* The warnings of value changes CC gives on constants. */
static const char *const excusable_flags[] = {
	"overflow", "constant-conversion", "integer-overflow", NULL,
};

/* One line of CC's text, and what it is. */
typedef enum { LINE_DIAG, LINE_NOTE, LINE_CONTEXT, LINE_SUMMARY, LINE_OTHER } LineKind;

typedef struct {
	const char *text;	/* with its colours and newline */
	size_t len;
	LineKind kind;
	bool excused;		/* LINE_DIAG: a warning the types explain */
	bool is_error, from_warning;	/* LINE_DIAG: an error, a -Werror one */
} Line;

static bool excusable(const char *plain)
{
	for (const char *const *f = excusable_flags; *f; f++)
		if (strstr(plain, str_fmt("[-W%s]", *f)) || strstr(plain, str_fmt("=%s]", *f)) ||
		    strstr(plain, str_fmt(",-W%s]", *f)))
			return true;
	return false;
}

static bool in_excused_range(const char *file, int line, int col)
{
	for (int i = 0; i < excused.len; i++) {
		Range *r = excused.data[i];
		if (strcmp(r->file, file) != 0 || line < r->line || line > r->end_line)
			continue;
		if ((line > r->line || col >= r->col) && (line < r->end_line || col <= r->end_col))
			return true;
	}
	return false;
}

/* Reads "FILE:LINE:COL: KIND: ..." (COL may be missing). */
static bool diag_line(const char *plain, Line *l)
{
	const char *kinds[] = {": warning: ", ": error: ", ": fatal error: ", ": note: "};
	for (int k = 0; k < 4; k++) {
		const char *at = strstr(plain, kinds[k]);
		if (!at)
			continue;
		/* FILE:LINE or FILE:LINE:COL just before it */
		const char *p = at;
		int nums[2], n = 0;
		while (n < 2 && p > plain && p[-1] >= '0' && p[-1] <= '9') {
			const char *digits = p;
			while (p > plain && p[-1] >= '0' && p[-1] <= '9')
				p--;
			nums[n++] = atoi(p);
			if (p == plain || p[-1] != ':' || digits == p)
				break;
			p--;
		}
		if (n == 0 || p == plain)
			return false;
		int line = nums[n - 1], col = n == 2 ? nums[0] : 0;
		const char *file = str_ndup(plain, p - plain);
		l->kind = k == 3 ? LINE_NOTE : LINE_DIAG;
		l->is_error = k == 1 || k == 2;
		l->from_warning = strstr(plain, "[-Werror") != NULL;
		l->excused = k < 2 && excusable(plain) && in_excused_range(file, line, col);
		return true;
	}
	return false;
}

static LineKind classify(const char *plain, Line *l)
{
	if (diag_line(plain, l))
		return l->kind;
	if (strstr(plain, ": In function ") || strstr(plain, ": At top level:") ||
	    starts_with(plain, "In file included from ") || starts_with(plain, "                 from "))
		return LINE_CONTEXT;
	if (strstr(plain, " generated.") || strstr(plain, "warnings being treated as errors"))
		return LINE_SUMMARY;
	return LINE_OTHER;
}

static Vec split_lines(const char *said, size_t len)
{
	Vec lines = {0};
	for (const char *p = said, *end = said + len; p < end;) {
		const char *nl = memchr(p, '\n', end - p);
		size_t n = nl ? (size_t)(nl - p) + 1 : (size_t)(end - p);
		Line *l = alloc(sizeof *l);
		l->text = p;
		l->len = n;
		l->kind = classify(without_colours(p, nl ? n - 1 : n), l);
		vec_push(&lines, l);
		p += n;
	}
	return lines;
}

/* clang's closing count, for what is left. */
static const char *clang_summary(int warnings, int errors)
{
	const char *w = str_fmt("%d warning%s", warnings, warnings == 1 ? "" : "s");
	const char *e = str_fmt("%d error%s", errors, errors == 1 ? "" : "s");
	if (!warnings && !errors)
		return NULL;
	return str_fmt("%s generated.\n", warnings && errors ? str_fmt("%s and %s", w, e)
							    : warnings ? w : e);
}

bool drop_excused_warnings(char **said, size_t *len)
{
	if (!*said || !excused.len)
		return false;
	Vec lines = split_lines(*said, *len);
	Buf out = {0}, context = {0};
	bool dropping = false, werror = false, dropped = false, errors_left = false;
	int warnings = 0, errors = 0;
	LineKind before = LINE_OTHER;
	for (int i = 0; i < lines.len; i++) {
		Line *l = lines.data[i];
		const char *plain = without_colours(l->text, l->len);
		bool continuation = l->kind == LINE_OTHER && plain[0] == ' ';
		if (l->kind == LINE_CONTEXT) {
			/* kept for the first diagnostic it leads to that stays */
			if (before != LINE_CONTEXT)
				context.len = 0;
			buf_add(&context, l->text, l->len);
		} else if (l->kind == LINE_DIAG && l->excused) {
			dropping = dropped = true;
		} else if (l->kind == LINE_DIAG) {
			dropping = false;
			buf_add(&out, context.data, context.len);
			context.len = 0;
			werror |= l->from_warning;
			warnings += !l->is_error;
			errors += l->is_error;
			buf_add(&out, l->text, l->len);
		} else if (l->kind == LINE_SUMMARY) {
			const char *count = clang_summary(warnings, errors);
			if (!strstr(plain, " generated."))
				count = werror ? str_ndup(l->text, l->len) : NULL;
			if (count)
				buf_str(&out, count);
		} else if (!(dropping && (continuation || l->kind == LINE_NOTE))) {
			dropping = false;
			errors_left |= l->kind == LINE_OTHER && !continuation &&
				       strstr(plain, "error") != NULL;
			buf_add(&out, l->text, l->len);
		}
		before = l->kind;
	}
	if (!dropped)
		return false;
	*said = out.data ? out.data : "";
	*len = out.len;
	return !errors && !errors_left;
}
