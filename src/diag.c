/*
 * diag.c - diagnostics in the real compiler's format:
 *
 *   x.c:3:5: error: message
 *       3 |     int x = y;
 *         |     ^
 *
 * The source line comes from the original file when it can be read, else
 * from the preprocessed text.
 */
#include "obtcc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int error_count;
int max_errors = 20;
bool opt_verbose;

static const char *pp_text;
static size_t pp_len;

void diag_set_text(const char *text, size_t len)
{
	pp_text = text;
	pp_len = len;
}

__attribute__((noreturn)) void fatal(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "%s: fatal error: ", prog_name);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

/* The original files, read once each. */
typedef struct SourceFile {
	const char *name;
	char *text;		/* NULL if unreadable */
	size_t len;
	const char **line_starts;	/* indexed on first use */
	int nlines;
	struct SourceFile *next;
} SourceFile;

static SourceFile *source_files;

static SourceFile *source_file(const char *name)
{
	for (SourceFile *f = source_files; f; f = f->next)
		if (f->name == name)
			return f;
	SourceFile *f = alloc(sizeof *f);
	f->name = name;
	if (name[0] != '<')
		f->text = read_file(name, &f->len);
	f->next = source_files;
	source_files = f;
	return f;
}

/* Finds line number `line` of a file: returns its start and length. */
/* Line `line` of a file: its start and length. Every check site asks for
 * its line, so each file's line starts are indexed once. */
static bool find_line(SourceFile *f, int line, const char **start, int *n)
{
	if (!f->text)
		return false;
	if (!f->line_starts) {
		Vec v = {0};
		const char *end = f->text + f->len;
		for (const char *p = f->text; p < end; p++) {
			vec_push(&v, (void *)p);
			p = memchr(p, '\n', end - p);
			if (!p)
				break;
		}
		f->line_starts = (const char **)v.data;
		f->nlines = v.len;
	}
	if (line < 1 || line > f->nlines)
		return false;
	const char *p = f->line_starts[line - 1], *end = f->text + f->len;
	const char *q = memchr(p, '\n', end - p);
	*start = p;
	*n = (q ? q : end) - p;
	return true;
}

/* The source line of loc, and loc's column in it. */
static bool source_line(Loc loc, const char **line, int *n)
{
	SourceFile *f = source_file(loc.file);
	if (find_line(f, loc.line, line, n))
		return true;
	if (!pp_text || loc.offset < 0 || (size_t)loc.offset > pp_len)
		return false;
	const char *p = pp_text + loc.offset;
	while (p > pp_text && p[-1] != '\n')
		p--;
	const char *q = memchr(p, '\n', pp_text + pp_len - p);
	*line = p;
	*n = (q ? q : pp_text + pp_len) - p;
	return true;
}

static void show_line(Loc loc)
{
	const char *line;
	int n;
	if (!source_line(loc, &line, &n))
		return;
	fprintf(stderr, "%5d | %.*s\n", loc.line, n, line);
	fprintf(stderr, "      | ");
	for (int i = 0; i < loc.col - 1 && i < n; i++)
		fputc(line[i] == '\t' ? '\t' : ' ', stderr);
	fprintf(stderr, "^\n");
}

static void vdiag(Loc loc, const char *what, const char *fmt, va_list ap, const char *suffix)
{
	fprintf(stderr, "%s:%d:%d: %s: ", loc.file, loc.line, loc.col, what);
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "%s\n", suffix);
	show_line(loc);
}

void error_at(Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(loc, "error", fmt, ap, "");
	va_end(ap);
	if (++error_count >= max_errors && max_errors > 0)
		fatal("too many errors emitted, stopping now");
}

void note_at(Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(loc, "note", fmt, ap, "");
	va_end(ap);
}

void warning_at(Loc loc, const char *flag, const char *fmt, ...)
{
	int level = warning_level(flag);
	if (level == WARN_OFF)
		return;
	va_list ap;
	va_start(ap, fmt);
	if (level == WARN_ERROR) {
		/* in the style of CC */
		vdiag(loc, "error", fmt, ap, str_fmt(target.is_clang ? " [-Werror,-W%s]"
								      : " [-Werror=%s]", flag));
		error_count++;
	} else {
		vdiag(loc, "warning", fmt, ap, str_fmt(" [-W%s]", flag));
	}
	va_end(ap);
}

/* Occurrences of the n bytes at s in [from, to), and how many of them
 * start before `before`. */
static int occurrences(const char *s, int n, const char *from, const char *to,
		       const char *before, int *count_before)
{
	int total = 0;
	*count_before = 0;
	for (const char *p = from; p + n <= to; p++) {
		if (memcmp(p, s, n) != 0)
			continue;
		total++;
		if (p < before)
			++*count_before;
	}
	return total;
}

static const char *nth_occurrence(const char *s, int n, const char *from, const char *to, int k)
{
	for (const char *p = from; p + n <= to; p++)
		if (memcmp(p, s, n) == 0 && k-- == 0)
			return p;
	return NULL;
}

/* The column CC's preprocessor output gives a token is not always the
 * original one (it collapses spaces, expands macros). Find the token's
 * spelling in the original line: the k-th occurrence if the token is the
 * k-th with that spelling on its preprocessed line, or counted from the
 * end of the line when a macro expansion added occurrences before it. */
Loc original_loc(const Token *t)
{
	Loc loc = t->loc;
	const char *line;
	int n;
	SourceFile *f = source_file(loc.file);
	if (!find_line(f, loc.line, &line, &n) || !pp_text)
		return loc;
	const char *pp_line = pp_text + t->offset - (t->loc.col - 1);
	const char *pp_end = memchr(t->text, '\n', pp_text + pp_len - t->text);
	if (!pp_end)
		pp_end = pp_text + pp_len;
	int k, k_orig;
	int pp_total = occurrences(t->text, t->len, pp_line, pp_end, t->text, &k);
	int orig_total = occurrences(t->text, t->len, line, line + n, line, &k_orig);
	const char *p = NULL;
	if (pp_total == orig_total)
		p = nth_occurrence(t->text, t->len, line, line + n, k);
	else if (orig_total - (pp_total - k) >= 0)
		p = nth_occurrence(t->text, t->len, line, line + n, orig_total - (pp_total - k));
	if (p)
		loc.col = (int)(p - line) + 1;
	else if (loc.col > n)
		loc.col = n > 0 ? n : 1;
	return loc;
}
