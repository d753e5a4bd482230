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
 *  - the innermost counted loop L around the update (versioning.c:
 *    i < B, i written by the step alone) holds every write of c after the
 *    initializer, each in L's body and in no loop within it, with no label
 *    in L: each runs at most once per round; every write is an update of
 *    c by a step e whose values lie in [lo, hi] and fit the update's
 *    computation type, which holds every value of c's type too;
 *  - the initializer comes before L, with no label between it and L's end
 *    and every loop around L around it too: each run of L starts from it;
 *  - L runs at most R rounds: each round has its own value of i, at
 *    least i's least value I where the condition reads it and below B's
 *    greatest value M, so R = M - I;
 *  - with P the sum of the steps' greatest values that are above zero
 *    and N the sum of their least values below zero, every value of c
 *    after k rounds is in [a + k * N, b + k * P]: with k = R, within c's
 *    type and each update's computation type.
 * Each update then computes the exact value, within every type it meets.
 */
#include "obtcc.h"

/* What the writes of a counter add to it in one round. */
typedef struct {
	Sym *c;
	__int128 first_lo, first_hi;	/* its initializer's values */
	__int128 up, down;		/* P and N: most added, most taken away */
	__int128 lo, hi;		/* the values the updates' types hold */
	CountedLoop loop;
} Accumulation;

static Sym *var_of(Node *n)
{
	n = bare(n);
	return n->kind == ND_VAR && n->var && n->var->kind == SYM_VAR ? n->var : NULL;
}

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

/* The write w of c, an update in L's body, in no loop within it: adds
 * its step's bounds to a's. */
static bool add_step(Accumulation *a, VarWrite *w)
{
	Node *u = w->node;
	CountedLoop *lp = &a->loop;
	if (!is_update(u) || var_of(u->lhs) != a->c || w->at < lp->body_begin ||
	    w->at >= lp->body_end || facts_in_loop_between(w->at, lp->body_begin, lp->body_end))
		return false;
	__int128 lo = 1, hi = 1;
	Type *ct = u->kind == ND_COMPOUND_ASSIGN ? u->comp_ty : promote(a->c->ty);
	if (u->kind == ND_COMPOUND_ASSIGN) {
		__int128 tlo, thi;
		if (!ranges_interval(u->rhs, &lo, &hi) || !type_bounds(ct, &tlo, &thi) || lo < tlo ||
		    hi > thi)
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
		a->up += hi;
	if (lo < 0)
		a->down += lo;
	return type_fits_in(a->c->ty, ct) && within_type(a, ct);
}

/* The accumulation n updates, if the rule's shape holds. */
static bool accumulation_of(Node *n, Accumulation *a)
{
	if (!failed_checks_stop() || !is_update(n) || !(a->c = var_of(n->lhs)) ||
	    !facts_tracked(a->c) || !versioning_counted_loop(n->begin, &a->loop))
		return false;
	CountedLoop *lp = &a->loop;
	Vec writes = facts_writes(a->c);
	VarWrite *init = writes.len ? writes.data[0] : NULL;
	if (!init || !init->is_init || init->at >= lp->cond_begin ||
	    !facts_loops_around_hold(init->at, lp->cond_begin, lp->body_end) ||
	    facts_entered_between(init->at, lp->body_end) ||
	    !ranges_interval(init->node, &a->first_lo, &a->first_hi))
		return false;
	a->up = a->down = 0;
	a->lo = -((__int128)1 << 126);
	a->hi = (__int128)1 << 126;
	if (!within_type(a, a->c->ty))
		return false;
	for (int i = 1; i < writes.len; i++) {
		VarWrite *w = writes.data[i];
		if (w->at >= lp->body_end)
			continue;	/* after L: the next run of L starts from init again */
		if (w->is_init || !add_step(a, w))
			return false;
	}
	return a->first_lo >= a->lo && a->first_hi <= a->hi;
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

/* The least i the condition of L reads: what ranges.c finds, or, where
 * i is declared in L's first clause and written by the step alone, its
 * first value's least (each round adds 1, and i < B keeps it from
 * wrapping), whichever is greater. */
static __int128 least_i(CountedLoop *lp, __int128 least)
{
	Sym *i = var_of(lp->i);
	Vec writes = facts_writes(i);
	__int128 lo, hi;
	VarWrite *init = writes.len == 2 ? writes.data[0] : NULL;
	ranges_least(lp->i, &least);
	if (init && init->is_init && init->at >= lp->init_begin && init->at < lp->cond_begin &&
	    ranges_interval(init->node, &lo, &hi) && lo > least)
		return lo;
	return least;
}

const char *accumulation_prove(Node *n)
{
	Accumulation a;
	__int128 ilo, ihi, blo, bhi;
	if (!accumulation_of(n, &a) || !type_bounds(a.loop.i->ty, &ilo, &ihi))
		return NULL;
	ilo = least_i(&a.loop, ilo);
	if (!ranges_interval(a.loop.bound, &blo, &bhi) || bhi > ihi)
		bhi = ihi;
	__int128 rounds = bhi > ilo ? bhi - ilo : 0;
	return rounds <= room_of(&a) ? "its steps are bounded, and so are the rounds of its loop"
				     : NULL;
}

bool accumulation_room(Node *n, int cond_begin, __int128 *room)
{
	Accumulation a;
	if (!accumulation_of(n, &a) || a.loop.cond_begin != cond_begin)
		return false;
	*room = room_of(&a);
	/* room for one round (a step as wide as the type) would put a test
	 * before the loop that passes only where it runs once: no gain */
	return *room > 1;
}
