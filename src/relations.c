/*
 * relations.c - checks that a relation between variables proves.
 *
 * A parser's bounds checks compare a length with what is left of a
 * buffer:
 *
 *	while (len - pos >= HDR) {
 *		...
 *		if (alen > len - pos)
 *			return false;
 *		pos += alen;
 *	}
 *
 * No interval bounds pos or alen, so ranges.c keeps every check. But the
 * tests relate them: where the body runs, the trap subtraction len - pos
 * has passed, so pos <= len; after the if, alen <= len - pos, so
 * pos + alen <= len, which fits len's type. This file keeps, for every
 * comparison control has passed, the relation it states,
 *
 *	small + k <= big		(k a constant)
 *
 * between two terms, and proves with them the unsigned checks no
 * interval proves: X - Y (Y <= X), A + B and the updates A += B, A++
 * (A + B <= X for some term X of a type no wider than the operation's).
 *
 * A term is an expression whose value is its mathematical value: a
 * tracked variable (facts.c), an integer constant, or a trap + or - of
 * terms, which in the trap modes either computes the exact value or
 * stops the program. Conversions that keep every value are looked
 * through. The comparison's type keeps both sides' values, so the C
 * outcome is the mathematical one. Every trap subtraction X - Y in a
 * compared term has passed too, which gives Y <= X.
 *
 * A relation holds where ranges.c's facts hold: in the region of the
 * test (a branch, the rest of a block, a loop body and third clause),
 * when no label enters it and nothing writes any variable of either term
 * between the test and the region's end (the update being proven may, if
 * it runs once per test).
 *
 * The proof of small + k <= big (docs/semantics.md, "Relations"):
 *  - constants compare; a term is <= itself;
 *  - c ? P : Q, if both P and Q are (each where its branch runs);
 *  - a variable whose one write is its initializer, by that value, if
 *    nothing writes the variables of big after the initializer and no
 *    label lies between it and the use (the relation is proven where
 *    the value is computed, and neither side changes until the use);
 *  - small + k <= S and S + j <= big give small + k + j <= big, for a
 *    relation S + j <= big that holds (a chain of a few steps);
 *  - c <= X - Y for a constant c from Y + c <= X.
 * Only the trap and trap-quiet modes: in warn mode a failed check lets
 * the wrapped value through, and a passed test proves nothing.
 */
#include "obtcc.h"

#include <limits.h>

typedef struct {
	Node *small, *big;
	__int128 k;
	Region rg;
} Relation;

static Vec relations;		/* Relation *, of the function being read */

enum {
	MAX_DEPTH = 6,		/* steps of a chain of relations */
	MAX_STEPS = 4000,	/* of one proof: many relations must not make it slow */
};

static int steps;		/* left to the proof being made */

void relations_begin_function(void)
{
	relations = (Vec){0};
}

static bool trap_modes(void)
{
	return obt_opts.mode == OBT_MODE_TRAP || obt_opts.mode == OBT_MODE_TRAP_QUIET;
}

static bool fits_in(Type *inner, Type *outer)
{
	__int128 ilo, ihi, olo, ohi;
	return type_bounds(inner, &ilo, &ihi) && type_bounds(outer, &olo, &ohi) &&
	       ilo >= olo && ihi <= ohi;
}

/* n without the implicit conversions that keep every value. */
static Node *strip(Node *n)
{
	while (n->kind == ND_CAST && n->is_implicit && fits_in(n->lhs->ty, n->ty))
		n = n->lhs;
	return n;
}

static bool is_trap_op(Node *n)
{
	return (n->kind == ND_ADD || n->kind == ND_SUB) && n->ty->ob == OB_TRAP && !n->excluded;
}

/* Is n a term: its value, if control gets past it, the mathematical one?
 * A value may also choose between terms (c ? P : Q); a relation is kept
 * between terms only. */
static bool term(Node *n)
{
	__int128 v;
	n = strip(n);
	if (!is_integer(n->ty))
		return false;
	if (eval_int(n, &v))
		return true;
	if (n->kind == ND_VAR)
		return n->var && n->var->kind == SYM_VAR && facts_tracked(n->var);
	return is_trap_op(n) && term(n->lhs) && term(n->rhs);
}

static bool value(Node *n)
{
	n = strip(n);
	return n->kind == ND_COND ? is_integer(n->ty) && value(n->lhs) && value(n->rhs) : term(n);
}

/* The same term: the same variables and constants under the same
 * operations. */
static bool same(Node *a, Node *b)
{
	__int128 x, y;
	a = strip(a);
	b = strip(b);
	if (eval_int(a, &x) || eval_int(b, &y))
		return eval_int(a, &x) && eval_int(b, &y) && x == y;
	if (a->kind != b->kind)
		return false;
	if (a->kind == ND_VAR)
		return a->var == b->var;
	return (a->kind == ND_ADD || a->kind == ND_SUB) && same(a->lhs, b->lhs) &&
	       same(a->rhs, b->rhs);
}

/* Every variable of term n, each once. */
static void term_vars(Node *n, Vec *vars)
{
	__int128 v;
	n = strip(n);
	if (eval_int(n, &v))
		return;
	if (n->kind == ND_VAR) {
		for (int i = 0; i < vars->len; i++)
			if (vars->data[i] == n->var)
				return;
		vec_push(vars, n->var);
		return;
	}
	term_vars(n->lhs, vars);
	term_vars(n->rhs, vars);
}

/* ---- learning ------------------------------------------------------------- */

static void relate(Node *small, Node *big, __int128 k, const Region *rg)
{
	Relation *r = alloc(sizeof *r);
	*r = (Relation){strip(small), strip(big), k, *rg};
	vec_push(&relations, r);
}

/* Every trap subtraction X - Y in an evaluated term passed: Y <= X. */
static void relate_differences(Node *n, const Region *rg)
{
	__int128 v;
	n = strip(n);
	if (eval_int(n, &v) || n->kind == ND_VAR)
		return;
	if (n->kind == ND_SUB)
		relate(n->rhs, n->lhs, 0, rg);
	relate_differences(n->lhs, rg);
	relate_differences(n->rhs, rg);
}

void relations_learn(Node *cmp, bool truth, const Region *rg)
{
	if (!trap_modes() || !term(cmp->lhs) || !term(cmp->rhs))
		return;
	relate_differences(cmp->lhs, rg);
	relate_differences(cmp->rhs, rg);
	NodeKind k = cmp->kind;
	Node *a = cmp->lhs, *b = cmp->rhs;
	if (k == ND_GT || k == ND_GE) {	/* A > B is B < A */
		Node *t = a;
		a = b;
		b = t;
		k = k == ND_GT ? ND_LT : ND_LE;
	}
	switch (k) {
	case ND_LT:	/* true: A + 1 <= B; false: B <= A */
		truth ? relate(a, b, 1, rg) : relate(b, a, 0, rg);
		return;
	case ND_LE:	/* true: A <= B; false: B + 1 <= A */
		truth ? relate(a, b, 0, rg) : relate(b, a, 1, rg);
		return;
	case ND_EQ:
		if (truth) {
			relate(a, b, 0, rg);
			relate(b, a, 0, rg);
		}
		return;
	default:
		return;
	}
}

/* ---- proving ---------------------------------------------------------------- */

/* Where the proof looks: the node read, and the update being proven. */
typedef struct {
	Node *reader, *writer;
} Point;

static bool holds(Relation *r, Point at)
{
	Vec vars = {0};
	term_vars(r->small, &vars);
	term_vars(r->big, &vars);
	for (int i = 0; i < vars.len; i++)
		if (!ranges_region_holds(&r->rg, vars.data[i], at.reader, at.writer))
			return false;
	return true;
}

static bool le(Node *small, Node *big, __int128 k, Point at, int depth);

/* small is a variable whose one write is its initializer: prove the
 * relation for that value, where it is computed. */
static bool le_by_value(Node *small, Node *big, __int128 k, Point at, int depth)
{
	Vec values = {0};
	Sym *var = small->var;
	if (!facts_values(var, &values) || values.len != 1)
		return false;
	Node *val = values.data[0];
	int init = val->begin, use = at.reader->begin;
	if (init >= use || !value(val) || facts_entered_between(init, use))
		return false;
	Vec vars = {0};
	term_vars(big, &vars);
	for (int i = 0; i < vars.len; i++)
		if (vars.data[i] == var || facts_write_between(vars.data[i], init, INT_MAX, NULL, 0, 0))
			return false;
	return le(val, big, k, (Point){val, NULL}, depth + 1);
}

/* Does small + k <= big hold at `at`? */
static bool le(Node *small, Node *big, __int128 k, Point at, int depth)
{
	__int128 x, y;
	small = strip(small);
	big = strip(big);
	if (depth > MAX_DEPTH || --steps < 0)
		return false;
	if (eval_int(small, &x) && eval_int(big, &y))
		return x + k <= y;
	if (k <= 0 && same(small, big))
		return true;
	if (small->kind == ND_COND)
		return le(small->lhs, big, k, (Point){small->lhs, at.writer}, depth + 1) &&
		       le(small->rhs, big, k, (Point){small->rhs, at.writer}, depth + 1);
	if (big->kind == ND_SUB && eval_int(small, &x) && term(big) &&
	    le(big->rhs, big->lhs, x + k, at, depth + 1))
		return true;
	for (int i = 0; i < relations.len; i++) {
		Relation *r = relations.data[i];
		if (same(r->big, big) && holds(r, at) && le(small, r->small, k - r->k, at, depth + 1))
			return true;
	}
	return small->kind == ND_VAR && term(small) && le_by_value(small, big, k, at, depth);
}

/* a + b, both unsigned terms, is at most some term of a type no wider
 * than ty: a + c <= T for a constant b = c, or b <= X - a. */
static bool sum_bounded(Node *a, Node *b, Type *ty, Point at)
{
	__int128 c;
	a = strip(a);
	b = strip(b);
	bool constant = eval_int(b, &c);
	for (int i = 0; i < relations.len; i++) {
		Relation *r = relations.data[i];
		if (!holds(r, at))
			continue;
		if (constant && fits_in(r->big->ty, ty) && le(a, r->big, c, at, 0))
			return true;
		if (r->big->kind == ND_SUB && same(r->big->rhs, a) &&
		    fits_in(strip(r->big->lhs)->ty, ty) && le(b, r->big, 0, at, 0))
			return true;
	}
	return false;
}

bool relations_prove(Node *n)
{
	if (!trap_modes() || !is_unsigned_int(n->ty))
		return false;
	steps = MAX_STEPS;
	Point at = {n, NULL};
	switch (n->kind) {
	case ND_SUB:
		return term(n->lhs) && term(n->rhs) && le(n->rhs, n->lhs, 0, at, 0);
	case ND_ADD:
		return value(n->lhs) && value(n->rhs) &&
		       (sum_bounded(n->lhs, n->rhs, n->ty, at) || sum_bounded(n->rhs, n->lhs, n->ty, at));
	case ND_PRE_INC: case ND_POST_INC: case ND_COMPOUND_ASSIGN: {
		if (n->kind == ND_COMPOUND_ASSIGN && n->op != ND_ADD)
			return false;
		Node *step = n->kind == ND_COMPOUND_ASSIGN ? n->rhs : new_num(1, ty_int, n->tok, n->begin, n->begin);
		Type *ct = n->kind == ND_COMPOUND_ASSIGN ? n->comp_ty : n->ty;
		at.writer = n;
		return term(n->lhs) && value(step) && is_unsigned_int(ct) && fits_in(n->lhs->ty, ct) &&
		       fits_in(ct, n->lhs->ty) && sum_bounded(n->lhs, step, ct, at);
	}
	default:
		return false;
	}
}
