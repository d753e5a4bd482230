/*
 * suggest.c - obt-report suggest [-p] [--source-root DIR] REPORT [LOG...]:
 * a behaviour for each declaration the report's checks belong to, with
 * the evidence; with -p, the same as a patch for patch -p1.
 *
 * The report comes from an audit-mode build (-fobt-default=), the logs
 * from running it with -fobt-default=warn. The rules, in order:
 *
 *   written     the declaration already names a behaviour: left alone
 *   __ob_wrap   its updates mix it with itself by xor, an odd multiplier
 *               or a shift (uses: hash-chain): a hash, checksum or PRNG,
 *               whose wrap-around is the point (the log says how often)
 *   none        a loop counter whose every check is the step its loop
 *               condition bounds, or one a proof removed
 *   __ob_trap   its values reach an allocation size, a memcpy length, an
 *               index or a pointer offset: an overflow there is a memory
 *               error
 *   undecided   it overflowed at run time in no wrap-around pattern, in
 *               a run whose tests passed: wrap-around the code relies on
 *               (a bit buffer shifted past its width) or a bug the tests
 *               do not see; __ob_trap would fail those tests, so a
 *               reviewer decides, with the evidence
 *   undecided   no evidence either way
 *
 * A declaration with several declarators (int a, b;) is not patched: the
 * annotation would reach them all, and may not stand after a comma. Nor
 * is one declared again (a parameter of a function with a prototype, an
 * extern variable): the declarations would no longer agree. Nor is one in
 * a header the project installs (--interface GLOB, matched against the
 * file's name below the source root and against every tail of it that
 * starts after a '/'): its users compile it too, with compilers that may
 * not know the annotation, so a change there is a change of the
 * interface, for a reviewer to make. Nor is a file outside the source
 * root (/usr/include): it is not the project's. The patch says so on
 * stderr, and names files relative to the root, for patch -p1 there.
 */
#include "report.h"

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { VERDICT_WRITTEN, VERDICT_WRAP, VERDICT_NONE, VERDICT_TRAP, VERDICT_UNDECIDED } Verdict;

typedef struct {
	SiteDecl *decl;
	const char *function;
	Vec sites;		/* Site * */
	long overflows;		/* failures the logs recorded at its sites */
	LogSite *first_log;	/* the log record with the most failures */
	Verdict verdict;
	const char *why;
	bool interface;		/* declared in an --interface header */
} Suggestion;

static const char *const size_uses[] = {"alloc-size", "mem-length", "index", "pointer-offset"};

static bool any_site_has(const Suggestion *g, const char *use)
{
	for (int i = 0; i < g->sites.len; i++)
		if (has_use(g->sites.data[i], use))
			return true;
	return false;
}

/* Every check is a bounded loop step, or was removed. */
static bool bounded_by_loop(const Suggestion *g)
{
	if (!any_site_has(g, "loop-bounded"))
		return false;
	for (int i = 0; i < g->sites.len; i++) {
		Site *s = g->sites.data[i];
		if (!s->loop_step && !s->removed)
			return false;
	}
	return true;
}

static const char *size_evidence(const Suggestion *g)
{
	Buf b = {0};
	for (size_t i = 0; i < sizeof size_uses / sizeof *size_uses; i++) {
		if (any_site_has(g, size_uses[i]))
			buf_fmt(&b, "%s%s", b.len ? ", " : "", size_uses[i]);
	}
	return b.data;
}

static void decide(Suggestion *g)
{
	const char *sizes = size_evidence(g);
	if (g->decl->written) {
		g->verdict = VERDICT_WRITTEN;
		g->why = str_fmt("already declared __ob_%s", g->decl->written);
	} else if (any_site_has(g, "hash-chain")) {
		g->verdict = VERDICT_WRAP;
		g->why = "updated from itself by xor, an odd multiplier or a shift of itself "
			 "(hash-chain): a hash, checksum or PRNG wraps on purpose";
	} else if (bounded_by_loop(g)) {
		g->verdict = VERDICT_NONE;
		g->why = "a loop counter: its loop condition bounds every check on it (loop-bounded)";
	} else if (sizes) {
		g->verdict = VERDICT_TRAP;
		g->why = str_fmt("its values reach %s: an overflow there is a memory error", sizes);
	} else if (g->overflows) {
		g->verdict = VERDICT_UNDECIDED;
		g->why = "it overflowed at run time, in no wrap-around pattern: __ob_wrap if the "
			 "code relies on it, else a bug (__ob_trap would stop the same run)";
	} else {
		g->verdict = VERDICT_UNDECIDED;
		g->why = "no evidence: its values reach no size, and it never overflowed at run time";
	}
}

static const char *verdict_name(Verdict v)
{
	switch (v) {
	case VERDICT_WRITTEN: return "already annotated";
	case VERDICT_WRAP: return "__ob_wrap";
	case VERDICT_NONE: return "no annotation needed";
	case VERDICT_TRAP: return "__ob_trap";
	default: return "undecided";
	}
}

static Suggestion *suggestion_for(Map *decls, Vec *all, Site *s)
{
	SiteDecl *d = s->decl;
	const char *key = str_fmt("%s\n%d\n%d\n%s", d->file, d->line, d->column, d->name);
	void **slot = map_slot(decls, key, strlen(key));
	if (!*slot) {
		Suggestion *g = alloc(sizeof *g);
		g->decl = d;
		g->function = d->kind && !strcmp(d->kind, "member") ? NULL : s->function;
		vec_push(all, g);
		*slot = g;
	}
	return *slot;
}

static const char *place_key(const char *file, int line, int column)
{
	return str_fmt("%s\n%d\n%d", file, line, column);
}

/* The records of each place: Vec * of LogSite *, one per kind. */
static Map logs_by_place(const Vec *logs)
{
	Map m = {0};
	for (int i = 0; i < logs->len; i++) {
		LogSite *ls = logs->data[i];
		const char *key = place_key(ls->file, ls->line, ls->column);
		void **slot = map_slot(&m, key, strlen(key));
		if (!*slot)
			*slot = alloc(sizeof(Vec));
		vec_push(*slot, ls);
	}
	return m;
}

static void add_log_evidence(Suggestion *g, const Map *logs)
{
	for (int i = 0; i < g->sites.len; i++) {
		Site *s = g->sites.data[i];
		const char *key = place_key(s->file, s->line, s->column);
		Vec *at = map_get(logs, key, strlen(key));
		for (int j = 0; at && j < at->len; j++) {
			LogSite *ls = at->data[j];
			g->overflows += ls->count;
			if (!g->first_log || ls->count > g->first_log->count)
				g->first_log = ls;
		}
	}
}

static int by_declaration(const void *a, const void *b)
{
	const SiteDecl *x = (*(Suggestion *const *)a)->decl, *y = (*(Suggestion *const *)b)->decl;
	int c = strcmp(x->file, y->file);
	if (c)
		return c;
	return x->line != y->line ? x->line - y->line : x->column - y->column;
}

/* ---- human-readable -------------------------------------------------- */

static void print_suggestion(const Suggestion *g)
{
	const SiteDecl *d = g->decl;
	printf("%s:%d:%d: '%s' (%s%s%s): %s\n", d->file, d->line, d->column, d->name,
	       d->kind ? d->kind : "declaration", g->function ? " in " : "",
	       g->function ? g->function : "", verdict_name(g->verdict));
	printf("    %s\n", g->why);
	if (g->overflows) {
		LogSite *ls = g->first_log;
		printf("    at run time: %ld failures; %s at %s:%d:%d, first %s, from %s to %s\n",
		       g->overflows, ls->kind, ls->file, ls->line, ls->column,
		       value_str(&ls->first), value_str(&ls->min), value_str(&ls->max));
	}
	printf("    checks:");
	for (int i = 0; i < g->sites.len; i++) {
		Site *s = g->sites.data[i];
		printf(" %d:%d %s%s", s->line, s->column, s->operation,
		       s->removed ? " (removed)" : s->loop_step ? " (loop step)" : "");
	}
	printf("\n");
	if (d->elsewhere && (g->verdict == VERDICT_WRAP || g->verdict == VERDICT_TRAP))
		printf("    declared again at %s: annotate every declaration alike\n", d->elsewhere);
	if (g->interface && (g->verdict == VERDICT_WRAP || g->verdict == VERDICT_TRAP))
		printf("    in an interface header: its users compile it too; annotate it by hand "
		       "if the interface may change\n");
	if (d->declarators > 1 && (g->verdict == VERDICT_WRAP || g->verdict == VERDICT_TRAP))
		printf("    shares its declaration with %d other declarator%s: give it one of its "
		       "own to annotate it\n", d->declarators - 1, d->declarators > 2 ? "s" : "");
}

/* ---- the patch ------------------------------------------------------- */

typedef struct {
	int line, column;
	const char *text;
} Insertion;

/* Splits text into lines (without their '\n'); *last_newline says
 * whether the last one had one. */
static Vec split_lines(char *text, bool *last_newline)
{
	Vec lines = {0};
	*last_newline = true;
	for (char *p = text; *p;) {
		char *end = strchr(p, '\n');
		if (end)
			*end = '\0';
		vec_push(&lines, p);
		if (!end) {
			*last_newline = false;
			break;
		}
		p = end + 1;
	}
	return lines;
}

/* The declaration is where the report says, in the source as it is now. */
static bool in_place(const SiteDecl *d, const Vec *lines)
{
	if (d->line < 1 || d->line > lines->len || d->insert_line < 1 ||
	    d->insert_line > lines->len)
		return false;
	const char *at = lines->data[d->line - 1], *ins = lines->data[d->insert_line - 1];
	size_t n = strlen(d->name);
	return (size_t)d->column - 1 + n <= strlen(at) && !strncmp(at + d->column - 1, d->name, n) &&
	       (size_t)d->insert_column - 1 <= strlen(ins);
}

static void hunk(Buf *out, const Vec *old, const Vec *new, int from, int to)
{
	buf_fmt(out, "@@ -%d,%d +%d,%d @@\n", from + 1, to - from, from + 1, to - from);
	for (int i = from; i < to; i++) {
		if (strcmp(old->data[i], new->data[i]) == 0) {
			buf_fmt(out, " %s\n", (char *)old->data[i]);
			continue;
		}
		buf_fmt(out, "-%s\n", (char *)old->data[i]);
		buf_fmt(out, "+%s\n", (char *)new->data[i]);
	}
}

/* A unified diff of lines that changed in place, 3 lines of context. */
static void file_diff(Buf *out, const char *name, const Vec *old, const Vec *new, bool nl)
{
	enum { CONTEXT = 3 };
	buf_fmt(out, "--- a/%s\n+++ b/%s\n", name, name);
	int n = old->len, start = -1, end = -1;
	for (int i = 0; i < n; i++) {
		if (strcmp(old->data[i], new->data[i]) == 0)
			continue;
		int from = i > CONTEXT ? i - CONTEXT : 0, to = i + CONTEXT + 1 < n ? i + CONTEXT + 1 : n;
		if (start >= 0 && from > end) {
			hunk(out, old, new, start, end);
			start = -1;
		}
		if (start < 0)
			start = from;
		end = to;
	}
	if (start >= 0)
		hunk(out, old, new, start, end);
	if (!nl)
		buf_str(out, "\\ No newline at end of file\n");
}

/* Applies the insertions of one file (all of g[0..n) are in it). */
static void patch_file(Buf *out, Suggestion **g, int n)
{
	const char *file = g[0]->decl->file;
	size_t len;
	char *text = read_source(file, &len);
	if (!text) {
		soft_error("%s: source not found below %s (see --source-root); not patched", file,
			   source_root());
		return;
	}
	bool nl;
	Vec old = split_lines(text, &nl), new = {0};
	for (int i = 0; i < old.len; i++)
		vec_push(&new, old.data[i]);
	/* right to left on a line, so earlier columns stay valid */
	for (int i = n - 1; i >= 0; i--) {
		SiteDecl *d = g[i]->decl;
		if (!in_place(d, &old)) {
			fprintf(stderr, "obt-report: %s:%d: '%s' is not where the report says (a macro, "
				"or the source changed); not patched\n", file, d->line, d->name);
			continue;
		}
		const char *line = new.data[d->insert_line - 1];
		new.data[d->insert_line - 1] = str_fmt("%.*s%s %s", d->insert_column - 1, line,
						       verdict_name(g[i]->verdict),
						       line + d->insert_column - 1);
	}
	file_diff(out, file, &old, &new, nl);
}

static bool patchable(const Suggestion *g)
{
	if (g->verdict != VERDICT_WRAP && g->verdict != VERDICT_TRAP)
		return false;
	if (g->interface) {
		fprintf(stderr, "obt-report: %s:%d: '%s' is in an interface header; not patched\n",
			g->decl->file, g->decl->line, g->decl->name);
		return false;
	}
	if (!inside_root(g->decl->file)) {
		fprintf(stderr, "obt-report: %s:%d: '%s' is outside the source root %s; not "
			"patched\n", g->decl->file, g->decl->line, g->decl->name, source_root());
		return false;
	}
	if (g->decl->elsewhere) {
		fprintf(stderr, "obt-report: %s:%d: '%s' is declared again at %s; not patched: "
			"annotate every declaration of it alike\n", g->decl->file, g->decl->line,
			g->decl->name, g->decl->elsewhere);
		return false;
	}
	if (g->decl->declarators <= 1)
		return true;
	fprintf(stderr, "obt-report: %s:%d: '%s' shares its declaration with %d other "
		"declarator%s; not patched: give it a declaration of its own to annotate it\n",
		g->decl->file, g->decl->line, g->decl->name, g->decl->declarators - 1,
		g->decl->declarators > 2 ? "s" : "");
	return false;
}

static void write_patch(Vec *all)
{
	Vec todo = {0};
	for (int i = 0; i < all->len; i++)
		if (patchable(all->data[i]))
			vec_push(&todo, all->data[i]);
	vec_sort(&todo, by_declaration);
	Buf out = {0};
	for (int i = 0; i < todo.len;) {
		int j = i;
		const char *file = ((Suggestion *)todo.data[i])->decl->file;
		while (j < todo.len && !strcmp(((Suggestion *)todo.data[j])->decl->file, file))
			j++;
		patch_file(&out, (Suggestion **)todo.data + i, j - i);
		i = j;
	}
	if (out.len)
		fwrite(out.data, 1, out.len, stdout);
}

/* A pattern is tried on the name and on every tail of it after a '/':
 * zlib.h matches include/zlib.h, and "api/" and a star match
 * src/liblzma/api/lzma/base.h (fnmatch's star spans '/'). */
static bool in_interface(const char *file, const Vec *globs)
{
	for (const char *tail = file; tail; tail = strchr(tail, '/'), tail = tail ? tail + 1 : NULL)
		for (int i = 0; i < globs->len; i++)
			if (!fnmatch(globs->data[i], tail, 0))
				return true;
	return false;
}

int suggest_main(int argc, char **argv)
{
	Options o;
	parse_options("suggest", argc, argv, OPT_SOURCE_ROOT | OPT_PATCH | OPT_INTERFACE, &o);
	if (!o.files.len)
		usage_error("suggest needs a site report");
	Vec sites = {0}, logs = {0}, all = {0};
	Map decls = {0};
	long ignored = 0;
	read_site_reports((char **)o.files.data, 1, &sites);
	read_logs((char **)o.files.data + 1, o.files.len - 1, &logs, &ignored);
	Map logs_at = logs_by_place(&logs);
	for (int i = 0; i < sites.len; i++) {
		Site *s = sites.data[i];
		if (s->decl)
			vec_push(&suggestion_for(&decls, &all, s)->sites, s);
	}
	vec_sort(&all, by_declaration);
	int counts[VERDICT_UNDECIDED + 1] = {0};
	for (int i = 0; i < all.len; i++) {
		Suggestion *g = all.data[i];
		add_log_evidence(g, &logs_at);
		decide(g);
		g->interface = in_interface(g->decl->file, &o.interfaces);
		counts[g->verdict]++;
	}
	if (o.patch) {
		write_patch(&all);
		return 0;
	}
	for (int i = 0; i < all.len; i++)
		print_suggestion(all.data[i]);
	printf("%d declarations: %d __ob_wrap, %d __ob_trap, %d need none, %d undecided, "
	       "%d already annotated\n", all.len, counts[VERDICT_WRAP], counts[VERDICT_TRAP],
	       counts[VERDICT_NONE], counts[VERDICT_UNDECIDED], counts[VERDICT_WRITTEN]);
	return 0;
}
