/*
 * ranges.c - value ranges: checks that no value can make fail.
 *
 * check.c writes every check as usual and hands over here the ones that
 * may be provable: a trap + - * / % (the result), a trap conversion (the
 * value), and an update of a variable (++, --, += c, -= c: the old value,
 * the result, the store). Once the function is read (prove.c), when
 * every write of every variable is known, each gets an interval that
 * contains every value its operands can have; if the result fits the
 * type, the check cannot fail and its edits are undone.
 *
 * The intervals (docs/semantics.md has the proof of each rule):
 *  - a constant is itself; a variable, its type's range, unless
 *  - the variable is tracked (facts.c: automatic, not volatile or atomic,
 *    address never taken, no nested function) and every write is its
 *    initializer or a plain assignment: the union of what they assign;
 *    a parameter's value on entry is what every call passes, where
 *    summaries.c saw them all;
 *  - narrowed by the facts that hold where it is read: a comparison with
 *    it (or its truth) that control must have passed, true or false, to
 *    get there, with nothing writing the variable in between;
 *  - an operation: interval arithmetic where that is exact (+ - * / %
 *    by a constant, >> and << by a constant, & | ^ ~ of known signs); a
 *    result that may not fit its type is the whole type, except for a
 *    checked trap operation in trap and trap-quiet modes, whose failure
 *    stops the program: a value that gets past it is in the type;
 *  - a call: a bit-counting builtin (clz, ctz, popcount, ffs, clrsb,
 *    parity) counts bits of its operand; a static function gives what
 *    its return statements give, joined (no other unit can replace its
 *    body, and its returns were all seen; summaries.c works them out
 *    callees first).
 *
 * A fact holds in a region of tokens: the branch of an if, the rest of
 * the block after "if (C) return;" (or break, continue, goto), the body
 * of a while or for, the right operand of && and ||, the branches of ?:.
 * It holds for a read in the region if no label lets control in but
 * through the test, and nothing writes the variable between the test and
 * the region's end; the update being proven may be that write if it runs
 * once per test: not in a loop inside the region, or the for loop's own
 * step, which runs once per test of its condition.
 */
#include "obtcc.h"

#include <string.h>

/* Every value in [lo, hi]; !known: no bound obtcc can compute (wider
 * than 64 bits, or not an integer). */
typedef struct {
	bool known;
	__int128 lo, hi;
} Range;

typedef struct {
	Node *cmp;		/* the comparison, or the variable tested for truth */
	Node *side;		/* the variable's side of it */
	bool truth;		/* the outcome control passed */
	Region rg;		/* where it holds */
	int seq;		/* the order it was learnt in */
} Fact;

typedef struct {
	Sym *var;
	bool tracked;		/* facts_tracked(var) */
	enum { BASE_NEW, BASE_BUSY, BASE_DONE } state;	/* busy: a cycle gives the type */
	Range r;
	bool sum;		/* r is a sum of bounded steps: every update's
				   exact result lies in it (accumulation.c) */
} Base;

enum {
	/* Facts about one variable looked at for one read, the nearest
	 * first: past as many, the read's range is what they gave so far
	 * (wider than all would give: the check may be kept). */
	MAX_FACTS_PER_READ = 1024,
};

/* The facts about one variable, in the order they were learnt. */
typedef struct {
	Vec facts;		/* Fact * */
	Vec by_start;		/* the same, by the first token of their regions */
} VarFacts;

/* What the parser noted of a function definition, kept until the
 * proofs run (prove.c), and what the proofs work out from it. */
struct RangesNotes {
	Vec candidates;
	PtrMap facts;		/* Sym * -> VarFacts *: what the tests say of it */
	int nfacts;		/* facts learnt, their order */
	PtrMap bases;		/* Sym * -> Base * */
	/* Node * -> Range *: the ranges of expressions, each worked out
	 * once (a chain of 100,000 operations is walked once, not once per
	 * check in it); only those no cycle cut short, see `cuts` */
	PtrMap known;
	int cuts;		/* ranges cut short: a variable's range met itself,
				   or the stack ran out */
	Vec returns;		/* the values the function returns (Node *) */
	bool bare_return;	/* a return without a value */
	RelationsNotes *relations;
};

/* The notes of the function being read or proven; NULL at file scope
 * while the unit is read, where no check is noted (a static
 * initializer's are constant) nor any test learnt from. */
static RangesNotes *R;

/* What summaries.c found the unit says of its static functions: what
 * each returns (Sym * -> Range *), and the values a parameter gets from
 * every call (its Sym * -> Range *). */
static PtrMap results, entries;

RangesNotes *ranges_begin_function(void)
{
	R = alloc(sizeof *R);
	R->relations = relations_begin_function();
	return R;
}

void ranges_end_function(void)
{
	R = NULL;
}

/* ---- intervals ------------------------------------------------------------ */

static const Range unknown = {false, 0, 0};

static Range interval(__int128 lo, __int128 hi)
{
	return (Range){true, lo, hi};
}

static Range type_range(Type *ty)
{
	__int128 lo, hi;
	return type_bounds(ty, &lo, &hi) ? interval(lo, hi) : unknown;
}

static bool within(Range a, Range b)
{
	return a.known && b.known && a.lo >= b.lo && a.hi <= b.hi;
}

/* r converted to ty: every value kept, or any value of ty. */
static Range in_type(Range r, Type *ty)
{
	return within(r, type_range(ty)) ? r : type_range(ty);
}

static Range meet(Range a, Range b)
{
	if (!a.known)
		return b;
	if (!b.known)
		return a;
	return interval(a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi);
}

static Range join(Range a, Range b)
{
	if (!a.known || !b.known)
		return unknown;
	return interval(a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi);
}

/* The smallest 2^k - 1 >= v, for v >= 0: every value of v's bits. */
static __int128 ones_above(__int128 v)
{
	__int128 m = 0;
	while (m < v)
		m = m * 2 + 1;
	return m;
}

/* ---- the exact interval of an operation ----------------------------------- */

static Range mul_range(Range a, Range b)
{
	__int128 p[4];
	if (__builtin_mul_overflow(a.lo, b.lo, &p[0]) || __builtin_mul_overflow(a.lo, b.hi, &p[1]) ||
	    __builtin_mul_overflow(a.hi, b.lo, &p[2]) || __builtin_mul_overflow(a.hi, b.hi, &p[3]))
		return unknown;
	Range r = interval(p[0], p[0]);
	for (int i = 1; i < 4; i++)
		r = join(r, interval(p[i], p[i]));
	return r;
}

/* C's / and % truncate toward zero; a divisor range that holds 0 or
 * negative values gives up (no bound is claimed). */
static Range div_range(NodeKind op, Range a, Range b)
{
	if (b.lo < 1)
		return unknown;
	if (op == ND_DIV)	/* the ends come from the divisor's ends */
		return interval(a.lo >= 0 ? a.lo / b.hi : a.lo / b.lo,
				a.hi >= 0 ? a.hi / b.lo : a.hi / b.hi);
	__int128 m = b.hi - 1;
	if (a.lo >= 0)
		return interval(0, a.hi < m ? a.hi : m);
	return interval(-m, m);
}

static Range shift_range(NodeKind op, Range a, Range k, Type *ty)
{
	if (k.lo < 0 || k.hi >= int_bits(ty))
		return unknown;	/* undefined in C: no bound */
	if (op == ND_SHR)	/* monotone in a, antitone in k */
		return interval(a.lo >= 0 ? a.lo >> k.hi : a.lo >> k.lo,
				a.hi >= 0 ? a.hi >> k.lo : a.hi >> k.hi);
	if (a.lo < 0 || a.hi >= (__int128)1 << (126 - k.hi))
		return unknown;
	return interval(a.lo << k.lo, a.hi << k.hi);
}

static Range bit_range(NodeKind op, Range a, Range b)
{
	if (op == ND_BITAND) {	/* a & b lies in [0, x] for each operand x >= 0 */
		if (a.lo >= 0 && b.lo >= 0)
			return interval(0, a.hi < b.hi ? a.hi : b.hi);
		if (a.lo >= 0 || b.lo >= 0)
			return interval(0, a.lo >= 0 ? a.hi : b.hi);
		return unknown;
	}
	if (a.lo < 0 || b.lo < 0)
		return unknown;
	__int128 top = ones_above(a.hi > b.hi ? a.hi : b.hi);
	return op == ND_BITOR ? interval(a.lo > b.lo ? a.lo : b.lo, top) : interval(0, top);
}

/* The exact result of an operation of type ty on operands in a and b
 * (both of type ty, but a shift's count). */
static Range exact(NodeKind op, Range a, Range b, Type *ty)
{
	a = in_type(a, ty);
	if (op != ND_SHL && op != ND_SHR)
		b = in_type(b, ty);
	if (!a.known || !b.known)
		return unknown;
	switch (op) {
	case ND_ADD: return interval(a.lo + b.lo, a.hi + b.hi);
	case ND_SUB: return interval(a.lo - b.hi, a.hi - b.lo);
	case ND_MUL: return mul_range(a, b);
	case ND_DIV: case ND_MOD: return div_range(op, a, b);
	case ND_SHL: case ND_SHR: return shift_range(op, a, b, ty);
	case ND_BITAND: case ND_BITOR: case ND_BITXOR: return bit_range(op, a, b);
	default: return unknown;
	}
}

/* ---- ranges of expressions ------------------------------------------------ */

static Range range_of(Node *n);

/* __builtin_clz and its kin count bits of an operand W bits wide (W by
 * the suffix: none for unsigned int, l, ll): clz, ctz, popcount, ffs and
 * clrsb give 0..W, parity 0..1. clz and ctz of 0 are undefined; nothing
 * narrower than 0..W is claimed for them, and gcc assumes as much. */
static Range builtin_count(const char *name, Type *ty)
{
	static const char *const counts[] = {"clz", "ctz", "popcount", "ffs", "clrsb", "parity"};
	if (strncmp(name, "__builtin_", 10) != 0)
		return type_range(ty);
	name += 10;
	for (size_t k = 0; k < sizeof counts / sizeof *counts; k++) {
		size_t len = strlen(counts[k]);
		if (strncmp(name, counts[k], len) != 0)
			continue;
		const char *suffix = name + len;
		Type *operand = !*suffix ? ty_uint : !strcmp(suffix, "l") ? ty_ulong
			      : !strcmp(suffix, "ll") ? ty_ullong : NULL;
		if (!operand)
			return type_range(ty);
		return interval(0, !strcmp(counts[k], "parity") ? 1 : int_bits(operand));
	}
	return type_range(ty);
}

static Range call_range(Node *n)
{
	Node *callee = bare(n->lhs);
	if (callee->kind != ND_VAR || !callee->var)
		return type_range(n->ty);
	Sym *fn = callee->var;
	if (fn->kind == SYM_BUILTIN)
		return builtin_count(fn->name->name, n->ty);
	Range *r = ptr_map_get(&results, fn);
	return r ? *r : type_range(n->ty);
}

/* What an operation of n's kind yields: the exact interval if it fits
 * the type; else a value that passed a trap check, or any value. */
static Range result(Node *n, Range r)
{
	Range ty = type_range(n->ty);
	if (within(r, ty))
		return r;
	if (r.known && n->ty->ob == OB_TRAP && !n->excluded && failed_checks_stop() &&
	    ((n->kind >= ND_ADD && n->kind <= ND_MOD) || n->kind == ND_NEG))
		return meet(r, ty);
	return ty;
}

static Range var_range(Node *read, Node *writer);

static Range range_of_operation(Node *n);

/* Worked out once, unless a cut made it less than it is: the same
 * question later, with no cut, gets the whole answer. */
static Range range_of(Node *n)
{
	if (!is_integer(n->ty))
		return unknown;
	__int128 v;
	if (eval_int(n, &v))
		return interval(v, v);
	Range *known = ptr_map_get(&R->known, n);
	if (known)
		return *known;
	if (stack_nearly_full()) {
		R->cuts++;
		return type_range(n->ty);
	}
	int cuts = R->cuts;
	Range r = range_of_operation(n);
	if (R->cuts == cuts) {
		known = alloc(sizeof *known);
		*known = r;
		*ptr_map_slot(&R->known, n) = known;
	}
	return r;
}

static Range range_of_operation(Node *n)
{
	Range r;
	switch (n->kind) {
	case ND_VAR:
		r = var_range(n, NULL);
		break;
	case ND_CAST:
		r = in_type(range_of(n->lhs), n->ty);
		break;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
	case ND_SHL: case ND_SHR: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
		r = result(n, exact(n->kind, range_of(n->lhs), range_of(n->rhs), n->ty));
		break;
	case ND_NEG:
		r = result(n, exact(ND_SUB, interval(0, 0), range_of(n->lhs), n->ty));
		break;
	case ND_BITNOT: {	/* ~x is -1 - x, or MAX - x unsigned */
		Range a = range_of(n->lhs), ty = type_range(n->ty);
		r = a.known && ty.known ? is_unsigned_int(n->ty)
			? interval(ty.hi - a.hi, ty.hi - a.lo) : interval(-1 - a.hi, -1 - a.lo) : ty;
		break;
	}
	case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
	case ND_LOGAND: case ND_LOGOR: case ND_NOT:
		r = interval(0, 1);
		break;
	case ND_COND:
		r = join(in_type(range_of(n->lhs), n->ty), in_type(range_of(n->rhs), n->ty));
		break;
	case ND_COMMA:
		r = range_of(n->rhs);
		break;
	case ND_CALL:
		r = call_range(n);
		break;
	default:
		r = type_range(n->ty);
	}
	return in_type(r, n->ty);
}

static Base *base_of(Sym *var)
{
	Base **b = (Base **)ptr_map_slot(&R->bases, var);
	if (!*b) {
		*b = alloc(sizeof **b);
		(*b)->var = var;
		(*b)->tracked = facts_tracked(var);
	}
	return *b;
}

static bool tracked(Sym *var)
{
	return base_of(var)->tracked;
}

/* Which way a checked update can move its variable: -1 only down (--,
 * -= a value >= 0), 1 only up, 0 either or not checked. The check stops
 * the program (or leaves for its label) before a value past the type's
 * end is stored, so a value that gets through lies between the old one
 * and that end; in warn mode it wraps, and nothing is known. */
static int direction(Node *n, Sym *var)
{
	if (!failed_checks_stop() || var->ty->ob != OB_TRAP || n->excluded)
		return 0;
	switch (n->kind) {
	case ND_PRE_DEC: case ND_POST_DEC: return -1;
	case ND_PRE_INC: case ND_POST_INC: return 1;
	case ND_COMPOUND_ASSIGN: {
		Range step = range_of(n->rhs);
		if ((n->op != ND_ADD && n->op != ND_SUB) || !step.known)
			return 0;
		int sign = step.lo >= 0 ? 1 : step.hi <= 0 ? -1 : 0;
		return n->op == ND_ADD ? sign : -sign;
	}
	default:
		return 0;
	}
}

/* The values a tracked variable ever holds: the hull of what its
 * initializer and assignments give it, with the lower end opened to the
 * type's for a checked update that can only move it down, the upper end
 * for one that can only move it up. */
static Range base_range(Sym *var)
{
	Base *b = base_of(var);
	if (b->state == BASE_BUSY)
		R->cuts++;
	if (!b->tracked || b->state == BASE_BUSY)
		return type_range(var->ty);
	if (b->state == BASE_DONE)
		return b->r;
	b->state = BASE_BUSY;
	Vec writes = facts_writes(var);
	Range r = unknown, ty = type_range(var->ty);
	bool init = false, first = true, down = false, up = false;
	Range *entry = ptr_map_get(&entries, var);
	__int128 lo, hi;
	if (!entry && accumulation_hull(var, &lo, &hi)) {
		b->r = in_type(interval(lo, hi), var->ty);
		b->sum = true;
		b->state = BASE_DONE;
		return b->r;
	}
	if (entry) {		/* a parameter: what every call passes */
		r = *entry;
		init = true;
		first = false;
	}
	for (int i = 0; i < writes.len && (first || r.known); i++) {
		VarWrite *w = writes.data[i];
		Node *value = w->is_init ? w->node : w->node->kind == ND_ASSIGN ? w->node->rhs : NULL;
		if (value) {
			Range v = range_of(value);
			r = first ? v : join(r, v);
			first = false;
			init |= w->is_init;
			continue;
		}
		int dir = direction(w->node, var);
		if (!dir) {
			r = unknown;
			break;
		}
		down |= dir < 0;
		up |= dir > 0;
	}
	if (!init)
		r = unknown;
	if (r.known && ty.known) {
		if (down)
			r.lo = ty.lo;
		if (up)
			r.hi = ty.hi;
	}
	b->r = in_type(r, var->ty);
	b->state = BASE_DONE;
	return b->r;
}

/* For relations.c: the least value n can have where it is evaluated. */
bool ranges_least(Node *n, __int128 *lo)
{
	Range r = range_of(n);
	if (r.known)
		*lo = r.lo;
	return r.known;
}

/* For tallies.c: the values n can have where it is evaluated. */
bool ranges_interval(Node *n, __int128 *lo, __int128 *hi)
{
	Range r = range_of(n);
	if (r.known) {
		*lo = r.lo;
		*hi = r.hi;
	}
	return r.known;
}

/* ---- facts ---------------------------------------------------------------- */

/* Does a test's outcome still say something about the value of var
 * that `reader` reads? The update being proven (writer) reads its
 * variable first; it may be the one write between the test and the
 * region's end if it runs once per test. */
bool ranges_region_holds(const Region *rg, Sym *var, Node *reader, Node *writer)
{
	int at = reader->begin;
	bool in_step = at >= rg->step_from && at < rg->step_to;
	bool in_region = at >= rg->from && at < rg->to;
	if (!in_region && !(in_step && writer && rg->step_proves))
		return false;
	int end = rg->to > rg->step_to ? rg->to : rg->step_to;
	if (facts_entered_between(rg->test, end))
		return false;
	if (writer && in_region && facts_in_loop_between(at, rg->from, rg->to))
		return false;
	if (in_step)	/* after the body: every write of the region came first */
		return !facts_written_between(var, rg->test, end, writer, 0, 0);
	/* the third clause runs after the body: a body's read comes first */
	return !facts_written_before_read(var, rg->test, end, at, writer, rg->step_from, rg->step_to);
}

static bool fact_holds(Fact *f, Node *reader, Node *writer)
{
	return ranges_region_holds(&f->rg, bare(f->side)->var, reader, writer);
}

/* What f says of its variable's value, as an interval, or !known. The
 * variable's conversion to the comparison's type keeps every value
 * (checked where the fact is made), so the bound holds for the value. */
static Range fact_bound(Fact *f, Type *var_ty)
{
	Node *c = f->cmp;
	if (c == f->side)	/* a truth test */
		return f->truth ? unknown : interval(0, 0);
	NodeKind k = c->kind;
	bool left = c->lhs == f->side;
	if (!left)	/* E < X is X > E */
		k = k == ND_LT ? ND_GT : k == ND_GT ? ND_LT : k == ND_LE ? ND_GE : k == ND_GE ? ND_LE : k;
	if (!f->truth)
		k = k == ND_LT ? ND_GE : k == ND_GE ? ND_LT : k == ND_GT ? ND_LE :
		    k == ND_LE ? ND_GT : k == ND_EQ ? ND_NE : ND_EQ;
	Range e = range_of(left ? c->rhs : c->lhs), ty = type_range(var_ty);
	if (!e.known || !ty.known)
		return unknown;
	switch (k) {
	case ND_LT: return interval(ty.lo, e.hi - 1);
	case ND_LE: return interval(ty.lo, e.hi);
	case ND_GT: return interval(e.lo + 1, ty.hi);
	case ND_GE: return interval(e.lo, ty.hi);
	case ND_EQ: return e;
	default: return unknown;
	}
}

/* x != c, or a true truth test (c = 0): c is not a value, which moves an
 * end of r that equals it. */
static Range exclude(Fact *f, Range r)
{
	Node *c = f->cmp;
	__int128 v = 0;
	bool ne = c == f->side ? f->truth
		: (c->kind == ND_NE) == f->truth && (c->kind == ND_NE || c->kind == ND_EQ) &&
		  eval_int(c->lhs == f->side ? c->rhs : c->lhs, &v);
	if (!ne || !r.known)
		return r;
	if (r.lo == v)
		r.lo++;
	else if (r.hi == v)
		r.hi--;
	return r;
}

/* The first token of the tokens where f may hold. */
static int region_start(const Fact *f)
{
	const Region *rg = &f->rg;
	return rg->step_to > rg->step_from && rg->step_from < rg->from ? rg->step_from : rg->from;
}

static int by_region_start(const void *a, const void *b)
{
	int x = region_start(*(Fact *const *)a), y = region_start(*(Fact *const *)b);
	return (x > y) - (x < y);
}

static int by_seq(const void *a, const void *b)
{
	int x = (*(Fact *const *)a)->seq, y = (*(Fact *const *)b)->seq;
	return (x > y) - (x < y);
}

/* The facts about var that hold where `reader` reads it, in the order
 * they were learnt (an exclusion's effect depends on it). Only those
 * whose regions begin at or before the read can; the nearest first, up
 * to a budget. */
static Vec facts_holding(Sym *var, Node *reader, Node *writer)
{
	Vec holding = {0};
	VarFacts *vf = ptr_map_get(&R->facts, var);
	if (!vf)
		return holding;
	if (vf->by_start.len != vf->facts.len) {
		vf->by_start = (Vec){0};
		for (int i = 0; i < vf->facts.len; i++)
			vec_push(&vf->by_start, vf->facts.data[i]);
		vec_sort(&vf->by_start, by_region_start);
	}
	int lo = 0, hi = vf->by_start.len, at = reader->begin;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (region_start(vf->by_start.data[mid]) <= at)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (int i = lo - 1; i >= 0 && i >= lo - MAX_FACTS_PER_READ; i--) {
		Fact *f = vf->by_start.data[i];
		if (fact_holds(f, reader, writer))
			vec_push(&holding, f);
	}
	vec_sort(&holding, by_seq);
	return holding;
}

static Range var_range(Node *read, Node *writer)
{
	Sym *var = read->var;
	if (!var || var->kind != SYM_VAR)
		return type_range(read->ty);
	Range r = base_range(var);
	if (!tracked(var))
		return r;
	Vec holding = facts_holding(var, read, writer);
	for (int i = 0; i < holding.len; i++) {
		Fact *f = holding.data[i];
		r = exclude(f, meet(r, fact_bound(f, var->ty)));
		if (r.known && r.lo > r.hi)
			return r;	/* no value: the code is not reached */
	}
	return r;
}

/* A side of a comparison that is a variable whose every value the
 * comparison's type keeps. */
static bool fact_side(Node *side)
{
	Node *v = bare(side);
	return v->kind == ND_VAR && v->var && v->var->kind == SYM_VAR &&
	       within(type_range(v->var->ty), type_range(side->ty));
}

static void add_fact(Node *cmp, Node *side, bool truth, const Region *rg)
{
	Fact *f = alloc(sizeof *f);
	*f = (Fact){cmp, side, truth, *rg, R->nfacts++};
	VarFacts **vf = (VarFacts **)ptr_map_slot(&R->facts, bare(side)->var);
	if (!*vf)
		*vf = alloc(sizeof **vf);
	vec_push(&(*vf)->facts, f);
}

/* The facts control has when `cond` came out `truth`, in rg. A
 * comparison reached here was evaluated: relations.c learns from it. */
static void learn(Node *cond, bool truth, const Region *rg)
{
	Node *c = bare(cond);
	switch (c->kind) {
	case ND_NOT:
		learn(c->lhs, !truth, rg);
		return;
	case ND_LOGAND: case ND_LOGOR:
		if (truth != (c->kind == ND_LOGAND))
			return;	/* a && b false, a || b true: which one is unknown */
		learn(c->lhs, truth, rg);
		learn(c->rhs, truth, rg);
		return;
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
		if (fact_side(c->lhs))
			add_fact(c, c->lhs, truth, rg);
		if (fact_side(c->rhs))
			add_fact(c, c->rhs, truth, rg);
		relations_learn(c, truth, rg);
		return;
	case ND_VAR:
		if (is_integer(c->ty))
			add_fact(c, c, truth, rg);
		return;
	default:
		return;
	}
}

void ranges_for_branch(Node *cond, bool truth, int from, int to)
{
	if (!R)
		return;
	learn(cond, truth, &(Region){cond->begin, from, to, 0, 0, false});
}

void ranges_for_statement(Node *e, int from, int to)
{
	if (to > from)
		relations_learn_evaluated(e, &(Region){e->begin, from, to, 0, 0, false});
}

void ranges_for_loop(Node *cond, int body_from, int body_to, Node *step, int step_from,
		     int step_to)
{
	/* clang runs a "continue" in a statement expression of the third
	 * clause without the test (facts.c) */
	learn(cond, true, &(Region){cond->begin, body_from, body_to, step_from, step_to,
				    step && !has_stmt_expr(step)});
}

/* ---- the checks ----------------------------------------------------------- */

void ranges_note_check(Node *n, int first, int end)
{
	if (!R || first == end || obt_opts.mode == OBT_MODE_NONE)
		return;
	CheckEdits *c = alloc(sizeof *c);
	*c = (CheckEdits){n, first, end};
	vec_push(&R->candidates, c);
}

/* An update x op= v, x++ or x--: the old value and the new one fit the
 * computation and x's type. The old value is in x's interval if x is a
 * tracked variable, else anywhere in its type (an object in memory:
 * p->flags |= BIT needs nothing more); a bit-field's narrower width is
 * not modelled, so it keeps its check. */
static bool update_fits(Node *n)
{
	Node *lv = bare(n->lhs);
	bool compound = n->kind == ND_COMPOUND_ASSIGN;
	bool var = lv->kind == ND_VAR && lv->var && lv->var->kind == SYM_VAR && tracked(lv->var);
	if (!is_integer(lv->ty) || lv->ty->kind == TY_BOOL ||
	    (lv->kind == ND_MEMBER && lv->member && lv->member->bit_width >= 0))
		return false;
	Type *ct = compound ? n->comp_ty : usual_arith(operand_type(n->lhs), ty_int);
	Range old = var ? var_range(lv, n) : type_range(lv->ty);
	Range step = compound ? range_of(n->rhs) : interval(1, 1);
	NodeKind op = compound ? n->op
		    : n->kind == ND_PRE_INC || n->kind == ND_POST_INC ? ND_ADD : ND_SUB;
	Range r = exact(op, old, step, ct);
	if (var && base_range(lv->var).known && base_of(lv->var)->sum)
		r = meet(r, base_of(lv->var)->r);
	return within(old, type_range(ct)) && within(r, type_range(ct)) &&
	       within(r, type_range(lv->ty));
}

static bool proven(Node *n)
{
	switch (n->kind) {
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
		return within(exact(n->kind, range_of(n->lhs), range_of(n->rhs), n->ty),
			      type_range(n->ty));
	case ND_NEG:
		return within(exact(ND_SUB, interval(0, 0), range_of(n->lhs), n->ty),
			      type_range(n->ty));
	case ND_CAST:
		return within(range_of(n->lhs), type_range(n->ty));
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
	case ND_COMPOUND_ASSIGN:
		return update_fits(n);
	default:
		return false;
	}
}

void ranges_note_return(Node *value)
{
	if (value)
		vec_push(&R->returns, value);
	else
		R->bare_return = true;
}

/* ---- what the unit says of its functions (summaries.c) -------------------- */

/* Counts the times ranges worked out were forgotten: what the other
 * proofs keep of them holds while it stays the same. */
static unsigned epoch;

unsigned ranges_epoch(void)
{
	return epoch;
}

/* The ranges worked out so far, which knowledge summaries.c gains later
 * (a parameter's values, a callee's results) may narrow. */
static void forget_ranges(void)
{
	epoch++;
	R->known = (PtrMap){0};
	R->bases = (PtrMap){0};
	R->cuts = 0;
}

bool ranges_argument(RangesNotes *notes, Node *arg, Type *ty, __int128 *lo, __int128 *hi)
{
	R = notes;
	Range r = is_integer(ty) ? in_type(range_of(arg), ty) : unknown;
	forget_ranges();
	R = NULL;
	if (r.known) {
		*lo = r.lo;
		*hi = r.hi;
	}
	return r.known;
}

void ranges_entry(Sym *param, __int128 lo, __int128 hi)
{
	Range **e = (Range **)ptr_map_slot(&entries, param);
	*e = alloc(sizeof **e);
	**e = interval(lo, hi);
}

/* fn's results, for every call of it (each time asked, what the new
 * answer adds to the last): only a static function's, whose
 * body no other unit can replace, and only if every return gives a
 * value (one that falls off its end gives none a caller may use). */
void ranges_results(RangesNotes *notes, Sym *fn)
{
	R = notes;
	Type *ret = fn->ty->kind == TY_FUNC ? fn->ty->base : NULL;
	if (fn->is_static && fn->kind == SYM_FUNC && ret && is_integer(ret) &&
	    !R->bare_return && R->returns.len) {
		Range r = range_of(R->returns.data[0]);
		for (int i = 1; i < R->returns.len; i++)
			r = join(r, range_of(R->returns.data[i]));
		r = in_type(r, ret);
		Range **res = (Range **)ptr_map_slot(&results, fn);
		if (r.known && !*res) {
			*res = alloc(sizeof **res);
			**res = r;
		} else if (r.known) {
			**res = meet(**res, r);	/* each holds for every call */
		}
	}
	forget_ranges();
	R = NULL;
}

/* Why n's check cannot fail, by the first proof that applies; NULL: none. */
static const char *why_proven(Node *n)
{
	if (obt_opts.keep_checks)
		return NULL;
	if (proven(n))
		return "the value ranges of the operands prove it cannot fail";
	const char *why = relations_prove(n);
	if (!why)
		why = tallies_prove(n);
	return why ? why : accumulation_prove(n);
}

Vec ranges_prove(Unit *u, RangesNotes *notes)
{
	R = notes;
	relations_resume(R->relations);
	Vec unproven = {0};
	for (int i = 0; i < R->candidates.len; i++) {
		CheckEdits *c = R->candidates.data[i];
		const char *why = why_proven(c->n);
		if (!why) {
			vec_push(&unproven, c);
			continue;
		}
		undo_edits(u, c->first, c->end);
		sites_removed(c->first, c->end, why);
	}
	/* versioning.c's questions that follow (tallies_room) are answered
	 * without the function's tests, as they always were */
	ranges_begin_function();
	return unproven;
}
