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
 * between two terms, and proves with them the checks no interval proves:
 * X - Y (Y <= X), A + B and the updates A += B, A++ (A + B <= X for some
 * term X of a type no wider than the operation's), and a search's
 * midpoint A + (X - A) / 2. In a signed type the
 * intervals must give the other end: Y >= 0 for X - Y <= X, and least
 * values of A and B that add up to the type's least or more.
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
 * The proof of small + k <= big (docs/semantics.md, "Checks relations
 * between variables prove"):
 *  - constants compare; a term is <= itself;
 *  - c ? P : Q, if both P and Q are (each where its branch runs);
 *  - constants move across: S + c + k <= big from S + (k + c) <= big,
 *    small + k <= B + c from small + (k - c) <= B;
 *  - a midpoint A + (X - A) / c <= X, and < X when A < X and c >= 2;
 *  - a variable whose one write is its initializer, by that value, if
 *    no write of the variables of big may come between the initializer
 *    and the use and no label lies between them (the relation is proven
 *    where the value is computed, and neither side changes until the
 *    use);
 *  - small + k <= S and S + j <= big give small + k + j <= big, for a
 *    relation S + j <= big that holds (a chain of a few steps);
 *  - c <= X - Y for a constant c from Y + c <= X, and Y + c <= X from
 *    d <= X - Y, d >= c.
 * Only the trap and trap-quiet modes: in warn mode a failed check lets
 * the wrapped value through, and a passed test proves nothing.
 */
#include "obtcc.h"

#include <limits.h>

typedef struct {
	Node *small, *big;
	__int128 k;
	bool distinct;		/* small != big instead */
	Region rg;
	Vec vars;		/* Sym *: the variables of both terms */
} Relation;

/* a * b fits ty, exactly: a trap product of two terms that control got
 * past (a statement evaluated it, all of it). */
typedef struct {
	Node *a, *b;
	Type *ty;
	Region rg;
	Vec vars;
} Product;

/* y <= x wherever y is read (below, "Order invariants"). */
typedef struct {
	Sym *y, *x;
	bool busy, holds;
} Order;

/* A statement's checked update p += e, p++, p -= e or p-- (e >= 1 where
 * it runs): each run moves p one way by at least one, exactly. */
typedef struct {
	Node *update;
	Sym *var;
	Region rg;		/* the rest of the statement's block */
} Advance;

/* What the parser noted of a function definition, kept until the
 * proofs run (prove.c). */
struct RelationsNotes {
	Vec relations;		/* Relation * */
	Vec products;		/* Product * */
	Vec orders;		/* Order * */
	Vec advances;		/* Advance * */
};
static RelationsNotes *N;	/* the function's being read or proven */

enum {
	MAX_DEPTH = 6,		/* steps of a chain of relations */
	/* Steps of one proof, and of all of a function's: a function of
	 * thousands of tests and checks must not make obtcc slow. A proof
	 * that runs out fails, which keeps the check. */
	MAX_STEPS = 500,
	MAX_FUNCTION_STEPS = 20000,
	MAX_TERM_OPS = 16,	/* + and - in one term */
};

static int steps;		/* left to the proof being made */
static int function_steps;	/* left to the function's proofs */

RelationsNotes *relations_begin_function(void)
{
	N = alloc(sizeof *N);
	return N;
}

void relations_resume(RelationsNotes *notes)
{
	N = notes;
	function_steps = MAX_FUNCTION_STEPS;
}

/* One step of the proof being made; false when the budget is spent. */
static bool step(void)
{
	return --steps >= 0 && --function_steps >= 0;
}

/* n without the implicit conversions that keep every value. */
static Node *strip(Node *n)
{
	while (n->kind == ND_CAST && n->is_implicit && type_fits_in(n->lhs->ty, n->ty))
		n = n->lhs;
	return n;
}

static bool is_trap_op(Node *n)
{
	return (n->kind == ND_ADD || n->kind == ND_SUB) && n->ty->ob == OB_TRAP && !n->excluded;
}

/* Is n a term: its value, if control gets past it, the mathematical one?
 * A value may also choose between terms (c ? P : Q); a relation is kept
 * between terms only. A term has at most MAX_TERM_OPS operations: longer
 * sums relate nothing in practice, and each check of a long chain
 * a + b + c + ... would otherwise walk the whole chain again. */
static bool term_of_ops(Node *n, int *ops)
{
	__int128 v;
	n = strip(n);
	if (!is_integer(n->ty))
		return false;
	if (eval_int(n, &v))
		return true;
	if (n->kind == ND_VAR)
		return n->var && n->var->kind == SYM_VAR && facts_tracked(n->var);
	return is_trap_op(n) && ++*ops <= MAX_TERM_OPS && term_of_ops(n->lhs, ops) &&
	       term_of_ops(n->rhs, ops);
}

static bool term(Node *n)
{
	int ops = 0;
	return term_of_ops(n, &ops);
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
	*r = (Relation){strip(small), strip(big), k, false, *rg, {0}};
	term_vars(r->small, &r->vars);
	term_vars(r->big, &r->vars);
	vec_push(&N->relations, r);
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

/* An update of a tracked variable by a trap operation of its own type
 * that the idiom rules leave checked. */
static bool checked_update(Node *n)
{
	bool inc = n->kind == ND_PRE_INC || n->kind == ND_POST_INC || n->kind == ND_PRE_DEC ||
		   n->kind == ND_POST_DEC;
	bool compound = n->kind == ND_COMPOUND_ASSIGN && (n->op == ND_ADD || n->op == ND_SUB);
	if (!(inc || compound) || n->excluded)
		return false;
	Type *ct = compound ? n->comp_ty : n->ty;
	Node *v = strip(n->lhs);
	return v->kind == ND_VAR && v->var && v->var->kind == SYM_VAR && facts_tracked(v->var) &&
	       ct->ob == OB_TRAP && type_fits_in(v->ty, ct) && type_fits_in(ct, v->ty);
}

static void note_advance(Node *e, const Region *rg)
{
	if (!checked_update(e))
		return;
	Advance *a = alloc(sizeof *a);
	*a = (Advance){e, strip(e->lhs)->var, *rg};
	vec_push(&N->advances, a);
}

/* The nodes of e that are evaluated whenever e is (not the right of &&
 * and ||, the branches of ?:, an operand of sizeof, a call's insides):
 * each trap subtraction there passed (Y <= X), each trap product of
 * terms fits its type. */
void relations_learn_evaluated(Node *e, const Region *rg)
{
	if (!failed_checks_stop() || !e)
		return;
	note_advance(e, rg);
	switch (e->kind) {
	case ND_MUL:
		if (e->ty->ob == OB_TRAP && !e->excluded && is_unsigned_int(e->ty) &&
		    term(e->lhs) && term(e->rhs)) {
			Product *p = alloc(sizeof *p);
			*p = (Product){strip(e->lhs), strip(e->rhs), e->ty, *rg, {0}};
			term_vars(p->a, &p->vars);
			term_vars(p->b, &p->vars);
			vec_push(&N->products, p);
		}
		break;
	case ND_SUB:
		if (term(e))
			relate_differences(e, rg);
		break;
	case ND_ADD: case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR: case ND_BITAND:
	case ND_BITOR: case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
	case ND_GT: case ND_GE: case ND_ASSIGN: case ND_COMPOUND_ASSIGN: case ND_COMMA:
	case ND_CAST: case ND_NEG: case ND_NOT: case ND_BITNOT:
		break;
	default:
		return;
	}
	relations_learn_evaluated(e->lhs, rg);
	if (e->kind != ND_CAST && e->kind != ND_NEG && e->kind != ND_NOT && e->kind != ND_BITNOT)
		relations_learn_evaluated(e->rhs, rg);
}

void relations_learn(Node *cmp, bool truth, const Region *rg)
{
	/* Two constants say nothing of a variable; learnt where the test
	 * came out the way it cannot, their contradiction would have no
	 * variable to confine it to its region, and would prove anything. */
	__int128 lv, rv;
	if (!failed_checks_stop() || !term(cmp->lhs) || !term(cmp->rhs) ||
	    (eval_int(cmp->lhs, &lv) && eval_int(cmp->rhs, &rv)))
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
	case ND_EQ: case ND_NE:
		if (truth == (k == ND_EQ)) {
			relate(a, b, 0, rg);
			relate(b, a, 0, rg);
		} else {
			relate(a, b, 0, rg);
			((Relation *)N->relations.data[N->relations.len - 1])->distinct = true;
		}
		return;
	default:
		return;
	}
}

/* ---- proving ---------------------------------------------------------------- */

/* An integer constant small enough that the sums below cannot overflow
 * __int128 (a wider one proves nothing here). */
static bool constant(Node *n, __int128 *v)
{
	return eval_int(n, v) && *v >= -((__int128)1 << 80) && *v <= (__int128)1 << 80;
}

/* Where the proof looks: the node read, and the update being proven. */
typedef struct {
	Node *reader, *writer;
} Point;

/* Does what was learnt in rg about vars still hold at `at`? */
static bool vars_hold(const Region *rg, const Vec *vars, Point at)
{
	if (!step())
		return false;
	for (int i = 0; i < vars->len; i++)
		if (!ranges_region_holds(rg, vars->data[i], at.reader, at.writer))
			return false;
	return true;
}

static bool holds(Relation *r, Point at)
{
	return vars_hold(&r->rg, &r->vars, at);
}

static bool le(Node *small, Node *big, __int128 k, Point at, int depth);
static bool ordered(Sym *y, Sym *x);

/* Is n a midpoint, the trap sum A + (X - A) / c (or >> s, or several of
 * them, the sum either way round) of a trap difference X - A and a term
 * A (its two reads give one value)? Returns the difference; *halves:
 * some c >= 2 or s >= 1 divides it. The quotient q lies between 0 and
 * the difference (division truncates, GCC's >> floors), so the midpoint
 * lies between A and X, whatever their order. */
static Node *midpoint_diff(Node *n, Node **a, bool *halves)
{
	n = strip(n);
	if (n->kind != ND_ADD || !is_trap_op(n))
		return NULL;
	for (int side = 0; side < 2; side++) {
		Node *d = strip(side ? n->lhs : n->rhs);
		__int128 c;
		*a = side ? n->rhs : n->lhs;
		*halves = false;
		while ((d->kind == ND_DIV || d->kind == ND_SHR) && is_integer(d->ty) &&
		       constant(d->rhs, &c) && c >= (d->kind == ND_DIV) && c < 128) {
			*halves |= c >= (d->kind == ND_DIV ? 2 : 1);
			d = strip(d->lhs);
		}
		if (d->kind == ND_SUB && is_trap_op(d) && term(*a) && same(d->rhs, *a))
			return d;
	}
	return NULL;
}

/* n is the term rest + c for a constant c: a trap rest + c, c + rest or
 * rest - c (then -c). */
static bool constant_offset(Node *n, Node **rest, __int128 *c)
{
	if (!is_trap_op(n))
		return false;
	if (constant(n->rhs, c)) {
		*rest = strip(n->lhs);
		if (n->kind == ND_SUB)
			*c = -*c;
		return true;
	}
	if (n->kind == ND_ADD && constant(n->lhs, c)) {
		*rest = strip(n->rhs);
		return true;
	}
	return false;
}

/* Does a relation that holds at `at` say a != b? */
static bool distinct(Node *a, Node *b, Point at)
{
	for (int i = 0; i < N->relations.len; i++) {
		Relation *r = N->relations.data[i];
		if (r->distinct && ((same(r->small, a) && same(r->big, b)) ||
				    (same(r->small, b) && same(r->big, a))) && holds(r, at))
			return true;
	}
	return false;
}

/* small is a variable whose one write is its initializer: prove the
 * relation for that value, where it is computed. */
static bool le_by_value(Node *small, Node *big, __int128 k, Point at, int depth)
{
	Sym *var = small->var;
	Node *val = facts_sole_initializer(var);
	if (!val)
		return false;
	int init = val->begin, use = at.reader->begin;
	if (init >= use || !(value(val) || midpoint_diff(val, &(Node *){0}, &(bool){0})) ||
	    facts_entered_between(init, use))
		return false;
	Vec vars = {0};
	term_vars(big, &vars);
	for (int i = 0; i < vars.len; i++)
		if (vars.data[i] == var ||
		    facts_written_before_read(vars.data[i], init, INT_MAX, use, NULL, 0, 0))
			return false;
	return le(val, big, k, (Point){val, NULL}, depth + 1);
}

/* Does small + k <= big hold at `at`? */
static bool le(Node *small, Node *big, __int128 k, Point at, int depth)
{
	__int128 x, y;
	small = strip(small);
	big = strip(big);
	if (depth > MAX_DEPTH || !step())
		return false;
	if (constant(small, &x) && constant(big, &y))
		return x + k <= y;
	__int128 lo, hi;
	if (constant(small, &x) && type_bounds(big->ty, &lo, &hi) && x + k <= lo)
		return true;	/* a term's value is in its type */
	if (k <= 0 && same(small, big))
		return true;
	/* A constant in a term moves to k, the values being exact:
	 * S + c + k <= big is S + (k + c) <= big, and small + k <= B + c is
	 * small + (k - c) <= B (i + 1 + 1 <= n gives i + 1 <= n). */
	Node *rest;
	__int128 c;
	if (constant_offset(small, &rest, &c) && le(rest, big, k + c, at, depth + 1))
		return true;
	if (constant_offset(big, &rest, &c) && le(small, rest, k - c, at, depth + 1))
		return true;
	/* A + (X - A) / c <= X when A <= X (an unsigned difference says
	 * so), and + 1 too when A < X and c >= 2: a difference d >= 1 has
	 * d / 2 + 1 <= d */
	bool halves;
	Node *diff = midpoint_diff(small, &rest, &halves);
	if (diff && same(diff->lhs, big) &&
	    (k <= 0 ? is_unsigned_int(diff->ty) || le(rest, big, 0, at, depth + 1)
		    : k == 1 && halves && le(rest, big, 1, at, depth + 1)))
		return true;
	if (small->kind == ND_VAR && big->kind == ND_VAR && small->var != big->var && term(small) &&
	    term(big) && (k <= 0 || (k == 1 && distinct(small, big, at))) &&
	    ordered(small->var, big->var))
		return true;
	if (small->kind == ND_COND)
		return le(small->lhs, big, k, (Point){small->lhs, at.writer}, depth + 1) &&
		       le(small->rhs, big, k, (Point){small->rhs, at.writer}, depth + 1);
	if (big->kind == ND_SUB && constant(small, &x) && term(big) &&
	    le(big->rhs, big->lhs, x + k, at, depth + 1))
		return true;
	for (int i = 0; i < N->relations.len; i++) {
		Relation *r = N->relations.data[i];
		if (r->distinct)
			continue;
		if (same(r->big, big) && holds(r, at) && le(small, r->small, k - r->k, at, depth + 1))
			return true;
		/* r says small' + k' <= big + d: small' + k' - d <= big */
		if (constant_offset(r->big, &rest, &c) && same(rest, big) && holds(r, at) &&
		    le(small, r->small, k - r->k + c, at, depth + 1))
			return true;
		/* small + k <= big from c + j <= big - small, k <= c + j */
		if (r->big->kind == ND_SUB && constant(r->small, &x) && k <= x + r->k &&
		    same(r->big->lhs, big) && same(r->big->rhs, small) && holds(r, at))
			return true;
	}
	return small->kind == ND_VAR && term(small) && le_by_value(small, big, k, at, depth);
}

/* a + b <= x, both unsigned: a + c <= x for a constant b = c, or b <= a
 * term x - a that a relation holding at `at` names. */
static bool sum_le(Node *a, Node *b, Node *x, Point at)
{
	__int128 c;
	if (constant(b, &c))
		return le(a, x, c, at, 0);
	for (int i = 0; i < N->relations.len; i++) {
		Relation *r = N->relations.data[i];
		if (!r->distinct && r->big->kind == ND_SUB && same(r->big->lhs, x) &&
		    same(r->big->rhs, a) && holds(r, at) && le(b, r->big, 0, at, 0))
			return true;
	}
	return false;
}

static bool sum_le_within(Node *a, Node *b, Node *x, Type *ty, Point at)
{
	return type_fits_in(x->ty, ty) && sum_le(a, b, x, at);
}

/* a + b, both unsigned terms, is at most some term x of a type no wider
 * than ty: a side of a relation that holds, or what a difference there
 * subtracts from. */
static bool sum_bounded(Node *a, Node *b, Type *ty, Point at)
{
	a = strip(a);
	b = strip(b);
	for (int i = 0; i < N->relations.len; i++) {
		Relation *r = N->relations.data[i];
		if (!holds(r, at))
			continue;
		if (sum_le_within(a, b, r->big, ty, at) || sum_le_within(a, b, r->small, ty, at))
			return true;
		if (r->big->kind == ND_SUB && sum_le_within(a, b, strip(r->big->lhs), ty, at))
			return true;
	}
	return false;
}

/* ---- order invariants --------------------------------------------------------- *
 *
 * A loop's own test cannot prove the test: in
 *
 *	for (pos = 0; len - pos >= HDR; pos += step)	(step <= len - pos)
 *
 * only an induction over the writes of pos shows pos <= len wherever pos
 * is read. For two tracked variables, y <= x holds at every read of y
 * when x keeps one value (a parameter nothing writes, or one initializer
 * outside every loop, before every write of y), y is declared in the
 * body (not a parameter, whose value is the caller's), and every write
 * of y leaves y <= x if it held before:
 *  - y = v or an initializer v, with v <= x;
 *  - y++ with y + 1 <= x, y += e with y + e <= x (a passed y != x and
 *    y <= x give y + 1 <= x);
 *  - y--, y -= e, checked (a trap type, not an idiom the rules leave
 *    alone): a value that gets past the check is below y.
 * While the writes are proven, the reads of y that come before each one
 * may assume y <= x: the first write that broke it would have to be one
 * of them. One such assumption at a time, so that no result rests on
 * another that fails later. */

static Node *read_of(Sym *var, int at)
{
	Node *n = alloc(sizeof *n);
	n->kind = ND_VAR;
	n->var = var;
	n->ty = var->ty;
	n->begin = n->end = at;
	return n;
}

static bool keeps_order(VarWrite *w, Sym *y, Node *x)
{
	Node *n = w->node;
	if (w->is_init)
		return le(n, x, 0, (Point){n, NULL}, 0);
	Point at = {n, n};
	Node *old = read_of(y, n->begin);
	switch (n->kind) {
	case ND_ASSIGN:
		return value(n->rhs) && le(n->rhs, x, 0, at, 0);
	case ND_PRE_INC: case ND_POST_INC:
		return le(old, x, 1, at, 0);
	case ND_PRE_DEC: case ND_POST_DEC:
		return y->ty->ob == OB_TRAP && !n->excluded;
	case ND_COMPOUND_ASSIGN:
		if (!is_unsigned_int(n->comp_ty) || !type_fits_in(y->ty, n->comp_ty))
			return false;
		if (n->op == ND_SUB)
			return y->ty->ob == OB_TRAP && !n->excluded;
		return n->op == ND_ADD && value(n->rhs) && sum_le(old, strip(n->rhs), x, at);
	default:
		return false;
	}
}

static bool prove_order(Sym *y, Sym *x)
{
	if (!facts_tracked(y) || !facts_tracked(x) || !facts_declared_in_body(y) ||
	    !is_unsigned_int(y->ty))
		return false;
	Vec xw = facts_writes(x), yw = facts_writes(y);
	if (xw.len > 1)
		return false;
	if (xw.len == 1) {
		VarWrite *init = xw.data[0];
		if (!init->is_init || facts_in_loop_between(init->at, 0, INT_MAX))
			return false;
		for (int i = 0; i < yw.len; i++)
			if (((VarWrite *)yw.data[i])->at <= init->at)
				return false;
	}
	for (int i = 0; i < yw.len; i++) {
		VarWrite *w = yw.data[i];
		if (!keeps_order(w, y, read_of(x, w->node->begin)))
			return false;
	}
	return true;
}

static bool ordered(Sym *y, Sym *x)
{
	for (int i = 0; i < N->orders.len; i++) {
		Order *o = N->orders.data[i];
		if (o->busy)
			return o->y == y && o->x == x;
	}
	for (int i = 0; i < N->orders.len; i++) {
		Order *o = N->orders.data[i];
		if (o->y == y && o->x == x)
			return o->holds;
	}
	Order *o = alloc(sizeof *o);
	*o = (Order){y, x, true, false};
	vec_push(&N->orders, o);
	int saved = steps;
	steps = MAX_STEPS;
	o->holds = prove_order(y, x);
	steps = saved;
	o->busy = false;
	return o->holds;
}

/* ---- counters of rounds ----------------------------------------------------------
 *
 * A counter c++ (or c += k) that starts from a constant v0 before a loop
 * and runs at most `times` times in one run of it is at most v0 + k *
 * times: below, the rounds of a counted loop and the steps of a
 * variable that moves one way bound `times`. */

/* Does the counter c, stepped by k (>= 0) at n and declared with a
 * constant v0 before the loop [from, to), fit ct after `times` steps? c
 * is written nowhere else, no label lies between its declaration and
 * the loop's end, and every loop around the loop is around the
 * declaration too (each run of the loop starts from v0). */
static bool counter_fits(Node *n, Sym *c, __int128 k, Type *ct, int from, int to,
			 __int128 times)
{
	Vec writes = facts_writes(c);
	if (writes.len != 2)
		return false;
	VarWrite *init = writes.data[0];
	if (init->node == n)
		init = writes.data[1];
	__int128 v0, clo, chi, most;
	return init->is_init && eval_int(init->node, &v0) && init->at < from &&
	       facts_loops_around_hold(init->at, from, to) && !facts_entered_between(init->at, to) &&
	       type_bounds(ct, &clo, &chi) && k >= 0 && v0 >= clo &&
	       !__builtin_mul_overflow(k, times, &most) && most <= chi - v0;
}

/* c++ once per round of a counted loop (versioning.c), not in a loop
 * within the body: a loop over i of type I, whose tests see i at least
 * L, runs at most max(I) - L rounds (i < B <= max(I)). */
static bool counts_rounds(Node *n, Sym *c, __int128 k, Type *ct)
{
	CountedLoop lp;
	__int128 ilo, ihi;
	if (!versioning_counted_loop(n->begin, &lp) ||
	    facts_in_loop_between(n->begin, lp.body_begin, lp.body_end) ||
	    !type_bounds(lp.i->ty, &ilo, &ihi))
		return false;
	ranges_least(lp.i, &ilo);
	return counter_fits(n, c, k, ct, lp.cond_begin, lp.body_end, ihi - ilo);
}

/* c++ (or c += k) after a statement that advances a variable p, in the
 * rest of that statement's block, within the innermost loop around c++,
 * where nothing else writes p and no label lies between the two: each
 * run of c++ follows its own run of the update, which moves p one way by
 * at least one, exactly (a trap operation), and p stays in its type. So
 * c++ runs at most (p's greatest value there - p's type's least) times if
 * p goes down, (p's type's greatest - p's least there) if it goes up:
 *
 *	while (len - pos >= HDR) { ...; pos += alen; n++; }	(alen >= 1)
 */
static bool counts_advances(Node *n, Sym *c, __int128 k, Type *ct)
{
	int from, to;
	if (!facts_innermost_loop(n->begin, &from, &to))
		return false;
	for (int i = 0; i < N->advances.len; i++) {
		Advance *a = N->advances.data[i];
		Node *u = a->update;
		bool up = u->kind == ND_PRE_INC || u->kind == ND_POST_INC ||
			  (u->kind == ND_COMPOUND_ASSIGN && u->op == ND_ADD);
		__int128 lo, hi, tlo, thi, step = 1;
		/* u inside the innermost loop around c++ puts no loop between
		 * them: c++ runs at most once per run of u's block */
		if (n->begin < a->rg.from || n->begin >= a->rg.to || u->begin < from ||
		    u->end > to || facts_entered_between(u->begin, n->begin) ||
		    facts_written_between(a->var, from, to, u, 0, 0) ||
		    !type_bounds(strip(u->lhs)->ty, &tlo, &thi))
			continue;
		if (u->kind == ND_COMPOUND_ASSIGN && !ranges_least(u->rhs, &step))
			continue;
		if (step < 1)
			continue;
		if (!ranges_interval(u->lhs, &lo, &hi))
			lo = tlo, hi = thi;
		if (counter_fits(n, c, k, ct, from, to, up ? thi - lo : hi - tlo))
			return true;
	}
	return false;
}

/* ---- products of bounded indices ------------------------------------------------
 *
 * Where a trap product a * b has passed (a statement computed it, and
 * nothing has written a or b since), with unsigned values: x * y <= a * b
 * when x <= a and y <= b, and x * y + k <= (a - 1) * b + (b - 1) < a * b
 * when x < a, y <= b and k < b (or with a and b, x and y, swapped): an
 * index i * n + k into an n-by-n table, once n * n is known to fit. */


/* x * y (+ k, if k) is below a product that has passed, of a type no
 * wider than ty. */
static bool below_product(Node *x, Node *y, Node *k, Type *ty, Point at)
{
	for (int i = 0; i < N->products.len; i++) {
		Product *p = N->products.data[i];
		if (!type_fits_in(p->ty, ty) || !vars_hold(&p->rg, &p->vars, at))
			continue;
		for (int swap = 0; swap < 2; swap++) {
			Node *a = swap ? p->b : p->a, *b = swap ? p->a : p->b;
			if (k ? le(x, a, 1, at, 0) && le(y, b, 0, at, 0) && le(k, b, 1, at, 0)
			      : le(x, a, 0, at, 0) && le(y, b, 0, at, 0))
				return true;
		}
	}
	return false;
}

/* x * y + k, either way round, with x, y and k terms */
static bool product_sum_bounded(Node *n)
{
	Point at = {n, NULL};
	for (int side = 0; side < 2; side++) {
		Node *mul = strip(side ? n->rhs : n->lhs), *k = side ? n->lhs : n->rhs;
		if (mul->kind == ND_MUL && term(mul->lhs) && term(mul->rhs) && term(k) &&
		    (below_product(mul->lhs, mul->rhs, k, n->ty, at) ||
		     below_product(mul->rhs, mul->lhs, k, n->ty, at)))
			return true;
	}
	return false;
}

/* A + (X - A) / c, a search's midpoint (also with >> s, or several): the
 * trap difference, an operand, is exact, so the sum lies between A and
 * X, values of the difference's type. */
static bool midpoint_fits(Node *n)
{
	Node *a, *diff = midpoint_diff(n, &a, &(bool){0});
	return diff && type_fits_in(diff->ty, n->ty);
}

/* A signed a + b, whose upper end a relation bounds, needs a lower end
 * too: the least values of a and b add up to the type's least or more. */
static bool sum_above_least(Node *a, Node *b, Type *ty)
{
	__int128 la, lb, lo, hi;
	return is_unsigned_int(ty) ||
	       (ranges_least(a, &la) && ranges_least(b, &lb) && type_bounds(ty, &lo, &hi) &&
		la + lb >= lo);
}

/* X - Y with Y <= X is >= 0; it is at most X, which fits, when Y >= 0. */
static bool difference_fits(Node *n)
{
	__int128 ly;
	return is_unsigned_int(n->ty) || (ranges_least(n->rhs, &ly) && ly >= 0);
}

const char *relations_prove(Node *n)
{
	static const char by_relation[] = "the comparisons control passed bound it";
	static const char by_product[] = "a product computed before bounds it";
	if (!failed_checks_stop() || !is_integer(n->ty) || function_steps <= 0)
		return NULL;
	steps = MAX_STEPS;
	Point at = {n, NULL};
	switch (n->kind) {
	case ND_SUB:
		return term(n->lhs) && term(n->rhs) && difference_fits(n) &&
		       le(n->rhs, n->lhs, 0, at, 0) ? by_relation : NULL;
	case ND_MUL:
		return is_unsigned_int(n->ty) && term(n->lhs) && term(n->rhs) &&
		       below_product(n->lhs, n->rhs, NULL, n->ty, at) ? by_product : NULL;
	case ND_ADD:
		if (is_unsigned_int(n->ty) && product_sum_bounded(n))
			return by_product;
		if (midpoint_fits(n))
			return "it lies between the two ends it is the midpoint of";
		return value(n->lhs) && value(n->rhs) && sum_above_least(n->lhs, n->rhs, n->ty) &&
		       (sum_bounded(n->lhs, n->rhs, n->ty, at) || sum_bounded(n->rhs, n->lhs, n->ty, at))
		       ? by_relation : NULL;
	case ND_PRE_INC: case ND_POST_INC: case ND_COMPOUND_ASSIGN: {
		if (n->kind == ND_COMPOUND_ASSIGN && n->op != ND_ADD)
			return NULL;
		Node *step = n->kind == ND_COMPOUND_ASSIGN ? n->rhs : new_num(1, ty_int, n->tok, n->begin, n->begin);
		Type *ct = n->kind == ND_COMPOUND_ASSIGN ? n->comp_ty : n->ty;
		__int128 k;
		at.writer = n;
		if (!term(n->lhs) || !value(step) || !is_integer(ct) || !type_fits_in(n->lhs->ty, ct) ||
		    !type_fits_in(ct, n->lhs->ty))
			return NULL;
		if (constant(step, &k) && counts_rounds(n, strip(n->lhs)->var, k, ct))
			return "it counts at most the rounds of its loop";
		if (constant(step, &k) && counts_advances(n, strip(n->lhs)->var, k, ct))
			return "it counts at most the steps of a variable that moves one way";
		return sum_above_least(n->lhs, step, ct) && sum_bounded(n->lhs, step, ct, at)
		       ? by_relation : NULL;
	}
	default:
		return NULL;
	}
}
