/*
 * accumulation.c - sums of bounded steps, in a loop of bounded rounds.
 *
 * Encoders and parsers count and add up as they go:
 *
 *	size_t n = 0, total = 0;
 *	for (i = 0; i < 16; i++) {
 *		out[n++] = in[i];
 *		total += in[i];		(in[i] an unsigned char)
 *	}
 *
 * Each round moves n by 1 and total by at most 255, and there are at
 * most 16 rounds, so n <= 16 and total <= 16 * 255 wherever they are
 * updated: no check of the updates can fail. The step may be any
 * expression whose values ranges.c bounds, a static function's result
 * too (len += put_varint(...)). Where the rounds are bounded only at run
 * time (i < n, n a size_t), versioning.c tests before the loop that they
 * are few enough, as for tallies.c's counters.
 *
 * The rule (docs/semantics.md, "Bounded accumulation"), for a check of
 * an update of a variable c (c += e, c -= e, ++, --) in the trap modes:
 *  - c is tracked (facts.c: an unaliased integer, neither volatile nor
 *    atomic), declared with an initializer whose values lie in [a, b];
 *  - a loop L around the update whose rounds rounds.c bounds (a counted
 *    loop, or one that shifts a variable down to a threshold; the
 *    innermost for which the rest holds) holds every write of c after
 *    the initializer, each in L's body, with no label in L: each runs at
 *    most once per round, or, inside loops within the body, at most the
 *    product of their rounds (one more for what is in a loop's clauses);
 *    every write is an update of c by a step e whose values lie in
 *    [lo, hi] and fit the update's computation type, which holds every
 *    value of c's type too;
 *  - the initializer comes before L, with no label between it and L's end
 *    and every loop around L around it too: each run of L starts from it;
 *  - L runs at most R rounds (rounds.c);
 *  - with P the sum of the steps' greatest values that are above zero
 *    and N the sum of their least values below zero, each times its
 *    runs in a round, every value of c after k rounds is in
 *    [a + k * N, b + k * P]: with k = R, within c's type and each
 *    update's computation type.
 * Each update then computes the exact value, within every type it meets.
 */
#include "obtcc.h"

#include <limits.h>

/* What the writes of a counter add to it in one round. */
typedef struct {
	Sym *c;
	__int128 first_lo, first_hi;	/* its initializer's values */
	__int128 up, down;		/* P and N: most added, most taken away */
	__int128 lo, hi;		/* the values the updates' types hold */
	LoopStmt *loop;			/* L */
	__int128 rounds;		/* of one run of L, at most */
} Accumulation;

enum {
	/* Past this many runs of an update per round of L (the rounds of the
	 * loops between them multiplied), or steps this far from zero, the
	 * sums are not worth the care of keeping them exact. */
	MAX_RUNS_PER_ROUND = 1 << 30,
};
#define MAX_STEP ((__int128)1 << 80)

static bool is_update(Node *w)
{
	switch (w->kind) {
	case ND_PRE_INC: case ND_POST_INC: case ND_PRE_DEC: case ND_POST_DEC:
		return true;
	case ND_COMPOUND_ASSIGN:
		return w->op == ND_ADD || w->op == ND_SUB;
	default:
		return false;
	}
}

/* Narrows [a->lo, a->hi] to what ty holds. */
static bool within_type(Accumulation *a, Type *ty)
{
	__int128 lo, hi;
	if (!type_bounds(ty, &lo, &hi))
		return false;
	if (lo > a->lo)
		a->lo = lo;
	if (hi < a->hi)
		a->hi = hi;
	return true;
}

/* How many times token `at` can run in one round of L (L NULL: in one
 * run of the function): once, or, within loops inside L's body, the
 * product of their rounds (one more for a loop's condition and clauses,
 * which run once more than its body). 0: unknown. */
static __int128 runs_per_round(LoopStmt *L, int at)
{
	__int128 runs = 1, rounds;
	for (LoopStmt *in = facts_loop_around(at); in && in != L; in = in->outer) {
		if (!rounds_per_run(in, &rounds))
			return 0;
		runs *= at >= in->body_begin ? rounds : rounds + 1;
		if (runs > MAX_RUNS_PER_ROUND)
			return 0;
	}
	return runs;
}

/* The write w of c, an update in L's body: adds its step's bounds, times
 * the runs it can have in a round, to a's. */
static bool add_step(Accumulation *a, VarWrite *w)
{
	Node *u = w->node;
	LoopStmt *L = a->loop;
	__int128 runs;
	if (!is_update(u) || variable_of(u->lhs) != a->c ||
	    (L && (w->at < L->body_begin || w->at >= L->end)) || !(runs = runs_per_round(L, w->at)))
		return false;
	__int128 lo = 1, hi = 1;
	Type *ct = u->kind == ND_COMPOUND_ASSIGN ? u->comp_ty : promote(a->c->ty);
	if (u->kind == ND_COMPOUND_ASSIGN) {
		__int128 tlo, thi;
		if (!ranges_interval(u->rhs, &lo, &hi) || !type_bounds(ct, &tlo, &thi) || lo < tlo ||
		    hi > thi || lo <= -MAX_STEP || hi >= MAX_STEP)
			return false;
	}
	bool down = u->kind == ND_PRE_DEC || u->kind == ND_POST_DEC ||
		    (u->kind == ND_COMPOUND_ASSIGN && u->op == ND_SUB);
	if (down) {
		__int128 t = lo;
		lo = -hi;
		hi = -t;
	}
	if (hi > 0)
		a->up += hi * runs;
	if (lo < 0)
		a->down += lo * runs;
	return type_fits_in(a->c->ty, ct) && within_type(a, ct);
}

/* The first write of a->c, if it is its initializer, not entered but
 * from before it (no label from there on to token `end`), and its
 * values; adds up the steps of the writes after it, before `end`, each
 * an update. */
static bool sum_steps(Accumulation *a, int end)
{
	Vec writes = facts_writes(a->c);
	VarWrite *init = writes.len ? writes.data[0] : NULL;
	LoopStmt *L = a->loop;
	if (!init || !init->is_init || (L && init->at >= L->cond_begin) ||
	    (L && !facts_loops_around_hold(init->at, L->cond_begin, L->end)) ||
	    facts_entered_between(init->at, end) ||
	    !ranges_interval(init->node, &a->first_lo, &a->first_hi))
		return false;
	a->up = a->down = 0;
	a->lo = -((__int128)1 << 126);
	a->hi = (__int128)1 << 126;
	if (!within_type(a, a->c->ty))
		return false;
	for (int i = 1; i < writes.len; i++) {
		VarWrite *w = writes.data[i];
		if (w->at >= end)
			continue;	/* after L: the next run of L starts from init again */
		if (w->is_init || !add_step(a, w))
			return false;
	}
	return a->first_lo >= a->lo && a->first_hi <= a->hi;
}

/* Does the rule's shape hold for a->c with L its loop? The answer is
 * the same for every update of c in L: worked out once, while the ranges
 * it comes from hold (a loop of n updates would take n^2 steps). */
typedef struct {
	unsigned epoch;
	bool holds;
	Accumulation a;
} Holds;
static PtrMap holds_by_var;	/* Sym * -> PtrMap * of LoopStmt * -> Holds * */

static bool holds_in(LoopStmt *L, Accumulation *a)
{
	PtrMap **by_loop = (PtrMap **)ptr_map_slot(&holds_by_var, a->c);
	if (!*by_loop)
		*by_loop = alloc(sizeof **by_loop);
	Holds **h = (Holds **)ptr_map_slot(*by_loop, L);
	if (!*h || (*h)->epoch != ranges_epoch()) {
		if (!*h)
			*h = alloc(sizeof **h);
		a->loop = L;
		(*h)->holds = rounds_per_run(L, &a->rounds) && sum_steps(a, L->end);
		(*h)->a = *a;
		(*h)->epoch = ranges_epoch();
	}
	*a = (*h)->a;
	return (*h)->holds;
}

/* The most rounds the accumulation stays within its types for. */
static __int128 room_of(Accumulation *a)
{
	__int128 room = (__int128)1 << 126;
	if (a->up > 0 && (a->hi - a->first_hi) / a->up < room)
		room = (a->hi - a->first_hi) / a->up;
	if (a->down < 0 && (a->first_lo - a->lo) / -a->down < room)
		room = (a->first_lo - a->lo) / -a->down;
	return room;
}

/* The accumulation n updates, in the innermost loop around it for which
 * the rule's shape holds and, where proven is set, its rounds are few
 * enough; or in the loop whose condition begins at cond_begin. */
static bool accumulation_of(Node *n, Accumulation *a, int cond_begin, bool proven)
{
	if (!failed_checks_stop() || !is_update(n) || !(a->c = variable_of(n->lhs)) ||
	    !facts_tracked(a->c))
		return false;
	for (LoopStmt *L = facts_loop_around(n->begin); L; L = L->outer) {
		if (cond_begin >= 0 && L->cond_begin != cond_begin)
			continue;
		if (holds_in(L, a) && (!proven || a->rounds <= room_of(a)))
			return true;
	}
	return false;
}

const char *accumulation_prove(Node *n)
{
	Accumulation a;
	return accumulation_of(n, &a, -1, true)
		       ? "its steps are bounded, and so are the rounds of its loop"
		       : NULL;
}

bool accumulation_room(Node *n, int cond_begin, __int128 *room)
{
	Accumulation a;
	if (!accumulation_of(n, &a, cond_begin, false))
		return false;
	*room = room_of(&a);
	/* room for one round (a step as wide as the type) would put a test
	 * before the loop that passes only where it runs once: no gain */
	return *room > 1;
}

bool accumulation_hull(Sym *c, __int128 *lo, __int128 *hi)
{
	Accumulation a = {.c = c};
	if (!failed_checks_stop() || !facts_tracked(c))
		return false;
	Vec writes = facts_writes(c);
	VarWrite *init = writes.len ? writes.data[0] : NULL;
	if (!init || facts_loop_around(init->at) || !sum_steps(&a, INT_MAX))
		return false;
	*lo = a.first_lo + a.down;
	*hi = a.first_hi + a.up;
	return *lo >= a.lo && *hi <= a.hi;
}
