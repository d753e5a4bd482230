/*
 * summaries.c - what the unit says of its static functions, for the
 * proofs of every function in it.
 *
 * No other unit can reach a static function's body, and where its name
 * is only ever used to call it, the unit holds every call of it. Then
 *  - each parameter's values on entry are those its calls pass, joined:
 *    `fold(p, len)`, only ever called after `if (len < 1) return;`,
 *    gets len >= 1;
 *  - every call gives what its return statements give, joined: a helper
 *    that returns at most 10 bounds `len += helper(...)` (ranges.c).
 * The first needs a function's callers worked out before it, the
 * second its callees: both orders come from one depth-first walk of the
 * call graph, from each function in the order of the text (postorder:
 * callees first; its reverse: callers first). A call that goes against
 * an order closes a cycle. Results are worked out twice: first for any
 * call (every parameter its type's range), which the callers' arguments
 * may use (`put(w)` after `w = width(v)`), then with the parameters'
 * values; a call gets both, intersected. Parameters get their values on entry only
 * where no call of the function goes against the callers-first order
 * (none from a cycle through it, none from itself): the callers' own
 * parameters are then known when their arguments are worked out. A
 * call of a function whose results are not worked out yet (a cycle)
 * gives its type's values, as before.
 *
 * What leaves calls unseen, and so no values on entry: a use of the
 * name that is not a call by it (its address taken for a table of
 * handlers or a callback, sizeof, typeof), a call outside any
 * definition, a call with another number of arguments (no prototype), a
 * variadic or old-style definition, the name as a word of a string (an
 * asm statement calls it, alias("name") gives it a global name), or a
 * constructor or destructor attribute anywhere in the unit (the C
 * library passes those arguments of its own). Names are counted, not
 * symbols: a block-scope declaration of the function is another symbol
 * of the same name, whose calls then count too.
 */
#include "obtcc.h"

#include <string.h>

typedef struct {
	int references;		/* uses of the name in expressions */
	int calls;		/* calls by the name in the unit's definitions */
	bool call_outside;	/* a call by it outside a function definition */
	bool in_string;		/* the name is a word of a string literal */
	FunctionNotes *def;	/* its one definition in the unit */
	int definitions;
} Name;

/* What one walk of the graph keeps of a definition. */
typedef struct {
	FunctionNotes *f;
	Name *name;
	int next_call;		/* the walk's place in f->calls */
	int rank;		/* place in callers-first order; -1: not reached */
	bool entries;		/* every call of it seen, none against the order */
	/* per parameter: the values its calls passed so far */
	__int128 *lo, *hi;
	bool *known;
	bool called;
} Def;

static PtrMap names;		/* Ident * -> Name * */
static FunctionNotes *current;	/* the definition being read */

static Name *name_of(Sym *fn)
{
	Name **n = (Name **)ptr_map_slot(&names, fn->name);
	if (!*n)
		*n = alloc(sizeof **n);
	return *n;
}

void summaries_note_reference(Sym *fn)
{
	name_of(fn)->references++;
}

void summaries_note_call(Node *call)
{
	if (current)
		vec_push(&current->calls, call);
	else
		name_of(bare(call->lhs)->var)->call_outside = true;
}

void summaries_enter(FunctionNotes *f)
{
	current = f;
}

static Def *def_of(PtrMap *defs, Node *call)
{
	Name *n = ptr_map_get(&names, bare(call->lhs)->var->name);
	return n && n->definitions == 1 ? ptr_map_get(defs, n->def) : NULL;
}

static int count_args(Node *call)
{
	int k = 0;
	for (Node *a = call->args; a; a = a->next)
		k++;
	return k;
}

/* Marks the names of the unit's definitions that a string spells as a
 * word; true if the unit has a constructor or destructor attribute. */
static bool scan_tokens(Unit *u)
{
	static const char *const library_calls[] = {
		"constructor", "__constructor__", "destructor", "__destructor__",
	};
	bool called_by_library = false;
	for (int i = 0; i < u->ntoks; i++) {
		Token *t = &u->toks[i];
		if (t->kind == TK_IDENT) {
			for (size_t k = 0; k < sizeof library_calls / sizeof *library_calls; k++)
				called_by_library |= t->ident->len == (int)strlen(library_calls[k]) &&
						     !memcmp(t->ident->name, library_calls[k], t->ident->len);
			continue;
		}
		if (t->kind != TK_STR)
			continue;
		for (int j = 0; j < t->len;) {
			if (!is_name_char(t->text[j])) {
				j++;
				continue;
			}
			int start = j;
			while (j < t->len && is_name_char(t->text[j]))
				j++;
			Name *n = ptr_map_get(&names, intern(t->text + start, j - start));
			if (n)
				n->in_string = true;
		}
	}
	return called_by_library;
}

/* Every call of d's function is one of the unit's, by its name, with an
 * argument for each parameter. */
static bool calls_all_seen(Def *d, bool called_by_library)
{
	Name *n = d->name;
	Sym *fn = d->f->fn;
	Type *ty = d->f->ty;
	return !called_by_library && fn->is_static && fn->is_global && n->definitions == 1 &&
	       !ty->is_variadic && !ty->is_oldstyle && !n->call_outside && !n->in_string &&
	       n->calls > 0 && n->references == n->calls;
}

/* The unit's definitions in postorder of the call graph, callees first. */
static Vec callees_first(Unit *u, PtrMap *defs)
{
	Vec post = {0}, stack = {0};
	for (int i = 0; i < u->functions.len; i++) {
		Def *root = ptr_map_get(defs, u->functions.data[i]);
		if (root->rank >= 0)
			continue;
		root->rank = 0;		/* reached */
		vec_push(&stack, root);
		while (stack.len) {
			Def *d = stack.data[stack.len - 1];
			if (d->next_call < d->f->calls.len) {
				Def *callee = def_of(defs, d->f->calls.data[d->next_call++]);
				if (callee && callee->rank < 0) {
					callee->rank = 0;
					vec_push(&stack, callee);
				}
				continue;
			}
			stack.len--;
			vec_push(&post, d);
		}
	}
	return post;
}

/* The values the call passes join those its callee's parameters got. */
static void pass_arguments(Def *caller, Def *callee, Node *call)
{
	Node *arg = call->args;
	for (int i = 0; i < callee->f->params.len; i++, arg = arg->next) {
		Sym *param = callee->f->params.data[i];
		__int128 lo, hi;
		if (!param || !callee->known[i])
			continue;
		if (!ranges_argument(caller->f->ranges, arg, param->ty, &lo, &hi)) {
			callee->known[i] = false;
			continue;
		}
		if (!callee->called || lo < callee->lo[i])
			callee->lo[i] = lo;
		if (!callee->called || hi > callee->hi[i])
			callee->hi[i] = hi;
	}
	callee->called = true;
}

/* Callers first: each function's parameters get what its calls passed,
 * then its own calls pass values on. */
static void find_entries(Vec *post, PtrMap *defs)
{
	for (int i = post->len - 1, rank = 0; i >= 0; i--)
		((Def *)post->data[i])->rank = rank++;
	for (int i = 0; i < post->len; i++) {
		Def *d = post->data[i];
		for (int j = 0; j < d->f->calls.len; j++) {
			Def *callee = def_of(defs, d->f->calls.data[j]);
			if (callee && d->rank >= callee->rank)
				callee->entries = false;	/* a cycle */
		}
	}
	for (int i = post->len - 1; i >= 0; i--) {
		Def *d = post->data[i];
		if (d->entries && d->called)
			for (int k = 0; k < d->f->params.len; k++)
				if (d->f->params.data[k] && d->known[k] && d->lo[k] <= d->hi[k])
					ranges_entry(d->f->params.data[k], d->lo[k], d->hi[k]);
		bool resumed = false;
		for (int j = 0; j < d->f->calls.len; j++) {
			Node *call = d->f->calls.data[j];
			Def *callee = def_of(defs, call);
			if (!callee || !callee->entries)
				continue;
			if (!resumed)
				facts_resume(d->f->facts);
			resumed = true;
			pass_arguments(d, callee, call);
		}
	}
}

/* Callees first: what each static function called by name returns. Once
 * before the parameters' values are known (results that hold for any
 * call, which the callers' arguments may use), once after. */
static void find_results(Vec *post)
{
	for (int i = 0; i < post->len; i++) {
		Def *d = post->data[i];
		if (d->f->fn->is_static && d->name->calls && is_integer(d->f->ty->base) &&
		    facts_resume(d->f->facts))
			ranges_results(d->f->ranges, d->f->fn);
	}
}

void summaries_prepare(Unit *u)
{
	PtrMap defs = {0};	/* FunctionNotes * -> Def * */
	for (int i = 0; i < u->functions.len; i++) {
		FunctionNotes *f = u->functions.data[i];
		Name *n = name_of(f->fn);
		n->def = f;
		n->definitions++;
		Def *d = alloc(sizeof *d);
		*d = (Def){.f = f, .name = n, .rank = -1};
		*ptr_map_slot(&defs, f) = d;
	}
	for (int i = 0; i < u->functions.len; i++) {
		FunctionNotes *f = u->functions.data[i];
		for (int j = 0; j < f->calls.len; j++)
			name_of(bare(((Node *)f->calls.data[j])->lhs)->var)->calls++;
	}
	bool called_by_library = scan_tokens(u);
	for (int i = 0; i < u->functions.len; i++) {
		Def *d = ptr_map_get(&defs, u->functions.data[i]);
		int np = d->f->params.len;
		d->entries = calls_all_seen(d, called_by_library);
		d->lo = alloc(np * sizeof *d->lo);
		d->hi = alloc(np * sizeof *d->hi);
		d->known = alloc(np * sizeof *d->known);
		memset(d->known, true, np);
	}
	for (int i = 0; i < u->functions.len; i++) {
		FunctionNotes *f = u->functions.data[i];
		for (int j = 0; j < f->calls.len; j++) {
			Def *callee = def_of(&defs, f->calls.data[j]);
			if (callee && count_args(f->calls.data[j]) != callee->f->params.len)
				callee->entries = false;
		}
	}
	Vec post = callees_first(u, &defs);
	find_results(&post);
	find_entries(&post, &defs);
	find_results(&post);
	names = (PtrMap){0};	/* the next unit's names are its own */
}
