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

typedef struct {
	Sym *var;
	Node *write;		/* the writing node; NULL: the address is taken */
	Node *value;		/* "x = e": the assignment; an initializer: e; else NULL */
	bool is_init;
	int at;			/* token index */
} Write;

typedef struct {
	int at;			/* token index */
	bool named;		/* a named label; else case or default */
	int switch_begin;	/* case, default: token index of their switch */
} LabelAt;

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

static struct {
	int depth;		/* function definitions open (nested ones count) */
	int body_begin;		/* token index of the outermost one's body */
	bool nested;		/* the outermost one contains a nested function */
	Vec writes, labels, loops;
	Vec loop_spans;		/* int[2]: token ranges of while, do and for statements */
	Vec effects;		/* Effect *: what may store to memory */
} F;

/* A store to memory no variable's name shows: through a pointer, into an
 * array element or a member (node: the writing node), or a call or an asm
 * statement (node: NULL), which may store anywhere. */
typedef struct {
	Node *node;
	int at;			/* token index */
} Effect;

void facts_begin_function(void)
{
	if (F.depth++ > 0) {
		F.nested = true;
		return;
	}
	F.nested = false;
	F.body_begin = P.pos;
	F.writes = (Vec){0};
	F.labels = (Vec){0};
	F.loops = (Vec){0};
	F.loop_spans = (Vec){0};
	F.effects = (Vec){0};
	ranges_begin_function();
	versioning_begin_function();
	tallies_begin_function();
}

void facts_abandon_function(void)
{
	F.depth = 0;
	F.loops = (Vec){0};
	ranges_begin_function();
	versioning_begin_function();
	tallies_begin_function();
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
	if (!F.depth)
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
	w->at = lv->begin;
	vec_push(&F.writes, w);
}

/* A store to memory (see Effect), or a call or asm statement at token `at`. */
void facts_note_effect(Node *store, int at)
{
	if (!F.depth)
		return;
	Effect *e = alloc(sizeof *e);
	*e = (Effect){store, at};
	vec_push(&F.effects, e);
}

/* "T var = value;": the first value the variable holds. */
void facts_note_init(Sym *var, Node *value)
{
	if (!F.depth)
		return;
	Write *w = alloc(sizeof *w);
	w->var = var;
	w->write = value;
	w->value = value;
	w->is_init = true;
	w->at = (int)(var->tok - P.toks);
	vec_push(&F.writes, w);
}

void facts_note_loop(int begin, int end)
{
	if (!F.depth)
		return;
	int *span = alloc(2 * sizeof *span);
	span[0] = begin;
	span[1] = end;
	vec_push(&F.loop_spans, span);
}

void facts_note_label(int at, bool named, int switch_begin)
{
	if (!F.depth)
		return;
	LabelAt *l = alloc(sizeof *l);
	l->at = at;
	l->named = named;
	l->switch_begin = switch_begin;
	vec_push(&F.labels, l);
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
	if (!F.depth || F.depth > 1 ||
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
	vec_push(&F.loops, lf);
}

/* ---- what the function does to a variable (also for ranges.c) ------------ */

/* Can control reach tokens [from, to) but through `from`: a named label
 * there, or a case or default of a switch that begins before. */
bool facts_entered_between(int from, int to)
{
	for (int i = 0; i < F.labels.len; i++) {
		LabelAt *l = F.labels.data[i];
		if (l->at >= from && l->at < to && (l->named || l->switch_begin < from))
			return true;
	}
	return false;
}

/* Does the function change var only where it writes its name, and is
 * var no object a pointer can reach: an automatic scalar (an integer or a
 * pointer) whose address the function never takes, with no nested
 * function that could write it? */
bool facts_unaliased(Sym *var)
{
	if (F.nested || var->kind != SYM_VAR || var->is_global || var->is_static ||
	    var->is_extern || var->has_cleanup || (!is_integer(var->ty) && var->ty->kind != TY_PTR))
		return false;
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var == var && !w->write)
			return false;
	}
	return true;
}

/* An unaliased integer variable, not volatile or atomic: its value is
 * what the function's writes of its name make it. */
bool facts_tracked(Sym *var)
{
	return facts_unaliased(var) && is_integer(var->ty) && !var->ty->is_volatile &&
	       !var->ty->is_atomic;
}

Vec facts_stores_before(int to)
{
	Vec stores = {0};
	for (int i = 0; i < F.effects.len; i++) {
		Effect *e = F.effects.data[i];
		if (e->node && e->at < to)
			vec_push(&stores, e->node);
	}
	return stores;
}

/* Can tokens [from, to) change an object in memory other than through
 * `except`: an Effect, or a write of a variable that is not unaliased? */
bool facts_store_between(int from, int to, Node *except)
{
	for (int i = 0; i < F.effects.len; i++) {
		Effect *e = F.effects.data[i];
		if (e->at >= from && e->at < to && (!e->node || e->node != except))
			return true;
	}
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->at >= from && w->at < to && w->write && w->write != except &&
		    !facts_unaliased(w->var))
			return true;
	}
	return false;
}

/* A write of var at a token in [from, to), other than `except` and those
 * in [skip_from, skip_to); NULL if there is none. */
Node *facts_write_between(Sym *var, int from, int to, Node *except, int skip_from, int skip_to)
{
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var == var && w->at >= from && w->at < to && w->write != except &&
		    (w->at < skip_from || w->at >= skip_to))
			return w->write;
	}
	return NULL;
}

/* Do tokens a and b lie in one loop within [from, to)? */
static bool shares_loop(int a, int b, int from, int to)
{
	for (int i = 0; i < F.loop_spans.len; i++) {
		int *span = F.loop_spans.data[i];
		if (span[0] >= from && span[1] <= to && a >= span[0] && a < span[1] &&
		    b >= span[0] && b < span[1])
			return true;
	}
	return false;
}

/* Is there a write of var in [from, to) that may store before the read
 * at token `read`, on a path that enters [from, to) at `from` and stays inside.
 * One whose store comes after the read in the text (the read is before
 * it or among its operands) cannot, unless a loop within [from, to)
 * holds both: control goes forward but for loops and labels, and a label
 * in the range lets control in elsewhere (the caller rules that out). */
bool facts_written_before_read(Sym *var, int from, int to, int read, Node *except, int skip_from,
			       int skip_to)
{
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var != var || w->at < from || w->at >= to || w->write == except ||
		    (w->at >= skip_from && w->at < skip_to))
			continue;
		if (!w->write || w->write->end <= read || shares_loop(read, w->at, from, to))
			return true;
	}
	return false;
}

/* Does every loop around the loop statement whose condition begins at
 * token cond_begin and whose body ends at body_end hold token `at` too?
 * The innermost span holding both ends is that loop's own. */
bool facts_loops_around_hold(int at, int cond_begin, int body_end)
{
	int own = -1;
	for (int i = 0; i < F.loop_spans.len; i++) {
		int *span = F.loop_spans.data[i];
		if (span[0] <= cond_begin && span[1] >= body_end && span[0] > own)
			own = span[0];
	}
	for (int i = 0; i < F.loop_spans.len; i++) {
		int *span = F.loop_spans.data[i];
		if (span[0] <= cond_begin && span[1] >= body_end && span[0] != own &&
		    !(at >= span[0] && at < span[1]))
			return false;
	}
	return true;
}

/* The innermost loop statement around token `at`: its tokens [*from, *to). */
bool facts_innermost_loop(int at, int *from, int *to)
{
	int *best = NULL;
	for (int i = 0; i < F.loop_spans.len; i++) {
		int *span = F.loop_spans.data[i];
		if (at >= span[0] && at < span[1] && (!best || span[0] > best[0]))
			best = span;
	}
	if (!best)
		return false;
	*from = best[0];
	*to = best[1];
	return true;
}

/* Is token `at` inside a loop that lies within [from, to)? */
bool facts_in_loop_between(int at, int from, int to)
{
	for (int i = 0; i < F.loop_spans.len; i++) {
		int *span = F.loop_spans.data[i];
		if (span[0] >= from && span[1] <= to && at >= span[0] && at < span[1])
			return true;
	}
	return false;
}

/* The values var is ever given, if every write is an initializer or a
 * plain assignment and there is an initializer: false otherwise. */
bool facts_values(Sym *var, Vec *values)
{
	bool init = false;
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var != var)
			continue;
		if (!w->value)
			return false;
		init |= w->is_init;
		vec_push(values, w->is_init ? w->value : w->value->rhs);
	}
	return init;
}

/* Declared in the function's body: not a parameter, whose value on entry
 * is the caller's. */
bool facts_declared_in_body(Sym *var)
{
	return var->tok - P.toks >= F.body_begin;
}

/* Every write of a tracked variable. */
Vec facts_writes(Sym *var)
{
	Vec writes = {0};
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var != var)
			continue;
		VarWrite *vw = alloc(sizeof *vw);
		*vw = (VarWrite){w->write, w->is_init, w->at};
		vec_push(&writes, vw);
	}
	return writes;
}

/* Does var hold a value at token `before`, whatever the path: a
 * parameter (declared before the body), or a variable declared with an
 * initializer before it? */
bool facts_initialized(Sym *var, int before)
{
	if (var->tok - P.toks < F.body_begin)
		return true;
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var == var && w->is_init && w->at < before)
			return true;
	}
	return false;
}

bool facts_loop_within(int from, int to)
{
	for (int i = 0; i < F.loop_spans.len; i++) {
		int *span = F.loop_spans.data[i];
		if (span[0] >= from && span[1] <= to)
			return true;
	}
	return false;
}

/* ---- the proof, at the end of the function ------------------------------ */

static bool written_in_loop(LoopFact *lf)
{
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var != lf->x && w->var != lf->y)
			continue;
		if (!w->write)
			return true;	/* an address: a pointer may write it anywhere */
		if (w->write != lf->step && w->at >= lf->cond_begin && w->at < lf->body_end)
			return true;
	}
	return false;
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
	for (int i = 0; i < F.writes.len; i++) {
		Write *w = F.writes.data[i];
		if (w->var == lf->y && w->at >= lf->init_begin && w->at < lf->cond_begin)
			return false;
	}
	return true;
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
	if (obt_opts.keep_checks || F.nested || written_in_loop(lf) || entered_but_by_condition(lf) ||
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
	if (F.depth == 1)
		ranges_note_return(value);
}

void facts_end_function(Unit *u, Sym *fn)
{
	if (--F.depth > 0)
		return;
	for (int i = 0; i < F.loops.len; i++)
		apply(u, F.loops.data[i]);
	Vec unproven = ranges_end_function(u, F.nested ? NULL : fn);
	versioning_end_function(u, &unproven);
	sequence_end_function(u);
	F.loops = (Vec){0};
}
