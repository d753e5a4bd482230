/*
 * facts.c - checks a for loop's own condition makes redundant.
 *
 * Block loops over a buffer are written
 *
 *	for (; n - i >= 16; i += 16)
 *
 * With n and i trap types, every evaluation of the condition checks that
 * n - i does not wrap, and the step checks that i += 16 does not. Only the
 * first check can fail: once the condition has found n - i >= 16, a step
 * of at most 16 leaves i <= n, so neither the step nor the next n - i can
 * overflow, as long as nothing else changes n or i. CC cannot see this
 * (it does not relate the new i to the old test), so the check costs a
 * compare and a branch per iteration. Here obtcc proves it and writes the
 * loop as
 *
 *	for (CHECK(n - i); n - i >= 16; i += 16)
 *
 * with the first evaluation's check in front, at the same moment (nothing
 * runs between the first clause and the first test), and the rest plain.
 *
 * The proof needs, for  for (INIT; X - Y >= K; ... Y += C ...)  (or > K):
 *  - X and Y automatic variables of one integer type T of at least int's
 *    rank, neither volatile nor atomic, with no cleanup;
 *  - the subtraction and the comparison done in T, K a constant, and
 *    1 <= C <= K (K + 1 for >);
 *  - nothing in the condition, the third clause or the body writes X or
 *    Y, except the one step, and nothing in the function takes the
 *    address of either (a pointer could write them) or defines a nested
 *    function (it could too);
 *  - no label in the condition, third clause or body, and no case or
 *    default of a switch that starts outside the loop: control enters the
 *    body only through the condition;
 *  - no statement expression in the third clause: a "continue" there runs
 *    the third clause again without the condition (clang);
 *  - the trap and trap-quiet modes: in warn mode execution goes on after
 *    a failed first check, and the later evaluations must report too (a
 *    handler label is fine: the failed check leaves the loop).
 * The first check is needed unless Y is declared in INIT as "= 0" (X - 0
 * never overflows); it goes at the end of an empty or expression INIT, and
 * a declaration INIT of anything else keeps every check.
 *
 * The address and nested-function conditions concern the whole function,
 * so the decision waits for its end: the checks are written as usual and
 * their edits are undone when the proof holds.
 */
#include "obtcc.h"

#include <limits.h>
#include <string.h>

/* Where a write, label or effect is: its token, and the order the parser
 * noted it in, which keeps things at one token in that order once sorted. */
typedef struct {
	int at, seq;
} Place;

typedef struct {
	Place place;
	Sym *var;
	Node *write;		/* the writing node; NULL: the address is taken */
	Node *value;		/* "x = e": the assignment; an initializer: e; else NULL */
	bool is_init;
} Write;

typedef struct {
	Place place;
	bool named;		/* a named label; else case or default */
	int switch_begin;	/* case, default: token index of their switch */
} LabelAt;

/* A loop statement (LoopStmt, obtcc.h); parent: the innermost loop
 * statement around it (an index into K.loops), or -1. */
typedef struct {
	LoopStmt stmt;
	int parent;
} LoopSpan;

struct LoopFact {
	Node *sub, *step;	/* X - Y in the condition; Y += C in the third clause */
	Sym *x, *y;
	int init_begin, cond_begin, body_end;	/* token indices */
	bool init_is_decl, init_is_empty;
	int init_end;		/* token index of the ';' after INIT */
	__int128 bound;		/* the least X - Y the condition lets through */
	int sub_edits[2], step_edits[2];	/* [first, end) in Unit.edits */
	bool sub_seen;
};

/* What the parser noted of a function definition, kept until the
 * proofs run (prove.c). */
struct FactsNotes {
	int body_begin;		/* token index of the outermost one's body */
	bool nested;		/* the outermost one contains a nested function */
	Vec writes, labels, loops;
	Vec loop_spans;		/* LoopSpan *: while, do and for statements */
	Vec effects;		/* Effect *: what may store to memory */
	int seq;		/* things noted so far */
};

/* The notes of the function being read or proven; NULL at file scope
 * while the unit is read. */
static FactsNotes *F;
static int depth;		/* function definitions open (nested ones count) */

/* A store to memory no variable's name shows: through a pointer, into an
 * array element or a member (node: the writing node), or a call or an asm
 * statement (node: NULL), which may store anywhere. */
typedef struct {
	Place place;
	Node *node;
} Effect;

FactsNotes *facts_begin_function(void)
{
	if (depth++ > 0) {
		F->nested = true;
		return NULL;
	}
	F = alloc(sizeof *F);
	F->body_begin = P.pos;
	return F;
}

bool facts_end_function(void)
{
	if (--depth > 0)
		return false;
	F = NULL;
	return true;
}

void facts_abandon_function(void)
{
	depth = 0;
	F = NULL;
}

static Sym *local_var(Node *n)
{
	n = bare(n);
	if (n->kind != ND_VAR || !n->var || n->var->kind != SYM_VAR)
		return NULL;
	Sym *s = n->var;
	if (s->is_global || s->is_static || s->is_extern || s->has_cleanup)
		return NULL;
	return s;
}

/* Every assignment, ++, -- and & the parser builds, and every asm operand:
 * which variables the code may change. */
void facts_note_write(Node *write, Node *lvalue)
{
	if (!F)
		return;
	Node *lv = bare(lvalue);
	if (lv->kind != ND_VAR || !lv->var) {
		if (write->kind != ND_ADDR)
			facts_note_effect(write, lv->begin);
		return;
	}
	Write *w = alloc(sizeof *w);
	w->var = lv->var;
	w->write = write->kind != ND_ADDR ? write : NULL;
	w->value = write->kind == ND_ASSIGN ? write : NULL;	/* its rhs, once converted */
	w->place = (Place){lv->begin, F->seq++};
	vec_push(&F->writes, w);
}

/* A store to memory (see Effect), or a call or asm statement at token `at`. */
void facts_note_effect(Node *store, int at)
{
	if (!F)
		return;
	Effect *e = alloc(sizeof *e);
	*e = (Effect){{at, F->seq++}, store};
	vec_push(&F->effects, e);
}

/* "T var = value;": the first value the variable holds. */
void facts_note_init(Sym *var, Node *value)
{
	if (!F)
		return;
	Write *w = alloc(sizeof *w);
	w->var = var;
	w->write = value;
	w->value = value;
	w->is_init = true;
	w->place = (Place){(int)(var->tok - P.toks), F->seq++};
	vec_push(&F->writes, w);
}

void facts_note_loop(LoopStmt stmt)
{
	if (!F)
		return;
	LoopSpan *span = alloc(sizeof *span);
	*span = (LoopSpan){stmt, -1};
	vec_push(&F->loop_spans, span);
}

void facts_note_label(int at, bool named, int switch_begin)
{
	if (!F)
		return;
	LabelAt *l = alloc(sizeof *l);
	l->place = (Place){at, F->seq++};
	l->named = named;
	l->switch_begin = switch_begin;
	vec_push(&F->labels, l);
}

/* ---- the shape ---------------------------------------------------------- */

static bool plain_int_type(Type *ty)
{
	TypeKind k = ty->kind;
	return k >= TY_INT && k <= TY_ULLONG && !ty->is_volatile && !ty->is_atomic;
}

/* The lowest value X - Y can have while the condition holds: K for
 * "X - Y >= K" and "K <= X - Y", K + 1 for "X - Y > K" and "K < X - Y". 0 if
 * the condition is not of this shape. */
static __int128 condition_bound(Node *cond, Node **sub)
{
	NodeKind k = cond->kind;
	if (k != ND_GE && k != ND_GT && k != ND_LE && k != ND_LT)
		return 0;
	bool sub_left = k == ND_GE || k == ND_GT;
	Node *s = sub_left ? cond->lhs : cond->rhs, *c = sub_left ? cond->rhs : cond->lhs;
	__int128 v, lo, hi;
	if (s->kind != ND_SUB || s->ty->ob != OB_TRAP || !plain_int_type(s->ty) ||
	    !same_type_ignoring_ob(unqualified(c->ty), unqualified(s->ty)) ||
	    !eval_int(c, &v) || v < 1 || !type_bounds(s->ty, &lo, &hi) || v >= hi)
		return 0;
	*sub = s;
	return k == ND_GE || k == ND_LE ? v : v + 1;
}

/* C in a write of Y that is "Y += C", "Y++" or "++Y" with the computation
 * done in type ty; 0 for any other write. */
static __int128 step_size(Node *n, Type *ty)
{
	if (n->kind == ND_PRE_INC || n->kind == ND_POST_INC)
		return 1;
	__int128 c;
	if (n->kind != ND_COMPOUND_ASSIGN || n->op != ND_ADD ||
	    !same_type_ignoring_ob(unqualified(n->comp_ty), unqualified(ty)) ||
	    !eval_int(n->rhs, &c) || c < 1)
		return 0;
	return c;
}

/* The one operand of a comma list in the third clause that writes y. */
static Node *find_step(Node *n, Sym *y, int *count)
{
	if (n->kind == ND_COMMA) {
		Node *l = find_step(n->lhs, y, count), *r = find_step(n->rhs, y, count);
		return l ? l : r;
	}
	bool writes = (n->kind == ND_COMPOUND_ASSIGN || n->kind == ND_ASSIGN ||
		       n->kind == ND_PRE_INC || n->kind == ND_POST_INC ||
		       n->kind == ND_PRE_DEC || n->kind == ND_POST_DEC) &&
		      local_var(n->lhs) == y;
	*count += writes;
	return writes ? n : NULL;
}

LoopFact *facts_for_condition(Node *cond, int init_begin, int init_end, bool init_is_decl)
{
	if (!F || depth > 1 ||
	    !failed_checks_stop())
		return NULL;
	Node *sub;
	__int128 bound = condition_bound(cond, &sub);
	if (!bound)
		return NULL;
	Sym *x = local_var(sub->lhs), *y = local_var(sub->rhs);
	if (!x || !y || x == y || bare(sub->lhs) != sub->lhs || bare(sub->rhs) != sub->rhs ||
	    !plain_int_type(x->ty) || !plain_int_type(y->ty))
		return NULL;
	LoopFact *lf = alloc(sizeof *lf);
	lf->sub = sub;
	lf->bound = bound;
	lf->x = x;
	lf->y = y;
	lf->init_begin = init_begin;
	lf->init_end = init_end;
	lf->init_is_decl = init_is_decl;
	lf->init_is_empty = init_begin == init_end;
	lf->cond_begin = cond->begin;
	sub->loop_fact = lf;
	return lf;
}

bool has_stmt_expr(Node *n)
{
	if (!n)
		return false;
	if (n->kind == ND_STMT_EXPR)
		return true;
	for (Node *a = n->args; a; a = a->next)
		if (has_stmt_expr(a))
			return true;
	return has_stmt_expr(n->lhs) || has_stmt_expr(n->rhs) || has_stmt_expr(n->cond);
}

/* A statement expression in the third clause could hold a "continue",
 * which clang takes back to the third clause without the condition. */
void facts_for_step(LoopFact *lf, Node *inc)
{
	if (!lf || has_stmt_expr(inc))
		return;
	int count = 0;
	Node *step = find_step(inc, lf->y, &count);
	if (count != 1)
		return;
	__int128 c = step_size(step, lf->sub->ty);
	if (c < 1 || c > lf->bound)
		return;
	lf->step = step;
	step->loop_fact = lf;
}

/* check.c: the edits the rewrite of lf's subtraction or step made. */
void facts_note_edits(LoopFact *lf, Node *n, int first, int end)
{
	int *range = n == lf->sub ? lf->sub_edits : lf->step_edits;
	range[0] = first;
	range[1] = end;
	if (n == lf->sub)
		lf->sub_seen = true;
}

void facts_for_body(LoopFact *lf, int body_end)
{
	if (!lf || !lf->step || !lf->sub_seen)
		return;
	lf->body_end = body_end;
	vec_push(&F->loops, lf);
}

/* ---- what the function does to a variable (also for ranges.c) ------------ *
 *
 * The proofs ask these questions at the function's end, once per check
 * and per read, so a walk over every write, label or loop of the
 * function for each made a long function quadratic (50,000 updates of one
 * variable took half a minute). index_function sorts what the parser
 * noted by token, once; a question is then a binary search and a walk
 * over what lies in its range, or up the loops around a token. Loop
 * statements nest or lie apart, never overlap, which the walk up them
 * relies on. */

/* What the function does to one variable. */
typedef struct {
	Vec writes;		/* Write *, in the order the parser noted them */
	Vec by_token;		/* the same, by token */
	Vec var_writes;		/* VarWrite *: facts_writes's copy, made once */
	bool address_taken;
	int first_init;		/* token of its first initializer; INT_MAX: none */
} VarFacts;

enum {
	/* Writes around a read (x = f(x)) passed over looking for one
	 * before it: past as many, one is assumed (the check is kept). */
	MAX_ENCLOSING_WRITES = 64,
};

static struct {
	PtrMap vars;		/* Sym * -> VarFacts * */
	Vec effects;		/* Effect *, by token */
	Vec stores;		/* Effect *: the stores among them (not calls), by token */
	Vec store_nodes;	/* Node *: their nodes, in that order */
	Vec aliased;		/* Write *: of variables a pointer may reach, by token */
	Vec labels;		/* LabelAt *, by token */
	int *least_entry[32];	/* [k][i]: the least entry of labels i .. i + 2^k - 1 */
	Vec loops;		/* LoopSpan *, by first token, outer ones first */
	int *least_end;		/* [i]: the least end of loops i, i + 1, ... */
} K;

static int by_place(const void *a, const void *b)
{
	const Place *x = *(const Place *const *)a, *y = *(const Place *const *)b;
	if (x->at != y->at)
		return x->at < y->at ? -1 : 1;
	return (x->seq > y->seq) - (x->seq < y->seq);
}

static Vec sorted_by_place(Vec v)
{
	Vec copy = {0};
	for (int i = 0; i < v.len; i++)
		vec_push(&copy, v.data[i]);
	vec_sort(&copy, by_place);
	return copy;
}

/* The first of v (Place-led items, by token) at token `at` or later. */
static int first_from(const Vec *v, int at)
{
	int lo = 0, hi = v->len;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (((const Place *)v->data[mid])->at < at)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static VarFacts *var_facts(Sym *var)
{
	return ptr_map_get(&K.vars, var);
}

static void index_writes(void)
{
	for (int i = 0; i < F->writes.len; i++) {
		Write *w = F->writes.data[i];
		VarFacts **vf = (VarFacts **)ptr_map_slot(&K.vars, w->var);
		if (!*vf) {
			*vf = alloc(sizeof **vf);
			(*vf)->first_init = INT_MAX;
		}
		vec_push(&(*vf)->writes, w);
		(*vf)->address_taken |= !w->write;
		if (w->is_init && w->place.at < (*vf)->first_init)
			(*vf)->first_init = w->place.at;
	}
	for (int i = 0; i < F->writes.len; i++) {
		Write *w = F->writes.data[i];
		VarFacts *vf = var_facts(w->var);
		if (!vf->by_token.len)
			vf->by_token = sorted_by_place(vf->writes);
		if (!facts_unaliased(w->var))
			vec_push(&K.aliased, w);
	}
	vec_sort(&K.aliased, by_place);
}

/* A label lets control in from outside [from, to) if it is named, or a
 * case of a switch that begins before from: its entry is below from. */
static int entry_of(LabelAt *l)
{
	return l->named ? INT_MIN : l->switch_begin;
}

static void index_labels(void)
{
	K.labels = sorted_by_place(F->labels);
	int n = K.labels.len;
	K.least_entry[0] = alloc((n + 1) * sizeof(int));
	for (int i = 0; i < n; i++)
		K.least_entry[0][i] = entry_of(K.labels.data[i]);
	for (int k = 1; (1 << k) <= n; k++) {
		int *below = K.least_entry[k - 1], *level = alloc(n * sizeof(int));
		for (int i = 0; i + (1 << k) <= n; i++) {
			int a = below[i], b = below[i + (1 << (k - 1))];
			level[i] = a < b ? a : b;
		}
		K.least_entry[k] = level;
	}
}

static int outer_first(const void *a, const void *b)
{
	const LoopSpan *x = *(const LoopSpan *const *)a, *y = *(const LoopSpan *const *)b;
	if (x->stmt.begin != y->stmt.begin)
		return x->stmt.begin < y->stmt.begin ? -1 : 1;
	return (x->stmt.end < y->stmt.end) - (x->stmt.end > y->stmt.end);
}

static LoopSpan *loop_at(int i)
{
	return K.loops.data[i];
}

static void index_loops(void)
{
	K.loops = F->loop_spans;
	vec_sort(&K.loops, outer_first);
	int n = K.loops.len, *open = alloc((n + 1) * sizeof(int)), nopen = 0;
	for (int i = 0; i < n; i++) {
		while (nopen && loop_at(open[nopen - 1])->stmt.end <= loop_at(i)->stmt.begin)
			nopen--;
		loop_at(i)->parent = nopen ? open[nopen - 1] : -1;
		loop_at(i)->stmt.outer = nopen ? &loop_at(open[nopen - 1])->stmt : NULL;
		open[nopen++] = i;
	}
	K.least_end = alloc((n + 1) * sizeof(int));
	K.least_end[n] = INT_MAX;
	for (int i = n - 1; i >= 0; i--)
		K.least_end[i] = loop_at(i)->stmt.end < K.least_end[i + 1]
					 ? loop_at(i)->stmt.end
					 : K.least_end[i + 1];
}

static void index_function(void)
{
	memset(&K, 0, sizeof K);
	index_writes();
	K.effects = sorted_by_place(F->effects);
	for (int i = 0; i < K.effects.len; i++) {
		Effect *e = K.effects.data[i];
		if (e->node) {
			vec_push(&K.stores, e);
			vec_push(&K.store_nodes, e->node);
		}
	}
	index_labels();
	index_loops();
}

/* The innermost loop statement around token `at` (its index), or -1.
 * Every loop around `at` begins at or before it, so it is the last of
 * them to begin there or one the loops around that last one. */
static int innermost_loop(int at)
{
	int lo = 0, hi = K.loops.len;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (loop_at(mid)->stmt.begin <= at)
			lo = mid + 1;
		else
			hi = mid;
	}
	int i = lo - 1;
	while (i >= 0 && loop_at(i)->stmt.end <= at)
		i = loop_at(i)->parent;
	return i;
}

/* The outermost loop statement around token `at` that lies within
 * [from, to), or -1. */
static int outermost_loop_within(int at, int from, int to)
{
	int found = -1;
	for (int i = innermost_loop(at);
	     i >= 0 && loop_at(i)->stmt.begin >= from && loop_at(i)->stmt.end <= to;
	     i = loop_at(i)->parent)
		found = i;
	return found;
}

/* Can control reach tokens [from, to) but through `from`: a named label
 * there, or a case or default of a switch that begins before. */
bool facts_entered_between(int from, int to)
{
	int lo = first_from(&K.labels, from), hi = first_from(&K.labels, to);
	if (lo >= hi)
		return false;
	int k = 31 - __builtin_clz((unsigned)(hi - lo));
	int a = K.least_entry[k][lo], b = K.least_entry[k][hi - (1 << k)];
	return (a < b ? a : b) < from;
}

/* Does the function change var only where it writes its name, and is
 * var no object a pointer can reach: an automatic scalar (an integer or a
 * pointer) whose address the function never takes, with no nested
 * function that could write it? */
bool facts_unaliased(Sym *var)
{
	if (F->nested || var->kind != SYM_VAR || var->is_global || var->is_static ||
	    var->is_extern || var->has_cleanup || (!is_integer(var->ty) && var->ty->kind != TY_PTR))
		return false;
	VarFacts *vf = var_facts(var);
	return !vf || !vf->address_taken;
}

/* An unaliased integer variable, not volatile or atomic: its value is
 * what the function's writes of its name make it. */
bool facts_tracked(Sym *var)
{
	return facts_unaliased(var) && is_integer(var->ty) && !var->ty->is_volatile &&
	       !var->ty->is_atomic;
}

/* The stores through pointers, elements and members before token `to`,
 * by token (a view of the function's: not to be added to). */
Vec facts_stores_before(int to)
{
	int n = first_from(&K.stores, to);
	return (Vec){K.store_nodes.data, n, n};
}

/* Can tokens [from, to) change an object in memory other than through
 * `except`: an Effect, or a write of a variable that is not unaliased? */
bool facts_store_between(int from, int to, Node *except)
{
	for (int i = first_from(&K.effects, from); i < K.effects.len; i++) {
		Effect *e = K.effects.data[i];
		if (e->place.at >= to)
			break;
		if (!e->node || e->node != except)
			return true;
	}
	for (int i = first_from(&K.aliased, from); i < K.aliased.len; i++) {
		Write *w = K.aliased.data[i];
		if (w->place.at >= to)
			break;
		if (w->write && w->write != except)
			return true;
	}
	return false;
}

/* A write of var at a token in [from, to), other than `except` and those
 * in [skip_from, skip_to). Taking its address counts: a pointer may write
 * it anywhere. */
bool facts_written_between(Sym *var, int from, int to, Node *except, int skip_from, int skip_to)
{
	VarFacts *vf = var_facts(var);
	Vec *ws = vf ? &vf->by_token : &(Vec){0};
	for (int i = first_from(ws, from); i < ws->len; i++) {
		Write *w = ws->data[i];
		if (w->place.at >= to)
			break;
		if (w->place.at >= skip_from && w->place.at < skip_to)
			i = first_from(ws, skip_to) - 1;
		else if (!w->write || w->write != except)
			return true;
	}
	return false;
}

/* Is there a write of var in [from, to) that may store before the read
 * at token `read`, on a path that enters [from, to) at `from` and stays inside.
 * One whose store comes after the read in the text (the read is before
 * it or among its operands) cannot, unless a loop within [from, to)
 * holds both: control goes forward but for loops and labels, and a label
 * in the range lets control in elsewhere (the caller rules that out).
 * The outermost such loop around the read holds every write that shares
 * one with it. */
bool facts_written_before_read(Sym *var, int from, int to, int read, Node *except, int skip_from,
			       int skip_to)
{
	VarFacts *vf = var_facts(var);
	if (!vf)
		return false;
	int loop = outermost_loop_within(read, from, to);
	if (loop >= 0 && facts_written_between(var, loop_at(loop)->stmt.begin,
					       loop_at(loop)->stmt.end, except, skip_from, skip_to))
		return true;
	/* the writes before the read: any but those whose operands it is among */
	Vec *ws = &vf->by_token;
	int around = 0;
	for (int i = first_from(ws, read < to ? read : to) - 1; i >= 0; i--) {
		Write *w = ws->data[i];
		if (w->place.at < from)
			break;
		if (w->place.at >= skip_from && w->place.at < skip_to)
			i = first_from(ws, skip_from);
		else if (w->write && w->write == except)
			continue;
		else if (!w->write || w->write->end <= read || ++around > MAX_ENCLOSING_WRITES)
			return true;
	}
	return false;
}

/* Does every loop around the loop statement whose condition begins at
 * token cond_begin and whose body ends at body_end hold token `at` too?
 * The innermost loop around both ends is that loop's own; the loops
 * around it are around cond_begin too. */
bool facts_loops_around_hold(int at, int cond_begin, int body_end)
{
	bool own = true;
	for (int i = innermost_loop(cond_begin); i >= 0; i = loop_at(i)->parent) {
		LoopSpan *span = loop_at(i);
		if (span->stmt.end < body_end)
			continue;
		if (!own && !(at >= span->stmt.begin && at < span->stmt.end))
			return false;
		own = false;
	}
	return true;
}

/* The innermost loop statement around token `at`: its tokens [*from, *to). */
bool facts_innermost_loop(int at, int *from, int *to)
{
	int i = innermost_loop(at);
	if (i < 0)
		return false;
	*from = loop_at(i)->stmt.begin;
	*to = loop_at(i)->stmt.end;
	return true;
}

/* The innermost loop statement around token `at`, or NULL. */
LoopStmt *facts_loop_around(int at)
{
	int i = innermost_loop(at);
	return i >= 0 ? &loop_at(i)->stmt : NULL;
}

/* Is token `at` inside a loop that lies within [from, to)? */
bool facts_in_loop_between(int at, int from, int to)
{
	return outermost_loop_within(at, from, to) >= 0;
}

/* The value of var's initializer, if that is the one write of var. */
Node *facts_sole_initializer(Sym *var)
{
	VarFacts *vf = var_facts(var);
	Write *w = vf && vf->writes.len == 1 ? vf->writes.data[0] : NULL;
	return w && w->is_init ? w->value : NULL;
}

/* Declared in the function's body: not a parameter, whose value on entry
 * is the caller's. */
bool facts_declared_in_body(Sym *var)
{
	return var->tok - P.toks >= F->body_begin;
}

/* Every write of a tracked variable, in the order the parser met them. */
Vec facts_writes(Sym *var)
{
	VarFacts *vf = var_facts(var);
	if (!vf)
		return (Vec){0};
	for (int i = vf->var_writes.len; i < vf->writes.len; i++) {
		Write *w = vf->writes.data[i];
		VarWrite *vw = alloc(sizeof *vw);
		*vw = (VarWrite){w->write, w->is_init, w->place.at};
		vec_push(&vf->var_writes, vw);
	}
	return vf->var_writes;
}

/* Does var hold a value at token `before`, whatever the path: a
 * parameter (declared before the body), or a variable declared with an
 * initializer before it? */
bool facts_initialized(Sym *var, int before)
{
	VarFacts *vf = var_facts(var);
	return var->tok - P.toks < F->body_begin || (vf && vf->first_init < before);
}

/* Does a loop statement lie within tokens [from, to)? One that begins
 * there ends after it begins, so the least end from there on says. */
bool facts_loop_within(int from, int to)
{
	int lo = 0, hi = K.loops.len;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (loop_at(mid)->stmt.begin < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	return K.least_end[lo] <= to;
}

/* ---- the proof, once the function is read ------------------------------- */

/* X or Y written in the loop but by the step; or an address taken, by
 * which a pointer may write it anywhere. */
static bool written_in_loop(LoopFact *lf)
{
	return !facts_unaliased(lf->x) || !facts_unaliased(lf->y) ||
	       facts_written_between(lf->x, lf->cond_begin, lf->body_end, lf->step, 0, 0) ||
	       facts_written_between(lf->y, lf->cond_begin, lf->body_end, lf->step, 0, 0);
}

static bool entered_but_by_condition(LoopFact *lf)
{
	return facts_entered_between(lf->cond_begin, lf->body_end);
}

/* Y declared in INIT as "Y = 0", and not written before the condition. */
static bool starts_at_zero(LoopFact *lf)
{
	Token *t = lf->y->tok;
	int at = (int)(t - P.toks);
	if (!lf->init_is_decl || at < lf->init_begin || at >= lf->init_end)
		return false;
	Token *num = t + 2;
	if (t[1].kind != TK_PUNCT || t[1].punct != '=' || num->kind != TK_NUM ||
	    num->text[0] != '0' || strspn(num->text + 1, "uUlL") != (size_t)num->len - 1 ||
	    t[3].kind != TK_PUNCT || (t[3].punct != ',' && t[3].punct != ';'))
		return false;
	return !facts_written_between(lf->y, lf->init_begin, lf->cond_begin, NULL, 0, 0);
}

static const char *text_between(Unit *u, int from, int to)
{
	return str_ndup(u->text + from, to - from);
}

/* The subtraction as its check wrote it, (void)OPEN X - Y CLOSE with MID
 * for the "-": the three edits applied to its text. */
static const char *entry_check(Unit *u, LoopFact *lf)
{
	Edit **e = (Edit **)u->edits.data + lf->sub_edits[0];
	Token *first = &P.toks[lf->sub->begin], *last = &P.toks[lf->sub->end - 1];
	Token *op = lf->sub->tok;
	return str_fmt("(void)%s%s%s%s%s", e[0]->text,
		       text_between(u, first->offset, op->offset), e[1]->text,
		       text_between(u, op->offset + op->len, last->offset + last->len), e[2]->text);
}

static bool spans_lines(Unit *u, Node *n)
{
	Token *first = &P.toks[n->begin], *last = &P.toks[n->end - 1];
	return memchr(u->text + first->offset, '\n', last->offset - first->offset);
}

/* The entry check copies the subtraction's source text, which must not
 * spell a behaviour ((int __ob_trap)n - i): the copy is not stripped. */
static bool spells_behaviour(Unit *u, Node *n)
{
	Token *first = &P.toks[n->begin], *last = &P.toks[n->end - 1];
	return text_spells_obt(u->text + first->offset, last->offset + last->len - first->offset);
}

static void apply(Unit *u, LoopFact *lf)
{
	/* an edit cannot carry a line break (nor a line marker) */
	if (obt_opts.keep_checks || F->nested || written_in_loop(lf) || entered_but_by_condition(lf) ||
	    lf->sub_edits[1] - lf->sub_edits[0] != 3 || spans_lines(u, lf->sub) ||
	    spells_behaviour(u, lf->sub))
		return;
	bool entry = !starts_at_zero(lf);
	if (entry && lf->init_is_decl)
		return;
	if (entry) {
		const char *check = entry_check(u, lf);
		Token *semi = &P.toks[lf->init_end];
		add_edit(u, semi->offset, semi->offset,
			 lf->init_is_empty ? check : str_fmt(", %s", check), INT_MAX);
	}
	undo_edits(u, lf->sub_edits[0], lf->sub_edits[1]);
	undo_edits(u, lf->step_edits[0], lf->step_edits[1]);
	const char *why = entry ? "the loop condition bounds the step; one check before the loop"
				: "the loop condition bounds the step from zero";
	sites_removed(lf->sub_edits[0], lf->sub_edits[1], why);
	sites_removed(lf->step_edits[0], lf->step_edits[1], why);
}

/* A nested function's returns are not the outer function's. */
void facts_note_return(Node *value)
{
	if (depth == 1)
		ranges_note_return(value);
}

bool facts_resume(FactsNotes *notes)
{
	F = notes;
	index_function();
	return !F->nested;
}

void facts_prove(Unit *u, FactsNotes *notes)
{
	facts_resume(notes);
	for (int i = 0; i < F->loops.len; i++)
		apply(u, F->loops.data[i]);
}
