/*
 * suggest.c - obt-report suggest [-p] [--source-root DIR] [--interface
 * GLOB]... [--interface-patch FILE] [--verify COMMAND] REPORT [RECORD...]:
 * a behaviour for each declaration the report's checks belong to, with
 * the evidence; with -p, the annotations as a patch for patch -p1.
 *
 * The report comes from an audit-mode build (-fobt-default=), the records
 * from running its tests. The evidence, in order:
 *
 *   written     the declaration already names a behaviour: left alone
 *   __ob_wrap   its updates mix it with itself by xor, an odd multiplier
 *               or a left shift added to itself (uses: hash-chain): a
 *               hash, checksum or PRNG, whose wrap-around is the point;
 *               if one of its checks is an operation that can wrap
 *   none        such mixing with no operation that can wrap (xor, masks
 *               and shifts are never checked); or a loop counter whose
 *               every check is the step its loop condition bounds, or one
 *               a proof removed
 *   undecided   a check it owns, or one its annotation would also make
 *               (an operand of it, a value stored into it), failed in the
 *               run, whose tests passed: the value change is intended
 *               (wrap-around, a truncation) or a bug the tests do not
 *               see; __ob_trap would stop that very run, so a reviewer
 *               decides, told which check and where
 *   __ob_trap   its values reach an allocation size, a memcpy length, an
 *               index or a pointer offset: an overflow there is a memory
 *               error; unless an explicit cast narrows them, which trap
 *               mode checks and audit mode could not, or a conversion
 *               of its own changes the sign, the idiom of a range check
 *               that lets a negative value become a large one
 *               (undecided)
 *   undecided   no evidence either way
 *
 * solver.c then decides what can be written together, and holds the
 * rest with the reason; --verify (verify.c) builds and tests the result
 * in a copy and withdraws what still fails. Declarations in headers the
 * project installs (--interface) go to a patch of their own, made over
 * the text the first patch gives: the user chooses whether the interface
 * changes.
 */
#include "report.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* An operation that can wrap, still checked: what __ob_wrap changes. */
static bool can_wrap(const Suggestion *g)
{
	for (int i = 0; i < g->sites.len; i++) {
		Site *s = g->sites.data[i];
		if (strcmp(s->operation, "convert") && !s->removed)
			return true;
	}
	return false;
}

static const char *failure_evidence(const Suggestion *g)
{
	LogSite *ls = g->worst;
	return str_fmt("checks failed in a run whose tests passed (%s at %s:%d:%d, %ld in all, "
		       "first value %s): the value change is intended, or a bug the tests do "
		       "not see; __ob_trap would stop that run, so look at it", ls->kind, ls->file,
		       ls->line, ls->column, g->failures, value_str(&ls->first));
}

static void decide(Suggestion *g)
{
	const char *sizes = size_evidence(g);
	if (g->decl->written) {
		g->verdict = VERDICT_WRITTEN;
		g->why = str_fmt("already declared __ob_%s", g->decl->written);
	} else if (any_site_has(g, "hash-chain") && can_wrap(g)) {
		g->verdict = VERDICT_WRAP;
		g->why = "updated from itself by xor, an odd multiplier or a left shift added to "
			 "itself (hash-chain): a hash, checksum or PRNG wraps on purpose";
	} else if (any_site_has(g, "hash-chain") && !g->failures) {
		g->verdict = VERDICT_NONE;
		g->why = "mixed with itself by xor, masks or shifts, which never wrap; its checks "
			 "are conversions, which never failed";
	} else if (bounded_by_loop(g)) {
		g->verdict = VERDICT_NONE;
		g->why = "a loop counter: its loop condition bounds every check on it (loop-bounded)";
	} else if (g->failures) {
		g->verdict = VERDICT_UNDECIDED;
		g->why = failure_evidence(g);
	} else if (sizes && g->cast) {
		g->verdict = VERDICT_UNDECIDED;
		g->why = str_fmt("its values reach %s, but an explicit cast at %s:%d:%d narrows them "
				 "(to '%s'), which __ob_trap would check and the audit run could not: "
				 "the cast may mean the truncation", sizes, g->cast->file,
				 g->cast->line, g->cast->column, g->cast->type);
	} else if (sizes && g->sign_change) {
		g->verdict = VERDICT_UNDECIDED;
		g->why = str_fmt("its values reach %s, but a value stored into it at %s:%d:%d changes "
				 "sign ('%s' from '%s'): C code stores a negative value as a large "
				 "one (or back) and lets a bound check reject it, which __ob_trap "
				 "would stop, and the run never tried it", sizes,
				 g->sign_change->file, g->sign_change->line,
				 g->sign_change->column, g->sign_change->type,
				 g->sign_change->from ? g->sign_change->from : "?");
	} else if (sizes) {
		g->verdict = VERDICT_TRAP;
		g->why = str_fmt("its values reach %s: an overflow there is a memory error", sizes);
	} else {
		g->verdict = VERDICT_UNDECIDED;
		g->why = "no evidence: its values reach no size, and it never overflowed at run time";
	}
}

static const char *decl_key(const SiteDecl *d)
{
	return str_fmt("%s\n%s", place_key(&d->at), d->name);
}

/* Adds the places of from that into does not have. */
static void union_places(Vec *into, const Vec *from)
{
	for (int i = 0; i < from->len; i++) {
		const DeclPlace *p = from->data[i];
		bool known = false;
		for (int j = 0; j < into->len && !known; j++) {
			const DeclPlace *q = into->data[j];
			known = q->file == p->file && q->line == p->line && q->column == p->column;
		}
		if (!known)
			vec_push(into, (void *)p);
	}
}

/* Each unit knows the declarations of an object that it sees: a unit that
 * only calls luaO_ceillog2 knows its prototype, the unit that defines it
 * the definition too. The suggestion holds what all of them know. */
static void learn_decl(SiteDecl *into, const SiteDecl *from)
{
	union_places(&into->places, &from->places);
	union_places(&into->joins, &from->joins);
	into->meets |= from->meets;
	into->escapes |= from->escapes;
	if (!into->function)
		into->function = from->function;
}

/* The function a parameter belongs to, by the name at its place in the
 * source (the site's function is where it is checked, which for a check
 * at a call is the caller); NULL if that source is not below the root. */
static const char *parameter_function(const DeclPlace *fn)
{
	if (!fn || !inside_root(fn->file))
		return NULL;
	const Vec *lines = source_lines(fn->file, NULL);
	if (!lines || fn->line > lines->len)
		return NULL;
	const char *line = lines->data[fn->line - 1];
	if ((size_t)fn->column - 1 > strlen(line))
		return NULL;
	const char *name = line + fn->column - 1;
	int n = 0;
	while (name[n] == '_' || isalnum((unsigned char)name[n]))
		n++;
	return n ? str_fmt("%.*s", n, name) : NULL;
}

static Suggestion *suggestion_for(Map *decls, Vec *all, Site *s)
{
	const char *key = decl_key(s->decl);
	void **slot = map_slot(decls, key, strlen(key));
	if (!*slot) {
		Suggestion *g = alloc(sizeof *g);
		g->decl = alloc(sizeof *g->decl);
		*g->decl = (SiteDecl){.name = s->decl->name, .kind = s->decl->kind,
				      .written = s->decl->written, .at = s->decl->at};
		g->function = s->decl->kind && !strcmp(s->decl->kind, "member") ? NULL : s->function;
		vec_push(all, g);
		*slot = g;
	}
	Suggestion *g = *slot;
	learn_decl(g->decl, s->decl);
	return g;
}

static const char *site_place(const char *file, int line, int column)
{
	return str_fmt("%s\n%d\n%d", file, line, column);
}

/* The records of each place: Vec * of LogSite *, one per kind. */
static Map logs_by_place(const Vec *logs)
{
	Map m = {0};
	for (int i = 0; i < logs->len; i++) {
		LogSite *ls = logs->data[i];
		const char *key = site_place(ls->file, ls->line, ls->column);
		void **slot = map_slot(&m, key, strlen(key));
		if (!*slot)
			*slot = alloc(sizeof(Vec));
		vec_push(*slot, ls);
	}
	return m;
}

static void count_failures(Suggestion *g, const Vec *at)
{
	for (int j = 0; at && j < at->len; j++) {
		LogSite *ls = at->data[j];
		g->failures += ls->count;
		if (!g->worst || ls->count > g->worst->count)
			g->worst = ls;
	}
}

/* What failed at a site counts against its declaration and every other
 * whose annotation would check it; so does a cast the audit left alone. */
static void add_evidence(const Vec *sites, const Map *by_place, const Map *logs)
{
	for (int i = 0; i < sites->len; i++) {
		Site *s = sites->data[i];
		if (!s->decl)
			continue;
		const char *key = site_place(s->file, s->line, s->column);
		Vec *at = map_get(logs, key, strlen(key));
		Vec owners = {0};
		vec_push(&owners, (void *)&s->decl->at);
		for (int k = 0; k < s->also.len; k++)
			vec_push(&owners, s->also.data[k]);
		for (int k = 0; k < owners.len; k++) {
			const char *place = place_key(owners.data[k]);
			Suggestion *g = map_get(by_place, place, strlen(place));
			if (!g)
				continue;
			count_failures(g, at);
			if (s->unchecked && !g->cast)
				g->cast = s;
			if (k == 0 && s->stored && !strcmp(s->check, "sign-change") &&
			    !s->removed && !g->sign_change)
				g->sign_change = s;
		}
	}
}

static int by_declaration(const void *a, const void *b)
{
	const SiteDecl *x = (*(Suggestion *const *)a)->decl, *y = (*(Suggestion *const *)b)->decl;
	int c = strcmp(x->at.file, y->at.file);
	if (c)
		return c;
	return x->at.line != y->at.line ? x->at.line - y->at.line : x->at.column - y->at.column;
}

/* ---- human-readable -------------------------------------------------- */

const char *final_name(const Suggestion *g)
{
	Verdict v = behaviour(g);
	if (v != VERDICT_NONE)
		return verdict_name(v);
	if (g->verdict == VERDICT_WRAP || g->verdict == VERDICT_TRAP)
		return "undecided";
	return verdict_name(g->verdict);
}

static void print_suggestion(const Suggestion *g)
{
	const SiteDecl *d = g->decl;
	const char *function = d->kind && !strcmp(d->kind, "parameter")
		? parameter_function(d->function) : g->function;
	printf("%s:%d:%d: '%s' (%s%s%s): %s\n", d->at.file, d->at.line, d->at.column, d->name,
	       d->kind ? d->kind : "declaration", function ? " in " : "",
	       function ? function : "", final_name(g));
	printf("    %s\n", g->why);
	const Suggestion *leader = rides_with(g);
	if (leader)
		printf("    %s with '%s' (%s:%d): one keyword stands for both\n",
		       verdict_name(behaviour(g)), leader->decl->name, leader->decl->at.file,
		       leader->decl->at.line);
	if ((g->verdict == VERDICT_WRAP || g->verdict == VERDICT_TRAP) && behaviour(g) == VERDICT_NONE)
		printf("    %s left out: %s\n", verdict_name(g->verdict), held_reason(g));
	if (g->failures) {
		LogSite *ls = g->worst;
		printf("    at run time: %ld failures; %s at %s:%d:%d, first %s, from %s to %s\n",
		       g->failures, ls->kind, ls->file, ls->line, ls->column,
		       value_str(&ls->first), value_str(&ls->min), value_str(&ls->max));
	}
	printf("    checks:");
	for (int i = 0; i < g->sites.len; i++) {
		Site *s = g->sites.data[i];
		printf(" %d:%d %s%s", s->line, s->column, s->operation,
		       s->removed ? " (removed)" : s->loop_step ? " (loop step)" :
		       s->unchecked ? " (cast: checked once annotated)" : "");
	}
	printf("\n");
	for (int i = 0; i < d->places.len; i++) {
		DeclPlace *p = d->places.data[i];
		printf("    declared again at %s:%d%s\n", p->file, p->line,
		       behaviour(g) != VERDICT_NONE ? ": annotated alike" : "");
	}
	if (g->interface && behaviour(g) != VERDICT_NONE)
		printf("    in an interface header: in the interface patch (--interface-patch)\n");
}

/* ---- the patches ----------------------------------------------------- */

static void write_file(const char *path, const Buf *b)
{
	FILE *fp = path ? fopen(path, "w") : stdout;
	if (!fp || (b->len && fwrite(b->data, 1, b->len, fp) != b->len) ||
	    (path ? fclose(fp) : fflush(fp)) != 0)
		fatal("cannot write %s", path ? path : "the patch");
}

/* The annotated suggestions, apart: those of the project, and those of
 * its interface headers. */
static void annotated(const Vec *all, Vec *own, Vec *interface)
{
	for (int i = 0; i < all->len; i++) {
		Suggestion *g = all->data[i];
		if (behaviour(g) != VERDICT_NONE)
			vec_push(g->interface ? interface : own, g);
	}
}

static void write_patches(const Vec *all, const char *interface_patch)
{
	Vec own = {0}, interface = {0}, none = {0};
	annotated(all, &own, &interface);
	Buf out = {0};
	annotate_files(&none, &own, &out, NULL);
	write_file(NULL, &out);
	for (int i = 0; i < interface.len && !interface_patch; i++) {
		Suggestion *g = interface.data[i];
		fprintf(stderr, "obt-report: %s:%d: '%s' is in an interface header: in the interface "
			"patch (--interface-patch FILE)\n", g->decl->at.file, g->decl->at.line,
			g->decl->name);
	}
	if (!interface_patch)
		return;
	out.len = 0;
	annotate_files(&own, &interface, &out, NULL);
	write_file(interface_patch, &out);
}

/* On stderr, what the patch leaves out that the evidence proposed. */
static void report_held(const Vec *all)
{
	for (int i = 0; i < all->len; i++) {
		Suggestion *g = all->data[i];
		if ((g->verdict == VERDICT_WRAP || g->verdict == VERDICT_TRAP) &&
		    behaviour(g) == VERDICT_NONE)
			fprintf(stderr, "obt-report: %s:%d: '%s' (%s) not patched: %s\n",
				g->decl->at.file, g->decl->at.line, g->decl->name,
				verdict_name(g->verdict), held_reason(g));
	}
}

void make_suggestions(const Vec *sites, const Vec *logs, const Vec *taken,
		      const Vec *interfaces, Vec *all)
{
	Map decls = {0}, by_place = {0};
	Map logs_at = logs_by_place(logs);
	for (int i = 0; i < sites->len; i++) {
		Site *s = sites->data[i];
		if (s->decl)
			vec_push(&suggestion_for(&decls, all, s)->sites, s);
	}
	for (int i = 0; i < all->len; i++) {
		Suggestion *g = all->data[i];
		const char *key = place_key(&g->decl->at);
		*map_slot(&by_place, key, strlen(key)) = g;
	}
	add_evidence(sites, &by_place, &logs_at);
	vec_sort(all, by_declaration);
	for (int i = 0; i < all->len; i++)
		decide(all->data[i]);
	solve(all, taken, interfaces);
}

int suggest_main(int argc, char **argv)
{
	Options o;
	parse_options("suggest", argc, argv,
		      OPT_SOURCE_ROOT | OPT_PATCH | OPT_INTERFACE | OPT_VERIFY, &o);
	if (!o.files.len)
		usage_error("suggest needs a site report");
	Vec sites = {0}, logs = {0}, all = {0}, taken = {0};
	long ignored = 0;
	read_site_reports((char **)o.files.data, 1, &sites, &taken);
	read_logs((char **)o.files.data + 1, o.files.len - 1, &logs, &ignored);
	make_suggestions(&sites, &logs, &taken, &o.interfaces, &all);
	if (o.verify) {
		Vec own = {0}, interface = {0};
		annotated(&all, &own, &interface);
		verify(&own, o.verify);
	}
	if (o.patch) {
		report_held(&all);
		write_patches(&all, o.interface_patch);
		return 0;
	}
	int counts[VERDICT_UNDECIDED + 1] = {0};
	for (int i = 0; i < all.len; i++) {
		Suggestion *g = all.data[i];
		print_suggestion(g);
		Verdict v = behaviour(g);
		counts[v != VERDICT_NONE ? v : !strcmp(final_name(g), "undecided") ? VERDICT_UNDECIDED :
		       g->verdict]++;
	}
	printf("%d declarations: %d __ob_wrap, %d __ob_trap, %d need none, %d undecided, "
	       "%d already annotated\n", all.len, counts[VERDICT_WRAP], counts[VERDICT_TRAP],
	       counts[VERDICT_NONE], counts[VERDICT_UNDECIDED], counts[VERDICT_WRITTEN]);
	return 0;
}
