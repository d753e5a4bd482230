/*
 * html.c - obt-report html [-o DIR] [--source-root DIR] [--record RECORD]...
 * REPORT...: one
 * self-contained page, DIR/index.html (no script, no network): counts per
 * file and per function, the checks a proof removed with the reason, and
 * each file's source with every checked site marked as
 *
 *	<span class="site op-mul check-overflow" data-line="14"
 *	      data-column="5" data-operation="mul" data-check="overflow"
 *	      data-removed="false" data-versioned="false" title="...">*</span>
 *
 * around the token the site's column points at (a removed site also has
 * the class "removed", a versioned one "versioned"). Several sites at one
 * token nest. Files are named relative to the source root (paths.c), each
 * once; a source that cannot be found gets its sites as a list, and is an
 * error. With run-time records (--record), a site that failed has the
 * class "failed", its count and values in its title and its count after
 * it; each declaration's line ends with its suggestion and the evidence
 * (suggest.c), so the page tells why a keyword is proposed or not.
 */
#include "report.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
	const char *name;
	Vec sites;		/* Site *, by line and column */
	Vec functions;		/* const char *, in the order first seen */
	Vec suggestions;	/* Suggestion *, by line: those declared here */
} File;

/* What the records say failed at each place: LogSite * by "FILE:LINE:COL". */
static Map failed_at;

static const char *place_of(const char *file, int line, int column)
{
	return str_fmt("%s:%d:%d", file, line, column);
}

/* The failures recorded at a site, and the record with the most. */
static long failures(const Site *s, const LogSite **worst)
{
	const char *key = place_of(s->file, s->line, s->column);
	Vec *at = map_get(&failed_at, key, strlen(key));
	long n = 0;
	*worst = NULL;
	for (int i = 0; at && i < at->len; i++) {
		const LogSite *ls = at->data[i];
		n += ls->count;
		if (!*worst || ls->count > (*worst)->count)
			*worst = ls;
	}
	return n;
}

static void html_text(Buf *b, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		switch (s[i]) {
		case '<': buf_str(b, "&lt;"); break;
		case '>': buf_str(b, "&gt;"); break;
		case '&': buf_str(b, "&amp;"); break;
		case '"': buf_str(b, "&quot;"); break;
		default: buf_add(b, &s[i], 1);
		}
	}
}

static void html_str(Buf *b, const char *s)
{
	html_text(b, s ? s : "", s ? strlen(s) : 0);
}

/* Where the page marks a site: at the use of the macro it is in, if so. */
static int shown_column(const Site *s)
{
	return s->macro_column ? s->macro_column : s->column;
}

static int by_place(const void *a, const void *b)
{
	const Site *x = *(Site *const *)a, *y = *(Site *const *)b;
	if (x->line != y->line)
		return x->line - y->line;
	return shown_column(x) - shown_column(y);
}

static int by_name(const void *a, const void *b)
{
	return strcmp((*(File *const *)a)->name, (*(File *const *)b)->name);
}

static File *file_for(Map *by_name, Vec *files, const char *name)
{
	void **slot = map_slot(by_name, name, strlen(name));
	if (!*slot) {
		File *f = alloc(sizeof *f);
		f->name = name;
		vec_push(files, f);
		*slot = f;
	}
	return *slot;
}

static int count_removed(const Vec *sites, const char *function)
{
	int n = 0;
	for (int i = 0; i < sites->len; i++) {
		Site *s = sites->data[i];
		n += s->removed && (!function || (s->function && !strcmp(s->function, function)));
	}
	return n;
}

static int count_in(const Vec *sites, const char *function)
{
	int n = 0;
	for (int i = 0; i < sites->len; i++) {
		Site *s = sites->data[i];
		n += s->function && strcmp(s->function, function) == 0;
	}
	return n;
}

static void summary(Buf *b, Vec *files)
{
	buf_str(b, "<h2>Checks per file and function</h2>\n<table class=\"counts\">\n"
		   "<tr><th>file</th><th>function</th><th>checks</th><th>removed by a proof</th></tr>\n");
	for (int i = 0; i < files->len; i++) {
		File *f = files->data[i];
		buf_fmt(b, "<tr class=\"file\"><td><a href=\"#file-%d\">", i);
		html_str(b, f->name);
		buf_fmt(b, "</a></td><td></td><td>%d</td><td>%d</td></tr>\n", f->sites.len,
			count_removed(&f->sites, NULL));
		for (int j = 0; j < f->functions.len; j++) {
			const char *fn = f->functions.data[j];
			buf_str(b, "<tr class=\"function\"><td></td><td>");
			html_str(b, fn);
			buf_fmt(b, "</td><td>%d</td><td>%d</td></tr>\n", count_in(&f->sites, fn),
				count_removed(&f->sites, fn));
		}
	}
	buf_str(b, "</table>\n");
}

static void removed_list(Buf *b, Vec *files)
{
	buf_str(b, "<h2>Checks a proof removed</h2>\n<ul class=\"removed-sites\">\n");
	int n = 0;
	for (int i = 0; i < files->len; i++) {
		File *f = files->data[i];
		for (int j = 0; j < f->sites.len; j++) {
			Site *s = f->sites.data[j];
			if (!s->removed)
				continue;
			n++;
			buf_fmt(b, "<li data-line=\"%d\" data-column=\"%d\" data-operation=\"%s\">"
				   "<a href=\"#file-%d-line-%d\">", s->line, s->column, s->operation,
				i, s->line);
			html_str(b, str_fmt("%s:%d:%d", f->name, s->line, s->column));
			buf_str(b, "</a> ");
			html_str(b, str_fmt("%s (%s): %s", s->operation, s->check,
					    s->why ? s->why : "no reason given"));
			buf_str(b, "</li>\n");
		}
	}
	if (!n)
		buf_str(b, "<li>none</li>\n");
	buf_str(b, "</ul>\n");
}

static void open_site(Buf *b, const Site *s)
{
	const LogSite *worst;
	long failed = failures(s, &worst);
	buf_fmt(b, "<span class=\"site op-%s check-%s%s%s%s%s%s\" data-line=\"%d\" data-column=\"%d\" "
		   "data-operation=\"%s\" data-check=\"%s\" data-removed=\"%s\" "
		   "data-versioned=\"%s\" data-failures=\"%ld\" title=\"",
		s->operation, s->check, s->removed ? " removed" : "",
		s->versioned ? " versioned" : "", s->unchecked ? " unchecked" : "",
		failed ? " failed" : "", s->macro_column ? " macro" : "", s->line, s->column, s->operation, s->check,
		s->removed ? "true" : "false", s->versioned ? "true" : "false", failed);
	html_str(b, str_fmt("%s %s check, %s%s%s%s%s", s->operation, s->check,
			    s->type ? s->type : "", s->removed ? "; removed: " : "",
			    s->removed && s->why ? s->why : "",
			    s->versioned ? "; versioned: a copy of its loop runs without it "
					   "when a test before the loop passes" : "",
			    s->unchecked ? "; a cast: checked once its declaration is "
					   "annotated" : ""));
	if (s->macro_column)
		html_str(b, "; in the expansion of the macro used here");
	if (failed)
		html_str(b, str_fmt("; at run time: %s %ld times, first %s, from %s to %s",
				    worst->kind, failed, value_str(&worst->first),
				    value_str(&worst->min), value_str(&worst->max)));
	buf_str(b, "\">");
}

/* After a site's token: how often it failed at run time. */
static void close_site(Buf *b, const Site *s)
{
	const LogSite *worst;
	long failed = failures(s, &worst);
	buf_str(b, "</span>");
	if (failed)
		buf_fmt(b, "<sup class=\"failures\">%ld&times;</sup>", failed);
}

/* At the end of a declaration's line: what is suggested for it, and why. */
static void suggestion_note(Buf *b, const Suggestion *g)
{
	const char *verdict = final_name(g);
	buf_fmt(b, "<span class=\"suggestion\" data-name=\"");
	html_str(b, g->decl->name);
	buf_str(b, "\" data-verdict=\"");
	html_str(b, verdict);
	buf_str(b, "\">  &larr; ");
	html_str(b, str_fmt("'%s': %s: %s", g->decl->name, verdict, g->why));
	const char *held = held_reason(g);
	if (held && (g->verdict == VERDICT_WRAP || g->verdict == VERDICT_TRAP))
		html_str(b, str_fmt(" (%s left out: %s)", verdict_name(g->verdict), held));
	buf_str(b, "</span>");
}

/* Bytes of the token at p: an identifier or number, else an operator. */
static size_t token_len(const char *p, size_t room)
{
	size_t n = 0;
	while (n < room && (p[n] == '_' || isalnum((unsigned char)p[n])))
		n++;
	if (n)
		return n;
	while (n < room && n < 3 && strchr("+-*/%<>=&|^!~", p[n]) && p[n])
		n++;
	return n ? n : room ? 1 : 0;
}

/* One source line with its sites (sites[*next...] on this line) marked. */
static void source_line(Buf *b, const char *text, size_t len, Vec *sites, int *next, int line)
{
	size_t at = 0;
	while (*next < sites->len && ((Site *)sites->data[*next])->line == line) {
		int first = *next;
		Site *s = sites->data[first];
		size_t col = shown_column(s) > 0 ? (size_t)shown_column(s) - 1 : 0;
		if (col > len)
			col = len;
		if (col < at)
			col = at;	/* a site inside the last token: nest it there */
		html_text(b, text + at, col - at);
		while (*next < sites->len && ((Site *)sites->data[*next])->line == line &&
		       shown_column(sites->data[*next]) == shown_column(s))
			open_site(b, sites->data[(*next)++]);
		size_t n = token_len(text + col, len - col);
		html_text(b, text + col, n);
		for (int i = *next - 1; i >= first; i--)
			close_site(b, sites->data[i]);
		at = col + n;
	}
	html_text(b, text + at, len - at);
}

static void source(Buf *b, File *f, int index)
{
	size_t len;
	char *text = read_source(f->name, &len);
	buf_fmt(b, "<h2 id=\"file-%d\">", index);
	html_str(b, f->name);
	buf_fmt(b, " <small>%d checks</small></h2>\n", f->sites.len);
	int next = 0;
	if (!text) {
		if (f->name[0] != '<')	/* <command-line> is no file to find */
			soft_error("%s: source not found%s; its %d checks are listed without it",
				   f->name, inside_root(f->name) ?
				   str_fmt(" below %s (see --source-root)", source_root()) : "",
				   f->sites.len);
		buf_str(b, "<p class=\"missing\">source not found (see --source-root)</p>\n<pre>");
		for (int i = 0; i < f->sites.len; i++) {
			Site *s = f->sites.data[i];
			open_site(b, s);
			buf_fmt(b, "%d:%d %s</span>\n", s->line, s->column, s->operation);
		}
		buf_str(b, "</pre>\n");
		return;
	}
	buf_str(b, "<pre class=\"source\">");
	int line = 1, decl = 0;
	for (char *p = text; *p || line == 1; line++) {
		char *end = strchr(p, '\n');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		buf_fmt(b, "<span class=\"line\" id=\"file-%d-line-%d\"><span class=\"ln\">%5d</span> ",
			index, line, line);
		source_line(b, p, n, &f->sites, &next, line);
		while (decl < f->suggestions.len &&
		       ((Suggestion *)f->suggestions.data[decl])->decl->at.line == line)
			suggestion_note(b, f->suggestions.data[decl++]);
		buf_str(b, "</span>\n");
		if (!end)
			break;
		p = end + 1;
	}
	buf_str(b, "</pre>\n");
	while (next < f->sites.len) {	/* beyond the end: the file has changed */
		open_site(b, f->sites.data[next++]);
		buf_str(b, "?</span>");
	}
}

static const char style[] =
	"body{font:14px sans-serif;margin:1em 2em;color:#222}"
	"table{border-collapse:collapse}td,th{padding:2px 10px;text-align:left}"
	"tr.file td{font-weight:bold;border-top:1px solid #ccc}"
	"pre.source{tab-size:8;background:#fafafa;border:1px solid #ddd;padding:6px;line-height:1.35}"
	".ln{color:#999;user-select:none}"
	".site{background:#ffd54f;border-bottom:2px solid #e65100;font-weight:bold}"
	".site.check-truncation,.site.check-sign-change{background:#b3e5fc;"
	"border-bottom-color:#01579b}"
	".site.removed{background:#c8e6c9;border-bottom:2px dashed #1b5e20}"
	".site.versioned{background:#e1bee7;border-bottom:2px dotted #4a148c}"
	".site.unchecked{background:#eee;border-bottom:2px dotted #555}"
	".site.failed{outline:2px solid #c62828}"
	".site.macro{border-bottom-style:double}"
	"sup.failures{color:#c62828;font-size:75%}"
	".suggestion{color:#1a237e;font-style:italic}"
	".legend span{padding:0 6px;margin-right:8px}";

static void write_page(const char *dir, Vec *files, int nsites)
{
	Buf b = {0};
	buf_str(&b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
		    "<title>obt checks</title><style>");
	buf_str(&b, style);
	buf_fmt(&b, "</style></head>\n<body>\n<h1>obt checks: %d sites in %d files</h1>\n",
		nsites, files->len);
	buf_str(&b, "<p class=\"legend\"><span class=\"site\">overflow</span>"
		    "<span class=\"site check-truncation\">conversion</span>"
		    "<span class=\"site removed\">removed by a proof</span>"
		    "<span class=\"site versioned\">versioned: checked only when a test "
		    "before the loop fails</span>"
		    "<span class=\"site unchecked\">a cast, checked once annotated</span>"
		    "<span class=\"site failed\">failed at run time (N&times;)</span>"
		    "<span class=\"suggestion\">&larr; the suggestion for a declaration</span>"
		    "</p>\n");
	summary(&b, files);
	removed_list(&b, files);
	for (int i = 0; i < files->len; i++)
		source(&b, files->data[i], i);
	buf_str(&b, "</body></html>\n");
	if (mkdir(dir, 0777) != 0 && errno != EEXIST)
		fatal("cannot make the directory %s: %s", dir, strerror(errno));
	const char *path = str_fmt("%s/index.html", dir);
	FILE *fp = fopen(path, "w");
	if (!fp || fwrite(b.data, 1, b.len, fp) != b.len || fclose(fp) != 0)
		fatal("cannot write %s: %s", path, strerror(errno));
	printf("%s\n", path);
}

int html_main(int argc, char **argv)
{
	Options o;
	parse_options("html", argc, argv, OPT_OUT_DIR | OPT_SOURCE_ROOT | OPT_RECORDS, &o);
	if (!o.files.len)
		usage_error("html needs a site report");
	Vec sites = {0}, files = {0}, taken = {0}, logs = {0}, suggestions = {0}, none = {0};
	Map names = {0};
	long ignored = 0;
	read_site_reports((char **)o.files.data, o.files.len, &sites, &taken);
	read_logs((char **)o.records.data, o.records.len, &logs, &ignored);
	for (int i = 0; i < logs.len; i++) {
		LogSite *ls = logs.data[i];
		const char *key = place_of(ls->file, ls->line, ls->column);
		void **slot = map_slot(&failed_at, key, strlen(key));
		if (!*slot)
			*slot = alloc(sizeof(Vec));
		vec_push(*slot, ls);
	}
	make_suggestions(&sites, &logs, &taken, &none, &suggestions);
	for (int i = 0; i < suggestions.len; i++) {
		Suggestion *g = suggestions.data[i];
		vec_push(&file_for(&names, &files, g->decl->at.file)->suggestions, g);
	}
	for (int i = 0; i < sites.len; i++) {
		Site *s = sites.data[i];
		File *f = file_for(&names, &files, s->file);
		vec_push(&f->sites, s);
		if (s->function) {
			bool seen = false;
			for (int j = 0; j < f->functions.len && !seen; j++)
				seen = !strcmp(f->functions.data[j], s->function);
			if (!seen)
				vec_push(&f->functions, (void *)s->function);
		}
	}
	vec_sort(&files, by_name);
	for (int i = 0; i < files.len; i++) {
		File *f = files.data[i];
		vec_sort(&f->sites, by_place);
	}
	write_page(o.out_dir ? o.out_dir : "obt-report-html", &files, sites.len);
	return 0;
}
