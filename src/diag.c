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
	bool *comment_open;	/* per line: starts inside a block comment */
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

/* ---- original columns ----------------------------------------------- */

/* The column CC's preprocessor output gives a token is not always the
 * original one (it collapses spaces, expands macros). A token's original
 * column is found among the tokens of its original line with the same
 * spelling (never inside a comment or a literal): the k-th of them if the
 * token is the k-th with that spelling on its preprocessed line, or
 * counted from the end of the line when a macro expansion added
 * occurrences before it. Each preprocessed line is matched once, for all
 * of its tokens, so that a long line costs time in proportion to its
 * length. */

static const Token *unit_toks;
static int unit_ntoks;
static int *original_cols;	/* per token: 0 not yet known, -1 none found */

void diag_set_tokens(const Token *toks, int ntoks)
{
	unit_toks = toks;
	unit_ntoks = ntoks;
	original_cols = NULL;
}

/* The tokens of one spelling on a line: where they are in the original,
 * how many the preprocessed line has, how many of those were placed. */
typedef struct {
	const char *text;
	int len;
	Vec original;		/* const char * */
	int pp_count, pp_seen;
} Spelling;

typedef struct {
	Spelling *slots;
	unsigned mask;
} SpellingTable;

static Spelling *spelling(SpellingTable *tab, const char *text, int len)
{
	unsigned h = 2166136261u;
	for (int i = 0; i < len; i++)
		h = (h ^ (unsigned char)text[i]) * 16777619u;
	for (unsigned i = h & tab->mask;; i = (i + 1) & tab->mask) {
		Spelling *s = &tab->slots[i];
		if (!s->text) {
			s->text = text;
			s->len = len;
			return s;
		}
		if (s->len == len && memcmp(s->text, text, len) == 0)
			return s;
	}
}

/* Whether a block comment is open where each line of f starts. */
static void index_comments(SourceFile *f)
{
	f->comment_open = alloc(f->nlines + 1);
	bool in_comment = false;
	for (int i = 0; i < f->nlines; i++) {
		f->comment_open[i] = in_comment;
		const char *end = i + 1 < f->nlines ? f->line_starts[i + 1] : f->text + f->len;
		lex_source_line(f->line_starts[i], end, &in_comment, NULL, 0);
	}
}

/* Original columns for the tokens [first, last) of one preprocessed line,
 * whose original line is [line, line + n). */
static void match_line(int first, int last, SourceFile *f, int lineno, const char *line, int n)
{
	if (!f->comment_open)
		index_comments(f);
	bool in_comment = f->comment_open[lineno - 1];
	Span *orig = alloc((n + 1) * sizeof *orig);
	int norig = lex_source_line(line, line + n, &in_comment, orig, n + 1);
	unsigned size = 16;
	while (size < 2u * (unsigned)(norig + last - first))
		size *= 2;
	SpellingTable tab = {alloc(size * sizeof(Spelling)), size - 1};
	for (int i = 0; i < norig; i++)
		vec_push(&spelling(&tab, orig[i].text, orig[i].len)->original, (void *)orig[i].text);
	for (int i = first; i < last; i++)
		spelling(&tab, unit_toks[i].text, unit_toks[i].len)->pp_count++;
	for (int i = first; i < last; i++) {
		Spelling *s = spelling(&tab, unit_toks[i].text, unit_toks[i].len);
		int k = s->pp_seen++, total = s->original.len;
		int pick = s->pp_count == total ? k : total - (s->pp_count - k);
		original_cols[i] = pick >= 0 && pick < total
			? (int)((const char *)s->original.data[pick] - line) + 1 : -1;
	}
}

Loc original_loc(const Token *t)
{
	Loc loc = t->loc;
	const char *line;
	int n;
	SourceFile *f = source_file(loc.file);
	if (t < unit_toks || t >= unit_toks + unit_ntoks || !find_line(f, loc.line, &line, &n))
		return loc;
	int i = (int)(t - unit_toks);
	if (!original_cols)
		original_cols = alloc(unit_ntoks * sizeof *original_cols);
	if (!original_cols[i]) {
		int first = i, last = i + 1;
		while (first > 0 && !unit_toks[first].at_line_start)
			first--;
		while (last < unit_ntoks && !unit_toks[last].at_line_start)
			last++;
		match_line(first, last, f, loc.line, line, n);
	}
	if (original_cols[i] > 0)
		loc.col = original_cols[i];
	else if (loc.col > n)
		loc.col = n > 0 ? n : 1;
	return loc;
}
