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

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int error_count;
int max_errors = -1;		/* -fmax-errors=, -ferror-limit=; -1: not given */
static bool holding;		/* see diag_hold */
bool opt_verbose;

static const char *pp_text;
static size_t pp_len;

void diag_set_text(const char *text, size_t len)
{
	pp_text = text;
	pp_len = len;
}

/* ---- which warnings the -W options turn on ---------------------------- */

/* The -W names obtcc owns; CC never sees them. Every obtcc warning has a
 * name; "parent" groups turn their children on or off. */
enum { CC_KNOWS_NOT, CC_KNOWS, CLANG_KNOWS };

static const struct {
	const char *name;
	const char *parent;
	bool on_by_default;
	int cc_knows;		/* does CC have a warning of that name too? */
} obt_warnings[] = {
	{"overflow-behavior-conversion", "conversion", false, CC_KNOWS_NOT},
	{"implicit-overflow-behavior-conversion", "overflow-behavior-conversion", false, CC_KNOWS_NOT},
	{"implicit-overflow-behavior-conversion-assignment", "implicit-overflow-behavior-conversion", false, CC_KNOWS_NOT},
	{"implicit-overflow-behavior-conversion-assignment-pedantic", "implicit-overflow-behavior-conversion-assignment", false, CC_KNOWS_NOT},
	{"implicit-overflow-behavior-conversion-pedantic", "implicit-overflow-behavior-conversion", false, CC_KNOWS_NOT},
	{"implicit-overflow-behavior-conversion-function-boundary", "implicit-overflow-behavior-conversion", false, CC_KNOWS_NOT},
	{"implicit-overflow-behavior-conversion-function-boundary-pedantic", "implicit-overflow-behavior-conversion-function-boundary", false, CC_KNOWS_NOT},
	{"incompatible-pointer-types-discards-overflow-behavior", "incompatible-pointer-types", true, CC_KNOWS_NOT},
	{"redundant-overflow-behavior", NULL, true, CC_KNOWS_NOT},
	{"constant-conversion", NULL, true, CLANG_KNOWS},
	/* obtcc's own: a cast of a constant that fails every time it runs */
	{"constant-overflow-behavior-conversion", "constant-conversion", true, CC_KNOWS_NOT},
	{"duplicate-decl-specifier", NULL, true, CC_KNOWS},
	{"overflow-behavior", NULL, true, CC_KNOWS_NOT},
	{"atomic-overflow-behavior", NULL, false, CC_KNOWS_NOT},
	/* Clang's, for the attribute while OBT is off; obtcc never ignores
	 * it, but takes the name (the kernel passes -Wno-...) */
	{"overflow-behavior-attribute-ignored", NULL, false, CC_KNOWS_NOT},
};
#define N_WARNINGS (int)(sizeof obt_warnings / sizeof obt_warnings[0])

static int warning_index(const char *name)
{
	for (int i = 0; i < N_WARNINGS; i++)
		if (strcmp(obt_warnings[i].name, name) == 0)
			return i;
	return -1;
}

/* The last -W option that says whether flag is on: -Wflag (1),
 * -Wno-flag (0), or for one of obtcc's -Werror=flag (1); with errors,
 * the last that says whether it is an error: -Werror=flag (2),
 * -Wno-error=flag (3), for one of obtcc's only. -1: none says. */
static int last_setting(const char *flag, bool errors)
{
	bool own = warning_index(flag) >= 0;
	for (int i = stage_opts.warnings.len - 1; i >= 0; i--) {
		const char *w = stage_opts.warnings.data[i];
		bool no = starts_with(w, "no-");
		const char *rest = no ? w + 3 : w;
		bool error = own && starts_with(rest, "error=") && strcmp(rest + 6, flag) == 0;
		if (errors && error)
			return no ? 3 : 2;
		if (!errors && (strcmp(rest, flag) == 0 || (error && !no)))
			return !no;
	}
	return -1;
}

/* Is flag given as on (1), off (0) or unset (-1) by the options, looking
 * at the name itself and then at the groups above it? */
static int enabled_by_options(const char *flag)
{
	int on = last_setting(flag, false), i = warning_index(flag);
	if (on < 0 && i >= 0 && obt_warnings[i].parent)
		return enabled_by_options(obt_warnings[i].parent);
	return on;
}

int warning_level(const char *flag)
{
	if (stage_opts.no_warnings)
		return WARN_OFF;
	int i = warning_index(flag);
	int on = enabled_by_options(flag);
	if (on < 0)
		on = i >= 0 ? obt_warnings[i].on_by_default : true;
	if (!on)
		return WARN_OFF;
	int error = last_setting(flag, true);
	if (error >= 2)
		return error == 2 ? WARN_ERROR : WARN_ON;
	return stage_opts.warnings_are_errors ? WARN_ERROR : WARN_ON;
}

bool obtcc_warning(const char *name, bool *cc_knows)
{
	int i = warning_index(name);
	if (i < 0)
		return false;
	int knows = obt_warnings[i].cc_knows;
	*cc_knows = knows == CC_KNOWS || (knows == CLANG_KNOWS && compiler_is_clang());
	return true;
}

__attribute__((noreturn)) void fatal(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (holding)
		diag_release(NULL);
	fprintf(stderr, "%s: fatal error: ", stage_opts.prog_name);
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
	/* A line ends where the next starts, less its newline: scanning for
	 * it again would make a long line's sites cost its length each. */
	const char *p = f->line_starts[line - 1];
	const char *end = f->text + f->len;
	if (line < f->nlines)
		end = f->line_starts[line] - 1;
	else if (end > p && end[-1] == '\n')
		end--;
	*start = p;
	*n = end - p;
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

/* ---- held diagnostics ------------------------------------------------- */

/* While held (diag_hold), each diagnostic and its notes are kept as a
 * group, printed at diag_release: an error about C that obtcc could not
 * parse then gives way to CC's own error at that line, as gcc words it,
 * once CC has been asked about the unit. */
typedef struct {
	const char *function;	/* for the "In function" line */
	Loc loc;
	bool unparsed;		/* an error_unparsed_at() */
	char *text;
	size_t len;
	FILE *fp;
} Held;

static Vec held;		/* Held * */
static Held *group;		/* the one notes go to */

static FILE *diag_stream(void)
{
	return holding && group ? group->fp : stderr;
}

void diag_hold(void)
{
	holding = true;
}

/* Did CC's diagnostics (said) report an error at loc's file and line? */
static bool cc_error_at(const char *said, Loc loc)
{
	const char *want = str_fmt("%s:%d:", loc.file, loc.line);
	for (const char *p = said; p && *p;) {
		const char *nl = strchr(p, '\n');
		char *line = without_colours(p, nl ? (size_t)(nl - p) : strlen(p));
		if (starts_with(line, want) && strstr(line, ": error: "))
			return true;
		p = nl ? nl + 1 : NULL;
	}
	return false;
}

static void announce_function(Loc loc, const char *function);

void diag_release(const char *cc_said)
{
	holding = false;
	group = NULL;
	for (int i = 0; i < held.len; i++) {
		Held *h = held.data[i];
		fclose(h->fp);
		if (cc_said && h->unparsed && cc_error_at(cc_said, h->loc))
			continue;
		diag_flush_preamble();
		announce_function(h->loc, h->function);
		fwrite(h->text, 1, h->len, stderr);
	}
	held.len = 0;
}

/* ---- what a diagnostic looks like (CC's settings) -------------------- */

DiagOptions diag_opts = {.show_caret = true, .tabstop = 8, .column_origin = 1};

/* Colours as CC paints its own diagnostics: gcc's default GCC_COLORS, and
 * clang's fixed set. */
typedef struct {
	const char *locus, *error, *warning, *note, *caret, *end;
} Palette;

static const Palette gcc_palette = {
	"\33[01m\33[K", "\33[01;31m\33[K", "\33[01;35m\33[K", "\33[01;36m\33[K", NULL, "\33[m\33[K",
};
static const Palette clang_palette = {
	"\33[1m", "\33[0;1;31m", "\33[0;1;35m", "\33[0;1;30m", "\33[0;1;32m", "\33[0m",
};

static const Palette *palette(void)
{
	if (!diag_opts.color)
		return NULL;
	return target.is_clang ? &clang_palette : &gcc_palette;
}

static const char *kind_colour(const Palette *pal, const char *what)
{
	return what[0] == 'e' ? pal->error : what[0] == 'w' ? pal->warning : pal->note;
}

/* The column CC reports for a byte column of a line: clang counts bytes;
 * gcc counts what the eye sees (a tab reaches the next tab stop, a UTF-8
 * sequence is one column) unless told -fdiagnostics-column-unit=byte. */
static int display_column(const char *line, int n, int byte_col)
{
	if (target.is_clang || diag_opts.byte_columns)
		return byte_col;
	int col = 0;
	for (int i = 0; i < byte_col - 1 && i < n; i++) {
		if (line[i] == '\t')
			col += diag_opts.tabstop - col % diag_opts.tabstop;
		else if (((unsigned char)line[i] & 0xc0) != 0x80)
			col++;
	}
	return col + 1 + (byte_col - 1 > n ? byte_col - 1 - n : 0);
}

/* The column number printed for loc (CC's unit, CC's origin). */
int diag_column(Loc loc)
{
	const char *line;
	int n, col = loc.col;
	if (!target.is_clang && source_line(loc, &line, &n))
		col = display_column(line, n, loc.col);
	return col - 1 + diag_opts.column_origin;
}

/* The source line, tabs expanded as both compilers print them, and under
 * it the caret with the range underlined: "^~~~". */
static void show_line(Loc loc, const char *what)
{
	const char *line;
	int n;
	if (!diag_opts.show_caret || !source_line(loc, &line, &n))
		return;
	FILE *out = diag_stream();
	const Palette *pal = palette();
	int first = display_column(line, n, loc.col) - 1;
	int last = loc.len > 1 ? display_column(line, n, loc.col + loc.len) - 2 : first;
	fprintf(out, "%5d | ", loc.line);
	int col = 0;
	for (int i = 0; i < n; i++) {
		if (line[i] == '\t') {
			do
				fputc(' ', out);
			while (++col % diag_opts.tabstop);
			continue;
		}
		fputc(line[i], out);
		col += ((unsigned char)line[i] & 0xc0) != 0x80;
	}
	fprintf(out, "\n      | %*s%s", first, "",
		pal ? pal->caret ? pal->caret : kind_colour(pal, what) : "");
	for (int c = first; c <= last; c++)
		fputc(c == first ? '^' : '~', out);
	fprintf(out, "%s\n", pal ? pal->end : "");
}

/* CC's flags that say how diagnostics look. They go to CC as well. */
static int color_setting = -1;	/* -1: auto */

bool diag_option(const char *arg)
{
	const char *v;
	if (strcmp(arg, "-fdiagnostics-color") == 0 || strcmp(arg, "-fcolor-diagnostics") == 0 ||
	    strcmp(arg, "-fdiagnostics-color=always") == 0)
		color_setting = 1;
	else if (strcmp(arg, "-fno-diagnostics-color") == 0 ||
		 strcmp(arg, "-fno-color-diagnostics") == 0 ||
		 strcmp(arg, "-fdiagnostics-color=never") == 0)
		color_setting = 0;
	else if (strcmp(arg, "-fdiagnostics-color=auto") == 0)
		color_setting = -1;
	else if (strcmp(arg, "-fno-diagnostics-show-caret") == 0 ||
		 strcmp(arg, "-fno-caret-diagnostics") == 0)
		diag_opts.show_caret = false;
	else if (strcmp(arg, "-fdiagnostics-show-caret") == 0 ||
		 strcmp(arg, "-fcaret-diagnostics") == 0)
		diag_opts.show_caret = true;
	else if (starts_with(arg, "-fdiagnostics-format="))
		/* json and sarif on stderr; the -file forms leave obtcc's text alone */
		diag_opts.format = strstr(arg, "-file") ? DIAG_TEXT :
				   strstr(arg, "=json") ? DIAG_JSON :
				   strstr(arg, "=sarif") ? DIAG_SARIF : DIAG_TEXT;
	else if (starts_with(arg, "-fdiagnostics-column-unit="))
		diag_opts.byte_columns = strcmp(strchr(arg, '=') + 1, "byte") == 0;
	else if ((v = starts_with(arg, "-fdiagnostics-column-origin=") ? strchr(arg, '=') + 1 : NULL))
		diag_opts.column_origin = atoi(v);
	else if (starts_with(arg, "-ftabstop=") && atoi(arg + 10) > 0)
		diag_opts.tabstop = atoi(arg + 10);
	else
		return false;
	return true;
}

/* "auto" colours a terminal, as CC does: not a dumb one, and for gcc not
 * when GCC_COLORS is set and empty. */
void diag_decide_color(void)
{
	const char *term = getenv("TERM"), *gcc_colors = getenv("GCC_COLORS");
	if (color_setting >= 0)
		diag_opts.color = color_setting;
	else
		diag_opts.color = isatty(STDERR_FILENO) && term && strcmp(term, "dumb") != 0 &&
				  !(gcc_colors && !*gcc_colors);
}

/* What CC printed when it preprocessed the unit comes before obtcc's own
 * diagnostics of it, as it would from CC alone. */
static const char *preamble;

void diag_set_preamble(const char *text)
{
	preamble = text && *text ? text : NULL;
}

void diag_flush_preamble(void)
{
	if (preamble)
		fputs(preamble, stderr);
	preamble = NULL;
}

/* gcc names the function a diagnostic is in, once, before the first
 * diagnostic in it ("x.c: In function 'f':"), and "At top level:" after
 * one when a diagnostic outside any function follows. */
static const char *current_function, *announced_function;
static const char *last_context;	/* the last such line, without colours */

bool diag_repeats_context(const char *line, size_t len)
{
	return last_context && strcmp(without_colours(line, len), last_context) == 0;
}

void diag_enter_function(const char *name)
{
	current_function = name;
}

static bool utf8_locale(void)
{
	const char *vars[] = {"LC_ALL", "LC_CTYPE", "LANG"};
	for (int i = 0; i < 3; i++) {
		const char *v = getenv(vars[i]);
		if (v && *v)
			return strstr(v, "UTF-8") || strstr(v, "utf8") || strstr(v, "utf-8");
	}
	return false;
}

static void announce_function(Loc loc, const char *function)
{
	if (target.is_clang || function == announced_function)
		return;
	const Palette *pal = palette();
	const char *bold = pal ? pal->locus : "", *end = pal ? pal->end : "";
	bool utf8 = utf8_locale();
	const char *line = function
		? str_fmt("%s%s:%s In function %s%s%s%s%s:", bold, loc.file, end,
			  utf8 ? "\u2018" : "'", bold, function, end, utf8 ? "\u2019" : "'")
		: str_fmt("%s%s:%s At top level:", bold, loc.file, end);
	fprintf(stderr, "%s\n", line);
	last_context = without_colours(line, strlen(line));
	announced_function = function;
}

static void diag_message(Loc loc, const char *what, const char *message, const char *flag,
			 bool unparsed)
{
	if (diag_opts.format != DIAG_TEXT) {
		diag_record(loc, what, message, flag);
		return;
	}
	if (holding && what[0] != 'n') {
		group = alloc(sizeof *group);
		*group = (Held){.function = current_function, .loc = loc, .unparsed = unparsed};
		group->fp = open_memstream(&group->text, &group->len);
		if (!group->fp)
			fatal("out of memory");
		vec_push(&held, group);
	} else if (!holding) {
		diag_flush_preamble();
		if (what[0] != 'n')
			announce_function(loc, current_function);
	}
	FILE *out = diag_stream();
	const Palette *pal = palette();
	const char *b = pal ? pal->locus : "", *k = pal ? kind_colour(pal, what) : "",
		   *e = pal ? pal->end : "";
	fprintf(out, "%s%s:%d:%d:%s %s%s: %s%s", b, loc.file, loc.line, diag_column(loc), e, k,
		what, e, message);
	if (flag)
		fprintf(out, " [%s%s%s]", k, flag, e);
	fputc('\n', out);
	show_line(loc, what);
}

static void vdiag(Loc loc, const char *what, const char *fmt, va_list ap, const char *flag)
{
	diag_message(loc, what, str_vfmt(fmt, ap), flag, false);
}

/* At the limit of -fmax-errors= (gcc; none by default) or -ferror-limit=
 * (clang; 20 by default) obtcc stops as CC does, in CC's words. */
static void count_error(void)
{
	int limit = max_errors >= 0 ? max_errors : target.is_clang ? 20 : 0;
	if (++error_count < limit || limit == 0)
		return;
	if (holding)
		diag_release(NULL);
	if (target.is_clang)
		fprintf(stderr, "fatal error: too many errors emitted, stopping now [-ferror-limit=]\n");
	else
		fprintf(stderr, "compilation terminated due to -fmax-errors=%d.\n", limit);
	exit(1);
}

void error_at(Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(loc, "error", fmt, ap, NULL);
	va_end(ap);
	count_error();
}

void error_unparsed_at(Loc loc, const char *message)
{
	diag_message(loc, "error", message, NULL, true);
	count_error();
}

void note_at(Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(loc, "note", fmt, ap, NULL);
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
		vdiag(loc, "error", fmt, ap, str_fmt(target.is_clang ? "-Werror,-W%s" : "-Werror=%s",
						     flag));
		error_count++;
	} else {
		vdiag(loc, "warning", fmt, ap, str_fmt("-W%s", flag));
	}
	va_end(ap);
}

/* The range of source text from token `first` to token `last`, for the
 * underline; a range over several lines is shown as its first point. */
Loc range_loc(const Token *first, const Token *last)
{
	Loc loc = first->loc;
	if (last->loc.file == loc.file && last->loc.line == loc.line && last->loc.col >= loc.col)
		loc.len = last->loc.col + last->len - loc.col;
	return loc;
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

/* Whether a and b come from one original line. A line whose macros expand
 * to text from a system header is cut in pieces by line markers (xz's
 * `for (size_t i = 0; filters[i].id != LZMA_VLI_UNKNOWN; ++i)`), and its
 * tokens are matched as one line, or the k-th `i` of a piece would be
 * taken for the k-th of the line. */
static bool same_line(const Token *a, const Token *b)
{
	return a->loc.line == b->loc.line &&
	       (a->loc.file == b->loc.file || !strcmp(a->loc.file, b->loc.file));
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
		while (first > 0 && same_line(&unit_toks[first - 1], &unit_toks[i]))
			first--;
		while (last < unit_ntoks && same_line(&unit_toks[last], &unit_toks[i]))
			last++;
		match_line(first, last, f, loc.line, line, n);
	}
	if (original_cols[i] > 0)
		loc.col = original_cols[i];
	else if (loc.col > n)
		loc.col = n > 0 ? n : 1;
	return loc;
}

/* For a token a macro expansion put on its line, which the source does
 * not show: the column of the macro's use, the last name of the line
 * that no token of the preprocessed text matched, before the next token
 * the source shows (NEXT in `return NEXT(co);`); 0 for a token the
 * source shows, or if no such name is found. */
int macro_use_column(const Token *t)
{
	Loc loc = original_loc(t);
	int i = (int)(t - unit_toks);
	const char *line;
	int n;
	if (!original_cols || i < 0 || i >= unit_ntoks || original_cols[i] > 0 ||
	    !find_line(source_file(loc.file), loc.line, &line, &n))
		return 0;
	int first = i, last = i + 1, until = n + 1;
	while (first > 0 && same_line(&unit_toks[first - 1], t))
		first--;
	while (last < unit_ntoks && same_line(&unit_toks[last], t))
		last++;
	for (int j = i + 1; j < last && until == n + 1; j++)
		if (original_cols[j] > 0)
			until = original_cols[j];
	int use = 0;
	for (int c = 0; c < n && c + 1 < until; c++) {
		if (!isalpha((unsigned char)line[c]) && line[c] != '_')
			continue;
		bool matched = false;
		for (int j = first; j < last && !matched; j++)
			matched = original_cols[j] == c + 1;
		if (!matched && (c == 0 || !is_name_char(line[c - 1])))
			use = c + 1;
		while (c + 1 < n && is_name_char(line[c + 1]))
			c++;
	}
	return use;
}

/* Whether t stands right after the token before it in the source, with
 * blanks only between them. A declaration a macro writes has tokens the
 * source does not show where the preprocessed text has them: there, what
 * comes before a declarator is not its type (`p->gray` for `int gray`). */
bool follows_in_source(const Token *t)
{
	if (t <= unit_toks || t >= unit_toks + unit_ntoks)
		return false;
	const Token *p = t - 1;
	Loc a = original_loc(p), b = original_loc(t);
	int i = (int)(t - unit_toks);
	if (!original_cols || original_cols[i] <= 0 || original_cols[i - 1] <= 0 ||
	    (a.file != b.file && strcmp(a.file, b.file)) || a.line > b.line)
		return false;
	SourceFile *f = source_file(a.file);
	const char *la, *lb;
	int na, nb;
	if (!find_line(f, a.line, &la, &na) || !find_line(f, b.line, &lb, &nb))
		return false;
	const char *from = la + a.col - 1 + p->len, *to = lb + b.col - 1;
	if (from > to || memcmp(la + a.col - 1, p->text, p->len) != 0)
		return false;
	for (const char *c = from; c < to; c++)
		if (!isspace((unsigned char)*c))
			return false;
	return true;
}
