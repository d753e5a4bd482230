/*
 * rounds.c - how many rounds one run of a loop can take.
 *
 * Sums of bounded steps (accumulation.c) are bounded by the rounds of the
 * loops their updates run in. Two shapes of loop bound their own rounds,
 * whatever holds when they start:
 *
 *  - a counted loop, for (...; i < B; i++) with i written by the step
 *    alone (versioning.c finds them): each round has its own value of i,
 *    at least the least value I the condition reads and below B's greatest
 *    value M, so at most M - I rounds;
 *
 *  - a loop that shifts a variable down to a threshold, as varint
 *    encoders and bit counters do:
 *
 *	while (v >= 0x80) {		for (; v >= 0x80; v >>= 7)
 *		...				...
 *		v >>= 7;
 *	}
 *
 *    The rule (docs/semantics.md, "Loops that shift a variable down"):
 *    v is tracked (facts.c: an unaliased integer, neither volatile nor
 *    atomic); the condition, or one side of an && in it, compares v
 *    itself, in a type that holds all of v's values, with a constant:
 *    v >= C, v > C, C <= v or C < v, so that it lets a round begin only
 *    with v >= T, T >= 1 (or v != 0, or v alone, T = 1, for an unsigned
 *    v); every write of v in the loop is v >>= k, k a constant with
 *    1 <= k < the width of v's promoted type; one of them runs on every
 *    path from a round to the next test: the third clause of a for loop,
 *    or the last statement of a while loop's braced body, which holds no
 *    `continue`; no label lies in the loop.
 *    Proof: a round begins with v >= T >= 1, so v >= 0 from then on to
 *    the next test, and a shift right of a value v >= 0 gives at most v:
 *    the value at the start of round r + 1 is at most the value at the
 *    start of round r shifted right by k, at most V >> (k * (r + 1)) for
 *    V the greatest value v has where the condition reads it (what
 *    ranges.c gives, or the type's greatest). Round r can begin only if
 *    V >> (k * r) >= T: the rounds are the r >= 0 for which it holds, 9
 *    for a 64-bit v, k = 7 and T = 0x80.
 */
#include "obtcc.h"

/* The least i the condition of L reads: what ranges.c finds, or, where
 * i is declared in L's first clause and written by the step alone, its
 * first value's least (each round adds 1, and i < B keeps it from
 * wrapping), whichever is greater. */
static __int128 least_i(CountedLoop *lp, __int128 least)
{
	Sym *i = variable_of(lp->i);
	Vec writes = facts_writes(i);
	__int128 lo, hi;
	VarWrite *init = writes.len == 2 ? writes.data[0] : NULL;
	ranges_least(lp->i, &least);
	if (init && init->is_init && init->at >= lp->init_begin && init->at < lp->cond_begin &&
	    ranges_interval(init->node, &lo, &hi) && lo > least)
		return lo;
	return least;
}

/* The most rounds of a counted loop, whatever i starts from. */
static __int128 rounds_counted(CountedLoop *lp)
{
	__int128 ilo, ihi, blo, bhi;
	if (!type_bounds(lp->i->ty, &ilo, &ihi))
		return (__int128)1 << 126;
	ilo = least_i(lp, ilo);
	if (!ranges_interval(lp->bound, &blo, &bhi) || bhi > ihi)
		bhi = ihi;
	return bhi > ilo ? bhi - ilo : 0;
}

/* Bits of a type's values: its greatest value's, and a sign. */
static int width_of(Type *ty)
{
	__int128 lo, hi;
	if (!type_bounds(ty, &lo, &hi))
		return 128;
	int bits = 0;
	while (hi >> bits)
		bits++;
	return bits + (lo < 0);
}

/* The variable a condition lets a round begin only at or above a
 * threshold *t >= 1, and its read there; NULL: none. */
static Node *threshold_read(Node *cond, __int128 *t)
{
	cond = bare(cond);
	if (cond->kind == ND_LOGAND) {
		Node *v = threshold_read(cond->lhs, t);
		return v ? v : threshold_read(cond->rhs, t);
	}
	Node *var = cond, *k = NULL;
	__int128 c = 0, past = 0;	/* v >= c + past */
	switch (cond->kind) {
	case ND_GE: case ND_GT:
		var = cond->lhs, k = cond->rhs, past = cond->kind == ND_GT;
		break;
	case ND_LE: case ND_LT:
		var = cond->rhs, k = cond->lhs, past = cond->kind == ND_LT;
		break;
	case ND_NE:
		var = cond->lhs, k = cond->rhs, past = 1;
		break;
	default:		/* v alone: v != 0 */
		past = 1;
		break;
	}
	Sym *v = variable_of(var);
	if (!v || !facts_tracked(v) || (k && !eval_int(k, &c)) ||
	    !type_fits_in(v->ty, var->ty))
		return NULL;
	/* v != 0, v alone: a threshold only where no value is below 0 */
	if ((cond->kind == ND_NE || !k) && (c != 0 || !is_unsigned_int(v->ty)))
		return NULL;
	*t = c + past;
	return *t >= 1 ? var : NULL;
}

/* Is w the write v >>= k, 1 <= k < the width v is shifted in? */
static bool shifts_down(Node *w, Sym *v, __int128 *k)
{
	return w->kind == ND_COMPOUND_ASSIGN && w->op == ND_SHR && variable_of(w->lhs) == v &&
	       eval_int(w->rhs, k) && *k >= 1 && *k < width_of(w->comp_ty);
}

static bool punct_at(int i, int punct)
{
	return P.toks[i].kind == TK_PUNCT && P.toks[i].punct == punct;
}

/* Does the write w run on every path from a round of lp to its next
 * test? The third clause of a for loop, or the last statement of a while
 * loop's braced body with no `continue` in it. */
static bool ends_every_round(LoopStmt *lp, Node *w)
{
	if (lp->step)
		return bare(lp->step) == w;
	int before = w->begin - 1;
	if (!punct_at(lp->body_begin, '{') || w->end != lp->end - 2 || !punct_at(lp->end - 2, ';') ||
	    !(punct_at(before, ';') || punct_at(before, '{') || punct_at(before, '}')))
		return false;
	for (int i = lp->body_begin; i < lp->end; i++)
		if (P.toks[i].kind == TK_IDENT && P.toks[i].ident->keyword == KW_CONTINUE)
			return false;
	return true;
}

/* The rounds of a loop that shifts a variable down to a threshold. */
static bool shifted_rounds(LoopStmt *lp, __int128 *rounds)
{
	__int128 t, k, k_each = 0, lo, hi, vlo, vhi;
	Node *read = lp->cond ? threshold_read(lp->cond, &t) : NULL;
	if (!read || facts_entered_between(lp->begin, lp->end))
		return false;
	Sym *v = variable_of(read);
	Vec writes = facts_writes(v);
	for (int i = 0; i < writes.len; i++) {
		VarWrite *w = writes.data[i];
		if (w->at < lp->cond_begin || w->at >= lp->end)
			continue;	/* before the loop, or in a for loop's first clause */
		if (w->is_init || !shifts_down(w->node, v, &k))
			return false;
		if (ends_every_round(lp, w->node))
			k_each = k;
	}
	if (!k_each || !type_bounds(v->ty, &lo, &hi))
		return false;
	if (ranges_interval(read, &vlo, &vhi) && vhi < hi)
		hi = vhi;
	*rounds = 0;
	while (*rounds * k_each < 127 && hi >> (*rounds * k_each) >= t)
		++*rounds;
	return true;
}

static bool find_rounds(LoopStmt *lp, __int128 *rounds)
{
	CountedLoop counted;
	if (versioning_counted_loop(lp->body_begin, &counted) &&
	    counted.body_begin == lp->body_begin) {
		*rounds = rounds_counted(&counted);
		return true;
	}
	return shifted_rounds(lp, rounds);
}

/* A loop's rounds, worked out once while the ranges they come from hold:
 * each update in a loop asks for the rounds of every loop around it. */
typedef struct {
	unsigned epoch;
	bool known;
	__int128 rounds;
} Rounds;
static PtrMap found;		/* LoopStmt * -> Rounds * */

bool rounds_per_run(LoopStmt *lp, __int128 *rounds)
{
	Rounds **r = (Rounds **)ptr_map_slot(&found, lp);
	if (!*r || (*r)->epoch != ranges_epoch()) {
		if (!*r)
			*r = alloc(sizeof **r);
		(*r)->known = find_rounds(lp, &(*r)->rounds);
		(*r)->epoch = ranges_epoch();
	}
	*rounds = (*r)->rounds;
	return (*r)->known;
}
