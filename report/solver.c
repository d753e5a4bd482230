/*
 * solver.c - which suggested annotations can be written together.
 *
 * The evidence (suggest.c) gives each declaration a behaviour on its own;
 * a patch must compile as a whole. The site reports give the graph that
 * decides it:
 *
 *   one object     its declarations (a prototype's parameter and the
 *                  definition's, an extern variable and its definition)
 *                  change together, or the types conflict
 *   one keyword    the declarators of one declaration (int a, b;) get the
 *                  keyword together: it stands before the first, and may
 *                  not reach a pointer or a function declared with them
 *   joins          a value stored whole from one into another (assignment,
 *                  initialization, argument passing) may not take a wrap
 *                  type into a trap one or back (SEMANTICS.md 4), nor meet
 *                  a behaviour the code already writes
 *   pointers       the parameters of a function whose address is taken
 *                  are part of a function pointer type that other
 *                  functions share, and an object whose address is stored
 *                  as a plain T * would make the pointer types differ:
 *                  both are left alone
 *
 * Declarations tied by the first two are a Group: one behaviour, or none
 * of them annotated. A group is held (left out, with the reason) if one
 * of its declarations has no place in the source for the keyword (a macro
 * writes it), is outside the source root or not where the report says, or
 * if its evidence forbids the behaviour (a check failed in the passing
 * run: no __ob_trap). Then joins are settled: where a wrap group meets a
 * trap group, the trap one is held, as wrap-around seen in a hash or
 * checksum is the more specific evidence. Holding only ever removes
 * annotations, and a plain type meets any behaviour, so this ends with a
 * set in which no two annotations conflict.
 */
#include "report.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdio.h>
#include <string.h>

struct Group {
	Vec members;		/* Suggestion * */
	Verdict behaviour;	/* VERDICT_WRAP, VERDICT_TRAP, or VERDICT_NONE */
	const Suggestion *leader;	/* whose evidence gives the behaviour */
	const char *held;	/* why the group is left out */
	Group *merged;		/* while grouping: the group it became part of */
};

static Group *find(Group *g)
{
	while (g->merged)
		g = g->merged;
	return g;
}

static void unite(Suggestion *a, Suggestion *b)
{
	Group *x = find(a->group), *y = find(b->group);
	if (x != y)
		y->merged = x;
}

/* Every declaration of g: the first, then the others. */
static void declarations(const Suggestion *g, Vec *out)
{
	out->len = 0;
	vec_push(out, (void *)&g->decl->at);
	for (int i = 0; i < g->decl->places.len; i++)
		vec_push(out, g->decl->places.data[i]);
}

static const char *insert_key(const DeclPlace *p)
{
	return str_fmt("%s\n%d\n%d", p->file, p->insert_line, p->insert_column);
}

static const char *verdict_keyword(Verdict v)
{
	return v == VERDICT_WRAP ? "__ob_wrap" : "__ob_trap";
}

const char *verdict_name(Verdict v)
{
	switch (v) {
	case VERDICT_WRITTEN: return "already annotated";
	case VERDICT_WRAP: return "__ob_wrap";
	case VERDICT_NONE: return "no annotation needed";
	case VERDICT_TRAP: return "__ob_trap";
	default: return "undecided";
	}
}

Verdict behaviour(const Suggestion *g)
{
	Group *grp = g->group;
	if (!grp || grp->held)
		return VERDICT_NONE;
	return grp->behaviour;
}

const char *held_reason(const Suggestion *g)
{
	return g->group ? g->group->held : NULL;
}

void withdraw(Suggestion *g, const char *why)
{
	if (!g->group->held)
		g->group->held = why;
}

const Suggestion *rides_with(const Suggestion *g)
{
	if (behaviour(g) == VERDICT_NONE || g->verdict == g->group->behaviour)
		return NULL;
	return g->group->leader;
}

/* ---- the source as it is now ------------------------------------------ */

typedef struct {
	Vec lines;
	bool last_newline, found;
} Source;

const Vec *source_lines(const char *name, bool *last_newline)
{
	static Map cache;
	void **slot = map_slot(&cache, name, strlen(name));
	if (!*slot) {
		Source *s = alloc(sizeof *s);
		size_t len;
		char *text = read_source(name, &len);
		s->found = text != NULL;
		s->last_newline = true;
		if (!text)
			soft_error("%s: source not found below %s (see --source-root); not patched",
				   name, source_root());
		for (char *p = text; p && *p;) {
			char *end = strchr(p, '\n');
			if (end)
				*end = '\0';
			vec_push(&s->lines, p);
			s->last_newline = end != NULL;
			p = end ? end + 1 : NULL;
		}
		*slot = s;
	}
	Source *s = *slot;
	if (last_newline)
		*last_newline = s->last_newline;
	return s->found ? &s->lines : NULL;
}

/* Why the keyword cannot go where p says, or NULL. */
static const char *unplaceable(const DeclPlace *p)
{
	if (!p->insert_line)
		return str_fmt("declared at %s:%d through a macro: there is no place in the source "
			       "for the keyword", p->file, p->line);
	if (!inside_root(p->file))
		return str_fmt("declared in %s, outside the source root %s", p->file,
			       source_root());
	const Vec *lines = source_lines(p->file, NULL);
	if (!lines)
		return str_fmt("%s: source not found", p->file);
	const char *text = p->insert_text ? p->insert_text : "";
	if (p->insert_line > lines->len ||
	    (size_t)p->insert_column - 1 > strlen(lines->data[p->insert_line - 1]) ||
	    strncmp((char *)lines->data[p->insert_line - 1] + p->insert_column - 1, text,
		    strlen(text)))
		return str_fmt("declared at %s:%d, which is not what the report says (the source "
			       "changed since the build?)", p->file, p->line);
	if (p->others)
		return str_fmt("declared at %s:%d with a pointer or a function, which the keyword "
			       "would reach too", p->file, p->line);
	return NULL;
}

/* ---- groups ------------------------------------------------------------ */

/* One group per object and keyword: suggestions that share a declaration
 * or the place of a keyword. */
static Vec make_groups(Vec *all, Map *by_place)
{
	Map by_insert = {0};
	Vec decls = {0};
	for (int i = 0; i < all->len; i++)
		((Suggestion *)all->data[i])->group = alloc(sizeof(Group));
	for (int i = 0; i < all->len; i++) {
		Suggestion *g = all->data[i];
		declarations(g, &decls);
		for (int k = 0; k < decls.len; k++) {
			DeclPlace *p = decls.data[k];
			const char *key = place_key(p);
			void **slot = map_slot(by_place, key, strlen(key));
			if (*slot)
				unite(*slot, g);
			else
				*slot = g;
			if (!p->insert_line)
				continue;
			key = insert_key(p);
			slot = map_slot(&by_insert, key, strlen(key));
			if (*slot)
				unite(*slot, g);
			else
				*slot = g;
		}
	}
	Vec groups = {0};
	for (int i = 0; i < all->len; i++) {
		Suggestion *g = all->data[i];
		Group *root = find(g->group);
		if (!root->members.len)
			vec_push(&groups, root);
		vec_push(&root->members, g);
	}
	for (int i = 0; i < all->len; i++) {
		Suggestion *g = all->data[i];
		g->group = find(g->group);
	}
	return groups;
}

/* The behaviour its members' evidence gives a group: the one proposed,
 * if they propose one and no member's evidence forbids it. */
static void group_behaviour(Group *grp)
{
	const Suggestion *wrap = NULL, *trap = NULL;
	for (int i = 0; i < grp->members.len; i++) {
		Suggestion *g = grp->members.data[i];
		if (g->verdict == VERDICT_WRAP && !wrap)
			wrap = g;
		if (g->verdict == VERDICT_TRAP && !trap)
			trap = g;
	}
	grp->leader = wrap ? wrap : trap;
	grp->behaviour = wrap ? VERDICT_WRAP : trap ? VERDICT_TRAP : VERDICT_NONE;
	if (wrap && trap) {
		grp->held = str_fmt("declared together with '%s', suggested __ob_wrap, and '%s', "
				    "suggested __ob_trap: one keyword cannot give both",
				    wrap->decl->name, trap->decl->name);
		return;
	}
	for (int i = 0; i < grp->members.len && grp->behaviour; i++) {
		Suggestion *g = grp->members.data[i];
		if (g->verdict == VERDICT_WRITTEN)
			grp->held = str_fmt("declared together with '%s', which is annotated already",
					    g->decl->name);
		else if (grp->behaviour == VERDICT_TRAP && (g->failures || g->cast))
			grp->held = str_fmt("declared together with '%s', whose evidence forbids "
					    "__ob_trap: %s", g->decl->name, g->why);
		if (grp->held)
			return;
	}
}

/* Each place of the group's keyword must declare only the group's
 * members: else the keyword reaches a declarator the report knows no
 * reason to annotate. */
static const char *unknown_declarators(const Group *grp)
{
	Map count = {0};
	Vec decls = {0};
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < grp->members.len; i++) {
			declarations(grp->members.data[i], &decls);
			for (int k = 0; k < decls.len; k++) {
				DeclPlace *p = decls.data[k];
				const char *key = insert_key(p);
				void **slot = map_slot(&count, key, strlen(key));
				int n = (int)(intptr_t)*slot;
				if (!pass)
					*slot = (void *)(intptr_t)(n + 1);
				else if (n < p->declarators)
					return str_fmt("declared at %s:%d with %d other declarator%s, "
						       "which the report knows no reason to annotate",
						       p->file, p->line, p->declarators - n,
						       p->declarators - n > 1 ? "s" : "");
			}
		}
	}
	return NULL;
}

static bool is_taken(const Suggestion *g, const Map *taken)
{
	if (!g->decl->function)
		return false;
	const char *key = place_key(g->decl->function);
	return map_get(taken, key, strlen(key)) != NULL;
}

/* Why a group cannot be written as it is, or NULL. */
static const char *group_obstacle(const Group *grp, const Map *taken)
{
	Vec decls = {0};
	for (int i = 0; i < grp->members.len; i++) {
		Suggestion *g = grp->members.data[i];
		declarations(g, &decls);
		for (int k = 0; k < decls.len; k++) {
			const char *why = unplaceable(decls.data[k]);
			if (why)
				return why;
		}
		if (is_taken(g, taken))
			return str_fmt("a parameter of a function whose address is taken (%s): it is "
				       "part of a function pointer type that other functions share",
				       place_key(g->decl->function));
		if (g->decl->escapes)
			return str_fmt("the address of '%s' is stored as a plain integer pointer: "
				       "annotating it would make the pointer types differ",
				       g->decl->name);
	}
	return unknown_declarators(grp);
}

/* ---- joins ------------------------------------------------------------- */

static bool conflict(Verdict a, Verdict b)
{
	return (a == VERDICT_WRAP && b == VERDICT_TRAP) || (a == VERDICT_TRAP && b == VERDICT_WRAP);
}

static bool active(const Group *grp)
{
	return grp->behaviour != VERDICT_NONE && !grp->held;
}

/* A written behaviour its values meet that the group's would clash with. */
static const char *meets_written(const Group *grp)
{
	int clash = grp->behaviour == VERDICT_WRAP ? MEETS_TRAP | MEETS_SAT : MEETS_WRAP | MEETS_SAT;
	for (int i = 0; i < grp->members.len; i++) {
		Suggestion *g = grp->members.data[i];
		int m = g->decl->meets & clash;
		if (m)
			return str_fmt("the values of '%s' meet a written __ob_%s type whole "
				       "(assignment, argument or return): the behaviours may not mix",
				       g->decl->name, m & MEETS_WRAP ? "wrap" : m & MEETS_TRAP ? "trap" : "sat");
	}
	return NULL;
}

/* Holds the trap side of each wrap-trap join until none is left. */
static void settle_joins(Vec *groups, const Map *by_place)
{
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 0; i < groups->len; i++) {
			Group *grp = groups->data[i];
			if (!active(grp))
				continue;
			const char *why = meets_written(grp);
			for (int m = 0; m < grp->members.len && !why; m++) {
				Suggestion *g = grp->members.data[m];
				for (int j = 0; j < g->decl->joins.len && !why; j++) {
					const char *key = place_key(g->decl->joins.data[j]);
					Suggestion *h = map_get(by_place, key, strlen(key));
					if (!h || !active(h->group) ||
					    !conflict(grp->behaviour, h->group->behaviour) ||
					    grp->behaviour == VERDICT_WRAP)
						continue;
					why = str_fmt("its values and those of '%s' (%s, %s) are stored "
						      "one into the other: wrap and trap may not meet "
						      "implicitly", h->decl->name, place_key(&h->decl->at),
						      verdict_keyword(h->group->behaviour));
				}
			}
			if (why) {
				grp->held = why;
				changed = true;
			}
		}
	}
}

void solve(Vec *all, const Vec *taken, const Vec *interfaces)
{
	Map by_place = {0}, taken_at = {0};
	for (int i = 0; i < taken->len; i++) {
		const char *key = place_key(taken->data[i]);
		*map_slot(&taken_at, key, strlen(key)) = taken->data[i];
	}
	Vec groups = make_groups(all, &by_place);
	for (int i = 0; i < groups.len; i++) {
		Group *grp = groups.data[i];
		group_behaviour(grp);
		if (active(grp))
			grp->held = group_obstacle(grp, &taken_at);
	}
	settle_joins(&groups, &by_place);
	Vec decls = {0};
	for (int i = 0; i < groups.len; i++) {
		Group *grp = groups.data[i];
		bool interface = false;
		for (int m = 0; m < grp->members.len; m++) {
			declarations(grp->members.data[m], &decls);
			for (int k = 0; k < decls.len; k++) {
				const char *file = ((DeclPlace *)decls.data[k])->file;
				for (const char *t = file; t && !interface; t = strchr(t, '/'), t = t ? t + 1 : NULL)
					for (int j = 0; j < interfaces->len && !interface; j++)
						interface = !fnmatch(interfaces->data[j], t, 0);
			}
		}
		for (int m = 0; m < grp->members.len; m++)
			((Suggestion *)grp->members.data[m])->interface = interface;
	}
}

/* ---- the text ---------------------------------------------------------- */

typedef struct {
	const char *file;
	int line, column;
	const char *keyword;
} Insertion;

static int by_place(const void *a, const void *b)
{
	const Insertion *x = *(Insertion *const *)a, *y = *(Insertion *const *)b;
	int c = strcmp(x->file, y->file);
	if (c)
		return c;
	return x->line != y->line ? x->line - y->line : x->column - y->column;
}

/* The keywords of the annotated suggestions, each place once. */
static void insertions(const Vec *chosen, Map *seen, Vec *out)
{
	Vec decls = {0};
	for (int i = 0; i < chosen->len; i++) {
		Suggestion *g = chosen->data[i];
		Verdict v = behaviour(g);
		if (v == VERDICT_NONE)
			continue;
		declarations(g, &decls);
		for (int k = 0; k < decls.len; k++) {
			DeclPlace *p = decls.data[k];
			const char *key = insert_key(p);
			void **slot = map_slot(seen, key, strlen(key));
			if (*slot)
				continue;
			Insertion *ins = alloc(sizeof *ins);
			*ins = (Insertion){p->file, p->insert_line, p->insert_column,
					   verdict_keyword(v)};
			*slot = ins;
			vec_push(out, ins);
		}
	}
}

/* The lines of a file with the insertions [from, to) made, right to left
 * on a line so that earlier columns stay valid. A parameter a prototype
 * leaves unnamed (`f(Int32, Int32)`) has its place right after the type,
 * at the comma: the keyword is kept apart from the type's last word. */
static void apply(Vec *lines, Insertion **ins, int n)
{
	for (int i = n - 1; i >= 0; i--) {
		const char *line = lines->data[ins[i]->line - 1];
		int at = ins[i]->column - 1;
		bool joins_word = at > 0 && (line[at - 1] == '_' || isalnum((unsigned char)line[at - 1]));
		lines->data[ins[i]->line - 1] = str_fmt("%.*s%s%s %s", at, line,
							joins_word ? " " : "", ins[i]->keyword,
							line + at);
	}
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

static Vec copy_lines(const Vec *lines)
{
	Vec v = {0};
	for (int i = 0; i < lines->len; i++)
		vec_push(&v, lines->data[i]);
	return v;
}

static const char *joined(const Vec *lines, bool nl)
{
	Buf b = {0};
	for (int i = 0; i < lines->len; i++)
		buf_fmt(&b, "%s%s", (char *)lines->data[i], i + 1 < lines->len || nl ? "\n" : "");
	return b.data ? b.data : "";
}

void annotate_files(const Vec *before, const Vec *chosen, Buf *diff, Vec *texts)
{
	Map seen = {0};
	Vec base = {0}, todo = {0};
	insertions(before, &seen, &base);
	insertions(chosen, &seen, &todo);
	vec_sort(&base, by_place);
	vec_sort(&todo, by_place);
	for (int i = 0; i < todo.len;) {
		const char *file = ((Insertion *)todo.data[i])->file;
		int j = i;
		while (j < todo.len && !strcmp(((Insertion *)todo.data[j])->file, file))
			j++;
		bool nl;
		const Vec *lines = source_lines(file, &nl);
		int b = 0;
		if (!lines) {
			i = j;
			continue;
		}
		while (b < base.len && strcmp(((Insertion *)base.data[b])->file, file))
			b++;
		int e = b;
		while (e < base.len && !strcmp(((Insertion *)base.data[e])->file, file))
			e++;
		Vec old = copy_lines(lines);
		apply(&old, (Insertion **)base.data + b, e - b);
		Vec new = copy_lines(&old);
		apply(&new, (Insertion **)todo.data + i, j - i);
		if (diff)
			file_diff(diff, file, &old, &new, nl);
		if (texts) {
			vec_push(texts, (void *)file);
			vec_push(texts, (void *)joined(&new, nl));
		}
		i = j;
	}
}
