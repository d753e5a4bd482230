/*
 * tallies.c - counters in an array, incremented once per round of a loop.
 *
 * A histogram is counted as
 *
 *	for (b = 0; b < 256; b++)	(or: count_t count[256] = {0};)
 *		count[b] = 0;
 *	for (i = 0; i < n; i++)
 *		count[data[i] >> 8]++;
 *
 * and a radix sort, a compressor's symbol statistics and a hash table's
 * bucket sizes the same way. Each round adds 1 to one counter; every
 * counter the index can reach started at 0, so none can exceed the
 * number of rounds, n. Where the counter's type holds every count the
 * loop's variable can reach, no check is needed; where it may not
 * (uint32_t counters, a size_t n), versioning.c decides once before the
 * loop with the test n - i <= room, which the inlined callers usually
 * make constant.
 *
 * The rule (docs/semantics.md, "Counters in an array"), for a check of
 * A[e]++, ++A[e] or A[e] += k (k a constant >= 0) in the trap modes:
 *  - A is a variable: an automatic array, or an unaliased pointer
 *    (facts.c) nothing writes from where the counters are set until the
 *    loop's end; its elements are neither volatile nor atomic (another
 *    agent could change them);
 *  - the update lies in the body of a counted loop L (versioning.c: i < B,
 *    i written only by the step), in no loop within it, and nothing else
 *    in L (condition, third clause, body) can store to memory (facts.c's
 *    effects: stores through pointers, calls, asm): each round adds at
 *    most k to one counter and changes no other;
 *  - every counter e can reach was set to at most v0 before L, with no
 *    store between, by
 *      a. A's declaration, an array with an initializer of integer
 *         constants (the elements it does not name are 0), or
 *      b. a counted loop Z, for (j = c0; j < c1; j++) A[j] = v; whose body
 *         is that statement alone (it runs every round to the end): A[c0]
 *         to A[c1 - 1], with Z an item of a block that holds L, or
 *      c. memset(A, 0, size), a statement and an item of such a block:
 *         the counters of A[0] to A[size / sizeof *A - 1] are 0;
 *    with no label between the setting and L's end and every loop around
 *    L around the setting too (each run of L starts from fresh counters);
 *  - then after r rounds every counter e reaches is at most v0 + k * r,
 *    and the check cannot fail while r <= room = (max(T) - v0) / k.
 */
#include "obtcc.h"

#include <string.h>

/* A's declaration with an initializer in braces, tokens [begin, end). */
typedef struct {
	Sym *array;
	int begin, end;
} ArrayInit;

/* A call that is a statement of its own, an item of the block whose '}'
 * is token block_end. */
typedef struct {
	Node *call;
	int block_end;
} CallStatement;

enum {
	/* Stores and calls before a counting loop tried as the setting of
	 * its counters, the nearest first: past as many, none is found (and
	 * the check kept), so that a function of many stores and many
	 * tallies does not try each store for each tally. */
	MAX_SETTINGS_TRIED = 256,
};

/* What the parser noted of a function definition, kept until the
 * proofs run (prove.c). */
struct TalliesNotes {
	Vec array_inits;	/* ArrayInit * */
	Vec call_statements;	/* CallStatement * */
};
static TalliesNotes *T;		/* the function's being read or proven */

TalliesNotes *tallies_begin_function(void)
{
	T = alloc(sizeof *T);
	return T;
}

void tallies_resume(TalliesNotes *notes)
{
	T = notes;
}

void tallies_note_statement(Node *e, int block_end)
{
	if (e->kind != ND_CALL)
		return;
	CallStatement *cs = alloc(sizeof *cs);
	*cs = (CallStatement){e, block_end};
	vec_push(&T->call_statements, cs);
}

void tallies_note_array_init(Sym *array, int begin, int end)
{
	ArrayInit *ai = alloc(sizeof *ai);
	*ai = (ArrayInit){array, begin, end};
	vec_push(&T->array_inits, ai);
}

/* What a tally's counters start from: at most v0 in A[lo..hi], set by
 * tokens [from, to) (a declaration or a loop). */
typedef struct {
	__int128 v0, lo, hi;
	int from, to;
} Start;

typedef struct {
	Node *n;		/* the update */
	Sym *array;		/* A */
	Node *index;		/* e */
	Type *ty;		/* the counters' */
	__int128 k;		/* added per round */
	CountedLoop loop;	/* L */
} Tally;

/* A[e] with A a local array or an unaliased pointer: A's symbol. */
static Sym *indexed_var(Node *lv, Node **index)
{
	lv = bare(lv);
	if (lv->kind != ND_INDEX)
		return NULL;
	Sym *a = variable_of(lv->lhs);
	if (!a || a->is_global || a->is_static || a->is_extern)
		return NULL;
	*index = lv->rhs;
	if (a->ty->kind == TY_ARRAY)
		return a;
	return a->ty->kind == TY_PTR && facts_unaliased(a) ? a : NULL;
}

/* n is A[e]++, ++A[e] or A[e] += k, k >= 0, in the computation type of A's
 * elements, in a counted loop's body and no loop within it, and nothing
 * else in that loop stores to memory. */
static bool tally_of(Node *n, Tally *t)
{
	Node *step = n->kind == ND_COMPOUND_ASSIGN ? n->rhs : NULL;
	Type *ct = step ? n->comp_ty : n->ty;
	if ((n->kind != ND_PRE_INC && n->kind != ND_POST_INC &&
	     (n->kind != ND_COMPOUND_ASSIGN || n->op != ND_ADD)) ||
	    !failed_checks_stop() || n->excluded || !is_integer(ct) || !type_fits_in(n->lhs->ty, ct))
		return false;
	t->n = n;
	t->ty = bare(n->lhs)->ty;
	t->k = 1;
	/* another agent may change a volatile or atomic counter */
	if ((step && (!eval_int(step, &t->k) || t->k < 0)) || t->ty->is_volatile ||
	    t->ty->is_atomic || !(t->array = indexed_var(n->lhs, &t->index)))
		return false;
	CountedLoop *lp = &t->loop;
	return versioning_counted_loop(n->begin, lp) &&
	       !facts_in_loop_between(n->begin, lp->body_begin, lp->body_end) &&
	       !facts_store_between(lp->cond_begin, lp->body_end, n) &&
	       !facts_entered_between(lp->cond_begin, lp->body_end);
}

/* Every counter the index reaches starts at most s->v0, set where
 * nothing between the setting and the loop can change it. */
static bool start_holds(Tally *t, Start *s)
{
	__int128 lo, hi;
	CountedLoop *lp = &t->loop;
	return s->to <= lp->cond_begin && ranges_interval(t->index, &lo, &hi) && lo >= s->lo &&
	       hi <= s->hi && !facts_store_between(s->to, lp->cond_begin, NULL) &&
	       !facts_entered_between(s->from, lp->body_end) &&
	       facts_loops_around_hold(s->from, lp->cond_begin, lp->body_end) &&
	       (t->array->ty->kind == TY_ARRAY ||
		!facts_written_between(t->array, s->from, lp->body_end, NULL, 0, 0));
}

/* a. The array's initializer: integer constants and commas only. */
static bool start_by_initializer(Tally *t, Start *s)
{
	Sym *a = t->array;
	__int128 lo, hi;
	if (a->ty->kind != TY_ARRAY || a->ty->array_len <= 0 || !type_bounds(t->ty, &lo, &hi))
		return false;
	for (int i = 0; i < T->array_inits.len; i++) {
		ArrayInit *ai = T->array_inits.data[i];
		if (ai->array != a)
			continue;
		__int128 v0 = 0;
		int named = 0;
		for (int k = ai->begin + 1; k < ai->end - 1; k++) {
			Token *tk = &P.toks[k];
			__int128 v;
			if (tk->kind == TK_PUNCT && tk->punct == ',')
				continue;
			if (!literal_int_value(tk, &v) || v < lo || v > hi)
				return false;
			v0 = v > v0 ? v : v0;
			named++;
		}
		*s = (Start){v0, 0, a->ty->array_len - 1, (int)(a->tok - P.toks), ai->end};
		return named <= a->ty->array_len && start_holds(t, s);
	}
	return false;
}

/* j's value where loop Z first tests it: its one write in the first
 * clause, a constant. */
static bool first_value(CountedLoop *z, Sym *j, __int128 *v)
{
	Vec writes = facts_writes(j);
	VarWrite *first = NULL;
	for (int i = 0; i < writes.len; i++) {
		VarWrite *w = writes.data[i];
		if (w->at < z->init_begin || w->at >= z->cond_begin)
			continue;
		if (first)
			return false;
		first = w;
	}
	if (!first || (!first->is_init && first->node->kind != ND_ASSIGN))
		return false;
	return eval_int(first->is_init ? first->node : first->node->rhs, v);
}

/* The statement `A[j] = v;` (in braces or not) is loop z's whole body. */
static bool whole_body(CountedLoop *z, Node *store)
{
	int b = z->body_begin, e = z->body_end;
	Token *first = &P.toks[b];
	if (first->kind == TK_PUNCT && first->punct == '{') {
		b++;
		e--;
	}
	return store->begin == b && store->end + 1 == e && P.toks[store->end].kind == TK_PUNCT &&
	       P.toks[store->end].punct == ';';
}

/* b. A loop that sets A[c0] to A[c1 - 1] to a constant: the last before
 * the counting loop whose setting holds. */
static bool start_by_loop(Tally *t, Start *s)
{
	Vec stores = facts_stores_before(t->loop.cond_begin);
	for (int k = stores.len - 1; k >= 0 && k >= stores.len - MAX_SETTINGS_TRIED; k--) {
		Node *store = stores.data[k], *index;
		CountedLoop z;
		Sym *j;
		__int128 v0, c0, c1;
		if (store->kind != ND_ASSIGN || indexed_var(store->lhs, &index) != t->array ||
		    !(j = variable_of(index)) || !versioning_counted_loop(store->begin, &z) ||
		    variable_of(z.i) != j || !whole_body(&z, store) || z.block_end < t->loop.body_end ||
		    !eval_int(store->rhs, &v0) || !eval_int(z.bound, &c1) || !first_value(&z, j, &c0) ||
		    c0 >= c1)
			continue;
		*s = (Start){v0, c0, c1 - 1, z.init_begin, z.body_end};
		if (start_holds(t, s))
			return true;
	}
	return false;
}

/* c. memset(A, 0, size) or __builtin_memset: the counters its size
 * covers whole are 0. The C library's memset (a name the standard
 * reserves), or the kernel's, which does the same. */
static bool start_by_memset(Tally *t, Start *s)
{
	long elem = type_size(t->ty);
	for (int k = T->call_statements.len - 1;
	     k >= 0 && k >= T->call_statements.len - MAX_SETTINGS_TRIED && elem > 0; k--) {
		CallStatement *cs = T->call_statements.data[k];
		Node *callee = bare(cs->call->lhs), *a = cs->call->args;
		__int128 value, size;
		if (cs->call->end > t->loop.cond_begin || cs->block_end < t->loop.body_end ||
		    callee->kind != ND_VAR || !callee->var ||
		    (strcmp(callee->var->name->name, "memset") &&
		     strcmp(callee->var->name->name, "__builtin_memset")) ||
		    !a || !a->next || !a->next->next || a->next->next->next ||
		    variable_of(a) != t->array || !eval_int(a->next, &value) || value != 0 ||
		    !eval_int(a->next->next, &size) || size < elem)
			continue;
		*s = (Start){0, 0, size / elem - 1, cs->call->begin, cs->call->end};
		if (start_holds(t, s))
			return true;
	}
	return false;
}

/* The rounds of its loop the tally n has room for; false: not a tally. */
static bool room_of(Node *n, Tally *t, __int128 *room)
{
	Start s;
	__int128 lo, hi;
	if (!tally_of(n, t) ||
	    !(start_by_initializer(t, &s) || start_by_loop(t, &s) || start_by_memset(t, &s)) ||
	    !type_bounds(t->ty, &lo, &hi) || s.v0 > hi)
		return false;
	*room = t->k ? (hi - s.v0) / t->k : hi;
	return true;
}

const char *tallies_prove(Node *n)
{
	Tally t;
	__int128 room, lo, hi;
	Sym *i;
	if (!room_of(n, &t, &room) || !(i = variable_of(t.loop.i)) || !type_bounds(i->ty, &lo, &hi))
		return NULL;
	ranges_least(t.loop.i, &lo);
	return hi - lo <= room ? "the counters started low enough for every round of the loop"
			       : NULL;
}

bool tallies_room(Node *n, int cond_begin, __int128 *room)
{
	Tally t;
	return room_of(n, &t, room) && t.loop.cond_begin == cond_begin;
}
