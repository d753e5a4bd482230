/*
 * versioning.c - loops whose checks are decided once, before the loop.
 *
 * In
 *
 *	for (len_t i = 0; i < n; i++)
 *		s += a[i * n + k];
 *
 * the checks of i * n and of + k fail for some i or for none, and which
 * it is depends only on n, k and the range i runs over: every value
 * there is affine in i, so over [first i, n - 1] it lies between its
 * values at the two ends. obtcc tests the ends once, before the loop, and
 * runs a copy of the loop without those checks when no end fails; else
 * the checked loop, which reports at the same iteration as ever:
 *
 *	for (INIT; ;) { if (PRE) { for (; COND; STEP) BODY-without-them }
 *			else { for (; COND; STEP) BODY } break; }
 *
 * The outer for keeps INIT where it was (its declarations keep their
 * scope) and runs once; PRE is evaluated where the first COND would be.
 * The unchecked copy is the loop's own text, on its own lines; the
 * checked one is written out on the body's last line, because an edit
 * cannot add lines (emit.c): a debugger steps through it as one line, and
 * its reports name their sites as ever. The rules (docs/semantics.md):
 *
 *  - the loop: COND is `i < B` or `i <= B`, STEP is i++, ++i or i += 1; i and B have
 *    one integer type of at least int's rank; i is an automatic variable
 *    written only by STEP; B a variable not written between the first
 *    COND and the body's end (facts.c tracks writes: no address may be
 *    taken, no nested function may exist), or an expression free of i
 *    built as a check's operation is below, whose operations PRE makes
 *    too (a failure there sends control to the checked loop);
 *  - the body holds no loop (the innermost loops, where time goes), no
 *    label control could enter by, no `static`, `__label__`, asm or
 *    __builtin_LINE-like token (a copy would change what they mean), and
 *    between its tokens only white space (no line marker or pragma);
 *  - a check is versioned when its operation is affine in i: i, constants
 *    and invariant variables (automatic, tracked, not written in the loop,
 *    and holding a value before it: a parameter or an initialized
 *    declaration, so PRE reads nothing the loop would not), combined by
 *    +, - and * (one side free of i) and integer conversions. PRE tests
 *    every operation and conversion of it, at both ends, with
 *    __builtin_*_overflow into the operation's own type: each value is
 *    then exact, so affine, so between its ends everywhere in between.
 *
 * An empty iteration space (i >= B; i > B for i <= B) makes PRE true
 * without reading anything else. Checks PRE does not cover stay in both copies.
 */
#include "obtcc.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	Node *cond, *step;	/* i < B or i <= B; the third clause */
	Sym *i;
	Node *bound;		/* B */
	bool inclusive;		/* i <= B: the last round has i = B */
	int init_begin, cond_begin;	/* token indices of the clauses' first tokens */
	int step_begin, step_end, body_begin, body_end, block_end;	/* token indices */
} Loop;

/* What the parser noted of a function definition, kept until the
 * proofs run (prove.c). */
struct VersioningNotes {
	Vec loops;		/* Loop *: the function's candidates */
};
static VersioningNotes *V;	/* the function's being read or proven */
/* The same by where their bodies begin, outer ones first (bodies nest or
 * lie apart), with the innermost candidate around each: made at the
 * first question, when the function is read, so that a check finds its
 * loop by a binary search and not by a walk over every loop. */
static Vec by_body;
static int *around;		/* [i]: index in by_body of the one around i, or -1 */
/* The numbers of the temporaries of the tests before the loops
 * (__obt_pre<n>, __obt_ok<n>): versioning's own, so that they do not
 * depend on when the proofs run among the other stages' names. */
static int next_name;

VersioningNotes *versioning_begin_function(void)
{
	V = alloc(sizeof *V);
	return V;
}

void versioning_resume(VersioningNotes *notes)
{
	V = notes;
	by_body = (Vec){0};
}

static bool int_kind(Type *ty)
{
	return ty->kind >= TY_CHAR && ty->kind <= TY_UINT128 && !ty->is_atomic;
}

static bool at_least_int(Type *ty)
{
	return ty->kind >= TY_INT && ty->kind <= TY_UINT128 && !ty->is_volatile && !ty->is_atomic;
}

static bool is_step_of(Node *step, Sym *i)
{
	__int128 one;
	if (step->kind == ND_PRE_INC || step->kind == ND_POST_INC)
		return variable_of(step->lhs) == i;
	return step->kind == ND_COMPOUND_ASSIGN && step->op == ND_ADD && variable_of(step->lhs) == i &&
	       eval_int(step->rhs, &one) && one == 1;
}

/* parse.c: a for loop, its clauses and body; kept if its shape fits. */
void versioning_note_for(Node *cond, Node *step, int init_begin, int cond_begin, int step_begin,
			 int step_end, int body_begin, int body_end, int block_end)
{
	if (!cond || !step || (cond->kind != ND_LT && cond->kind != ND_LE))
		return;
	Sym *i = variable_of(cond->lhs);
	Node *b = cond->rhs;
	if (!i || bare(cond->lhs) != cond->lhs || !at_least_int(i->ty) ||
	    !same_type_ignoring_ob(unqualified(i->ty), unqualified(b->ty)) || !is_step_of(step, i))
		return;
	Loop *lp = alloc(sizeof *lp);
	*lp = (Loop){cond, step, i, b, cond->kind == ND_LE, init_begin, cond_begin, step_begin,
		     step_end, body_begin, body_end, block_end};
	vec_push(&V->loops, lp);
}

/* ---- the shape, once the function is read --------------------------------- */

static bool written_in_loop(Loop *lp, Sym *var, Node *except)
{
	return facts_written_between(var, lp->cond_begin, lp->body_end, except, 0, 0);
}

static bool invariant(Loop *lp, Sym *var)
{
	return var != lp->i && facts_tracked(var) && !written_in_loop(lp, var, NULL) &&
	       facts_initialized(var, lp->cond_begin);
}

static int outer_first(const void *a, const void *b)
{
	const Loop *x = *(const Loop *const *)a, *y = *(const Loop *const *)b;
	if (x->body_begin != y->body_begin)
		return x->body_begin < y->body_begin ? -1 : 1;
	return (x->body_end < y->body_end) - (x->body_end > y->body_end);
}

static Loop *body_at(int i)
{
	return by_body.data[i];
}

static void index_bodies(void)
{
	by_body = (Vec){0};
	for (int k = 0; k < V->loops.len; k++)
		vec_push(&by_body, V->loops.data[k]);
	vec_sort(&by_body, outer_first);
	int *open = alloc((by_body.len + 1) * sizeof(int)), nopen = 0;
	around = alloc((by_body.len + 1) * sizeof(int));
	for (int i = 0; i < by_body.len; i++) {
		while (nopen && body_at(open[nopen - 1])->body_end <= body_at(i)->body_begin)
			nopen--;
		around[i] = nopen ? open[nopen - 1] : -1;
		open[nopen++] = i;
	}
}

/* The innermost candidate whose body holds token `at`: the last body to
 * begin at or before it, or one around that. */
static Loop *innermost_body(int at)
{
	if (by_body.len != V->loops.len)
		index_bodies();
	int lo = 0, hi = by_body.len;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (body_at(mid)->body_begin <= at)
			lo = mid + 1;
		else
			hi = mid;
	}
	int i = lo - 1;
	while (i >= 0 && body_at(i)->body_end <= at)
		i = around[i];
	return i >= 0 ? body_at(i) : NULL;
}

/* For relations.c, which counts a counter's increments by the rounds. */
bool versioning_counted_loop(int at, CountedLoop *loop)
{
	Loop *best = innermost_body(at);
	/* i <= B may run forever where i's step wraps: no bound on the rounds */
	if (!best || best->inclusive || !facts_tracked(best->i) ||
	    written_in_loop(best, best->i, best->step))
		return false;
	*loop = (CountedLoop){best->init_begin, best->cond_begin, best->body_begin, best->body_end,
			      best->block_end, best->cond->lhs, best->bound};
	return true;
}

/* Tokens a second copy of the body would change the meaning of. */
static bool copy_changes_meaning(Token *t)
{
	static const char *const names[] = {"__builtin_LINE", "__builtin_FILE", "__builtin_FUNCTION",
					    "__builtin_COLUMN"};
	if (t->kind != TK_IDENT)
		return false;
	int k = t->ident->keyword;	/* keywords are identifiers the lexer marks */
	if (k)
		return k == KW_STATIC || k == KW_LABEL || k == KW_ASM || k == KW_GNU_ASM ||
		       k == KW_GNU_ASM2;
	for (size_t n = 0; n < sizeof names / sizeof names[0]; n++)
		if (t->len == (int)strlen(names[n]) && !memcmp(t->text, names[n], t->len))
			return true;
	return false;
}

/* Only white space between the tokens [from, to): no line marker, no
 * pragma line, no comment kept by -C, which one line could not hold. */
static bool copyable(Unit *u, int from, int to)
{
	for (int t = from; t < to; t++) {
		if (copy_changes_meaning(&P.toks[t]))
			return false;
		if (t == from)
			continue;
		for (int c = P.toks[t - 1].offset + P.toks[t - 1].len; c < P.toks[t].offset; c++)
			if (!strchr(" \t\n\r\f\v", u->text[c]))
				return false;
	}
	return true;
}

/* 2: affine in i; 1: free of i (invariant or constant); 0: neither. A
 * conversion or an operation is taken apart even when it is constant:
 * its own check is what the test before the loop must make. */
enum {
	/* Nodes affine() looks at for one loop: past as many, the rest of
	 * its checks stay in both copies (a body of long chains would
	 * otherwise be walked once per check in them). */
	MAX_AFFINE_STEPS = 1 << 16,
};

static int affine_steps;	/* left to the loop being versioned */

static int affine(Loop *lp, Node *n)
{
	__int128 v;
	if (!int_kind(n->ty) || --affine_steps < 0)
		return 0;
	switch (n->kind) {
	case ND_VAR:
		if (n->var == lp->i)
			return 2;
		if (eval_int(n, &v))	/* an enumeration constant */
			break;
		return n->var && n->var->kind == SYM_VAR && invariant(lp, n->var);
	case ND_CAST:
		return int_kind(n->lhs->ty) ? affine(lp, n->lhs) : 0;
	case ND_ADD: case ND_SUB: {
		int l = affine(lp, n->lhs), r = l ? affine(lp, n->rhs) : 0;
		return l && r ? (l > r ? l : r) : 0;
	}
	case ND_MUL: {
		int l = affine(lp, n->lhs), r = l ? affine(lp, n->rhs) : 0;
		return l && r && l + r < 4 ? (l > r ? l : r) : 0;
	}
	default:
		if (!eval_int(n, &v))
			return 0;
		break;
	}
	return v > INT64_MIN && v < INT64_MAX;
}

static bool loop_fits(Unit *u, Loop *lp)
{
	if (!facts_tracked(lp->i) || written_in_loop(lp, lp->i, lp->step) ||
	    facts_entered_between(lp->cond_begin, lp->body_end) ||
	    facts_loop_within(lp->body_begin, lp->body_end) ||
	    !copyable(u, lp->cond_begin, lp->body_end))
		return false;
	/* B: a variable the loop does not write (the first test reads it
	 * where the test before the loop does), or an expression free of i
	 * whose operations the test before the loop makes too */
	Sym *b = bare(lp->bound) == lp->bound ? variable_of(lp->bound) : NULL;
	if (b)
		return b != lp->i && facts_tracked(b) && !written_in_loop(lp, b, NULL);
	return affine(lp, lp->bound) == 1;
}

/* ---- the test before the loop ----------------------------------------------- */

typedef struct {
	Buf decls, tests;
	const char *i_value;	/* what i is at this end */
} Pre;

/* Appends the tests of n's operations and conversions to pre; returns
 * the text of n's value. */
static const char *pre_value(Loop *lp, Pre *pre, Node *n)
{
	__int128 v;
	if (n->kind == ND_VAR && n->var == lp->i)
		return pre->i_value;
	if (n->kind != ND_CAST && n->kind != ND_ADD && n->kind != ND_SUB && n->kind != ND_MUL) {
		if (eval_int(n, &v))
			return str_fmt("((%s)%lldLL)",
				       c_type(n->ty), (long long)v);
		return n->var->name->name;
	}
	const char *l = pre_value(lp, pre, n->lhs), *r = "0", *op = "add";
	if (n->kind != ND_CAST) {
		r = pre_value(lp, pre, n->rhs);
		op = n->kind == ND_ADD ? "add" : n->kind == ND_SUB ? "sub" : "mul";
	}
	const char *t = str_fmt("__obt_pre%d", next_name++);
	buf_fmt(&pre->decls, "%s %s; ", c_type(n->ty), t);
	buf_fmt(&pre->tests, " | __builtin_%s_overflow(%s, %s, &%s)", op, l, r, t);
	return t;
}

/* The nodes that are part of another versioned check's tree, whose
 * tests cover them: those below a check's node, and a node two checks
 * share. Each node is walked once. */
static PtrMap covered_nodes(Vec *versioned)
{
	PtrMap covered = {0}, roots = {0};
	Vec todo = {0};
	for (int c = 0; c < versioned->len; c++) {
		Node *n = ((CheckEdits *)versioned->data[c])->n;
		*ptr_map_slot(ptr_map_get(&roots, n) ? &covered : &roots, n) = n;
		if (n->lhs)
			vec_push(&todo, n->lhs);
		if (n->rhs)
			vec_push(&todo, n->rhs);
	}
	while (todo.len) {
		Node *n = todo.data[--todo.len];
		if (ptr_map_get(&covered, n))
			continue;
		*ptr_map_slot(&covered, n) = n;
		if (n->lhs)
			vec_push(&todo, n->lhs);
		if (n->rhs)
			vec_push(&todo, n->rhs);
	}
	return covered;
}

/* B's operations do not fail, and either the loop runs no round or no
 * versioned check fails at i's first value nor at the last (B - 1, or B
 * for i <= B), and the rounds, B - i, are at most the least room of the
 * tallies (only i < B loops have them). A failure in B sends control to the checked
 * loop, whose first test reports it. */
static const char *pre_text(Loop *lp, Vec *versioned, __int128 room)
{
	Pre pre = {0};
	const char *i = lp->i->name->name, *b = pre_value(lp, &pre, lp->bound);
	buf_add(&pre.tests, "", 1);
	const char *bound_tests = pre.tests.data;
	pre.tests = (Buf){0};
	if (room >= 0) {
		const char *rounds = str_fmt("__obt_pre%d", next_name++);
		buf_fmt(&pre.decls, "%s %s; ", c_type(lp->i->ty), rounds);
		buf_fmt(&pre.tests, " | __builtin_sub_overflow(%s, %s, &%s) | (%s > (%s)%lluULL)", b, i,
			rounds, rounds, c_type(lp->i->ty), (unsigned long long)room);
	}
	const char *ends[2] = {i, lp->inclusive ? b : str_fmt("(%s - 1)", b)};
	PtrMap covered = covered_nodes(versioned);
	for (int e = 0; e < 2; e++) {
		pre.i_value = ends[e];
		for (int c = 0; c < versioned->len; c++) {
			Node *n = ((CheckEdits *)versioned->data[c])->n;
			if (!ptr_map_get(&covered, n))
				pre_value(lp, &pre, n);
		}
	}
	buf_add(&pre.decls, "", 1);
	buf_add(&pre.tests, "", 1);
	int ok = next_name++;
	return str_fmt("__extension__ ({ %sint __obt_ok%d = !(0%s); "
		       "if (__obt_ok%d && %s %s %s) __obt_ok%d = !(0%s); __obt_ok%d; })",
		       pre.decls.data, ok, bound_tests, ok, i, lp->inclusive ? "<=" : "<", b, ok,
		       pre.tests.data, ok);
}

/* ---- the copies ---------------------------------------------------------------- */

static const char *tokens_text(Unit *u, int from, int to)
{
	Token *last = &P.toks[to - 1];
	return emit_range_one_line(u, P.toks[from].offset, last->offset + last->len);
}

/* *least: the least room of the loop's tallies so far (-1: none yet),
 * capped to what i's type holds (a test against more could not fail). */
static bool add_tally(Loop *lp, __int128 room, __int128 *least)
{
	__int128 lo, hi;
	if (!type_bounds(lp->i->ty, &lo, &hi))
		return false;
	if (room > hi)
		room = hi;
	if (*least < 0 || room < *least)
		*least = room;
	return true;
}

/* The checks the proofs left, by their first token: a loop looks at those
 * in its body only. */
typedef struct {
	int begin, index;	/* index: in the proofs' list, the order kept */
} CheckAt;

static int by_begin(const void *a, const void *b)
{
	const CheckAt *x = a, *y = b;
	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	return (x->index > y->index) - (x->index < y->index);
}

static int ascending(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static CheckAt *checks_at;	/* the checks by their first token */

/* The indices of the checks in tokens [from, to), in the proofs' order;
 * *n: how many. */
static int *checks_within(Vec *checks, int from, int to, int *n)
{
	int lo = 0, hi = checks->len;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (checks_at[mid].begin < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	int *within = alloc((checks->len + 1) * sizeof(int));
	*n = 0;
	for (int k = lo; k < checks->len && checks_at[k].begin < to; k++)
		if (((CheckEdits *)checks->data[checks_at[k].index])->n->end <= to)
			within[(*n)++] = checks_at[k].index;
	qsort(within, *n, sizeof *within, ascending);
	return within;
}

static void version(Unit *u, Loop *lp, Vec *checks)
{
	affine_steps = MAX_AFFINE_STEPS;
	if (!loop_fits(u, lp))
		return;
	Vec versioned = {0}, tallies = {0};
	__int128 room, least_room = -1;
	int nwithin, *within = checks_within(checks, lp->body_begin, lp->body_end, &nwithin);
	for (int w = 0; w < nwithin; w++) {
		CheckEdits *ce = checks->data[within[w]];
		Node *n = ce->n;
		if ((n->kind == ND_ADD || n->kind == ND_SUB || n->kind == ND_MUL ||
		     n->kind == ND_CAST) && affine(lp, n)) {
			vec_push(&versioned, ce);
		} else if ((tallies_room(n, lp->cond_begin, &room) ||
			    accumulation_room(n, lp->cond_begin, &room)) &&
			   add_tally(lp, room, &least_room)) {
			vec_push(&tallies, ce);
		}
	}
	if (!versioned.len && !tallies.len)
		return;
	/* the copies are of the text CC compiles: no OBT spelling left */
	strip_early(u, lp->cond_begin, lp->body_end);
	const char *cond = tokens_text(u, lp->cond_begin, lp->step_begin - 1);
	const char *step = tokens_text(u, lp->step_begin, lp->step_end);
	const char *body = tokens_text(u, lp->body_begin, lp->body_end);
	if (!cond || !step || !body)
		return;
	const char *pre = pre_text(lp, &versioned, least_room);
	Token *first = &P.toks[lp->cond_begin], *last = &P.toks[lp->body_end - 1];
	add_edit(u, first->offset, first->offset, str_fmt(";) { if (%s) { for (; ", pre), INT_MIN);
	add_edit(u, last->offset + last->len, last->offset + last->len,
		 str_fmt(" } else { for (; %s; %s) %s } break; }", cond, step, body), INT_MAX);
	for (int c = 0; c < versioned.len + tallies.len; c++) {
		CheckEdits *ce = c < versioned.len ? versioned.data[c] : tallies.data[c - versioned.len];
		undo_edits(u, ce->first, ce->end);
		sites_versioned(ce->first, ce->end);
	}
}

void versioning_prove(Unit *u, Vec *checks)
{
	checks_at = alloc((checks->len + 1) * sizeof *checks_at);
	for (int c = 0; c < checks->len; c++)
		checks_at[c] = (CheckAt){((CheckEdits *)checks->data[c])->n->begin, c};
	qsort(checks_at, checks->len, sizeof *checks_at, by_begin);
	for (int l = 0; l < V->loops.len && !obt_opts.keep_checks; l++)
		version(u, V->loops.data[l], checks);
}
