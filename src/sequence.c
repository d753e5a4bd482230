/*
 * sequence.c - checked arithmetic as a sequence of temporaries.
 *
 * rewrite.c's templates put text around an operation's operands, so a
 * chain of checked operations becomes nested calls:
 *
 *   t(1) * t(2) + t(3)  ->  add(mul(t(1), t(2), s1), t(3), s2)
 *
 * Two things are wrong with that. CC evaluates a call's arguments in an
 * order of its own (gcc on x86-64: right to left), where it evaluates
 * the operands of + and * left to right: the program's side effects
 * would change order when a check is added. And a sum of N terms nests N
 * calls deep, which costs CC time and memory beyond linear, and at a
 * hundred thousand terms more stack than it has.
 *
 * So a chain -- operations each the left operand of the next, a + b - c
 * * d, or unary minus of unary minus -- is written as one statement
 * expression with a temporary per type the chain computes in, one
 * statement per operation, in order:
 *
 *   ({ T c = (t(1)); c = mul(c, (t(2)), s1); c = add(c, (t(3)), s2); c; })
 *
 * Each operand is evaluated once, in the plain text's order, and a chain
 * of N operations is N statements over a few variables (CC's register
 * allocation at -O0 is not linear in the number of variables). The frame
 * (the temporaries, the parentheses, the separators) is written once for
 * the chain; a link's own check is its template's three edits, OPEN
 * before the left value, MID for the operator and CLOSE after the right
 * operand, which a proof takes back to the plain operation
 * (`c = c + (t(3));`, `c = -c;`).
 *
 * Where nothing depends on the order (no operand has a side effect) and
 * the chain is short, the nested calls stay: they are what the proofs
 * and the rest of obtcc's output were tuned on. Statement expressions
 * exist only inside a function body; elsewhere the calls stay too. And
 * when the proofs leave a long chain without side effects only a few
 * checks (- - - ... x keeps one: past it no negation can fail), it goes
 * back to nested calls once the proofs are done (sequence_after_proofs):
 * a plain chain with a call or two is what CC compiles fastest.
 */
#include "obtcc.h"

#include <limits.h>
#include <string.h>

/* Longer chains are written flat even without side effects. */
#define FLAT_BEYOND 8

/* Orders of the frame's edits among the others at one offset (emit.c):
 * at an operator, after the closers of the operand before it (whose
 * orders are negative); just after the operator, before the openers of
 * the operand after it. */
#define AT_OPERATOR (1 << 24)
#define AFTER_OPERATOR (INT_MIN / 2)

/* A link's own edits: its check (OPEN, MID, CLOSE) and, for unary
 * minus, the frame's blank over its sign. */
typedef struct {
	Edit *open, *mid, *close, *sign;
	int depth;		/* the link's depth in check.c's walk */
} LinkEdits;

struct Chain {
	Node **links;		/* links[1..n]: the innermost operation first */
	const char **var;	/* var[k]: the temporary of link k's type; var[0]
				   holds the first operand, in link 1's type */
	int n;
	bool unary;
	bool effects;		/* an operand has side effects: it stays flat */
	Node *first;		/* the operand the chain starts from */
	int depth;		/* the root's depth in check.c's walk */
	Vec frame;		/* Edit *: the frame's */
	LinkEdits *edits;	/* [1..n] */
};

static Vec chains;		/* Chain *: the unit's, flat */

/* Can evaluating n do something another operand could see: write
 * memory, call, read a volatile object? Remembered per node, so that a
 * chain nested in another's operand is looked at once. */
static bool has_effects(Node *n)
{
	if (!n)
		return false;
	if (n->effects)
		return n->effects == 2;
	bool yes = false;
	switch (n->kind) {
	case ND_CALL: case ND_ASSIGN: case ND_COMPOUND_ASSIGN: case ND_PRE_INC: case ND_PRE_DEC:
	case ND_POST_INC: case ND_POST_DEC: case ND_STMT_EXPR: case ND_BUILTIN:
	case ND_COMPOUND_LIT: case ND_INIT_LIST:
		yes = true;
		break;
	default:
		yes = n->ty && n->ty->is_volatile && (n->kind == ND_VAR || n->kind == ND_DEREF ||
						      n->kind == ND_MEMBER || n->kind == ND_INDEX);
	}
	if (!yes) {
		check_nesting(n->tok, "expression");
		yes = has_effects(n->cond) || has_effects(n->lhs) || has_effects(n->rhs);
		for (Node *a = n->args; a && !yes; a = a->next)
			yes = has_effects(a);
	}
	n->effects = yes ? 2 : 1;
	return yes;
}

static bool is_unary(Node *n)
{
	return n->kind == ND_NEG;
}

/* An operation whose text has no parentheses of its own around it: its
 * first token is its left operand's (or its operator, for -x), its last
 * its right operand's. Only then can the frame go inside its text. */
static bool bare_text(Node *n)
{
	if (is_unary(n))
		return n->begin == n->tok - P.toks && n->end == n->lhs->end;
	return n->begin == n->lhs->begin && n->end == n->rhs->end;
}

/* The operation below n on the chain's spine: n's left operand (through
 * a conversion that needs nothing), if it is a link of n's kind. */
static Node *link_below(Node *n, bool (*link)(Node *))
{
	Node *below = n->lhs;
	if (below->kind == ND_CAST && below->is_implicit) {
		if (!silent_conversion(below))
			return NULL;
		below = below->lhs;
	}
	if (is_unary(below) != is_unary(n) || !link(below) || !bare_text(below))
		return NULL;
	return below;
}

/* One temporary per type the chain computes in, __obt_c<id>_<j>; the
 * declarations of all but the first, which the first operand
 * initializes, go in *decls. */
static void name_temporaries(Chain *c, Buf *decls)
{
	int id = fresh_id();
	Vec types = {0};
	c->var = alloc((c->n + 1) * sizeof *c->var);
	for (int k = 1; k <= c->n; k++) {
		const char *t = c_type(c->links[k]->ty);
		int j = 0;
		while (j < types.len && strcmp(types.data[j], t) != 0)
			j++;
		c->var[k] = str_fmt("__obt_c%d_%d", id, j);
		if (j == types.len) {
			vec_push(&types, (void *)t);
			if (j)
				buf_fmt(decls, " %s %s;", t, c->var[k]);
		}
	}
	c->var[0] = c->var[1];
	buf_add(decls, "", 1);
}

static int begin_offset(Node *n)
{
	return P.toks[n->begin].offset;
}

static int end_offset(Node *n)
{
	Token *t = &P.toks[n->end - 1];
	return t->offset + t->len;
}

/* Where a chain ends (its last operand's end), and the order of the
 * frame's edits there: after the closers inside that operand, before
 * those of the nodes around the chain (check.c's put_after). */
static int end_of_chain(Chain *c)
{
	return end_offset(c->unary ? c->first : c->links[c->n]->rhs);
}

static int end_order(Chain *c, int slot)
{
	int inner_depth = c->unary ? c->depth + c->n : c->depth + 1;
	return edit_order_after(inner_depth) + 1 + slot;
}

/* The unary chain's frame comes after its operand: link k's four slots
 * (its temporary, OPEN, the value below, CLOSE) follow the ")" closing
 * the first temporary. */
static int unary_slot(int k, int part)
{
	return 1 + 4 * (k - 1) + part;
}

/* The statement of link k up to its check: the first one declares the
 * other temporaries. */
static const char *statement_head(Chain *c, int k, const char *decls)
{
	return str_fmt(";%s %s = ", k == 1 ? decls : "", c->var[k]);
}

/* An edit of the chain's frame. */
static Edit *frame_edit(Unit *u, Chain *c, int offset, int end, const char *text, int order)
{
	Edit *e = add_edit(u, offset, end, text, order);
	vec_push(&c->frame, e);
	return e;
}

static void write_frame(Unit *u, Chain *c, bool discarded)
{
	Node **L = c->links;
	Buf decls = {0};
	name_temporaries(c, &decls);
	frame_edit(u, c, begin_offset(c->first), begin_offset(c->first),
		 str_fmt("__extension__ ({ %s %s = (", c_type(L[1]->ty), c->var[0]),
		 edit_order_before(c->depth));
	int end = end_of_chain(c);
	if (c->unary) {
		frame_edit(u, c, end, end, ")", end_order(c, 0));
		for (int k = 1; k <= c->n; k++) {
			Token *op = L[k]->tok;
			c->edits[k].sign = frame_edit(u, c, op->offset, op->offset + op->len, " ", 0);
			frame_edit(u, c, end, end, statement_head(c, k, decls.data),
				 end_order(c, unary_slot(k, 0)));
			frame_edit(u, c, end, end, c->var[k - 1], end_order(c, unary_slot(k, 2)));
		}
	} else {
		for (int k = 1; k <= c->n; k++) {
			Token *op = L[k]->tok;
			frame_edit(u, c, op->offset, op->offset, ")", AT_OPERATOR);
			frame_edit(u, c, op->offset, op->offset, statement_head(c, k, decls.data),
				 AT_OPERATOR + 2);
			frame_edit(u, c, op->offset, op->offset, c->var[k - 1], AT_OPERATOR + 4);
			frame_edit(u, c, op->offset + op->len, op->offset + op->len, "(", AFTER_OPERATOR);
		}
		frame_edit(u, c, end, end, ")", end_order(c, 0));
	}
	frame_edit(u, c, end, end, str_fmt("; %s%s; })", discarded ? "(void)" : "", c->var[c->n]),
		 end_order(c, c->unary ? unary_slot(c->n + 1, 0) : 2));
}

void chain_begin(Unit *u, Node *root, int depth, bool (*link)(Node *))
{
	if (root->chain || !P.fn || !link(root))
		return;
	Vec spine = {0};
	for (Node *n = root; n; n = link_below(n, link))
		vec_push(&spine, n);
	Chain *c = alloc(sizeof *c);
	c->n = spine.len;
	c->unary = is_unary(root);
	c->links = alloc((c->n + 1) * sizeof *c->links);
	for (int k = 1; k <= c->n; k++)
		c->links[k] = spine.data[c->n - k];
	c->first = c->links[1]->lhs;
	c->effects = has_effects(c->first);
	for (int k = 1; k <= c->n && !c->effects && !c->unary; k++)
		c->effects = has_effects(c->links[k]->rhs);
	if (c->n <= FLAT_BEYOND && !c->effects)
		return;
	c->depth = depth;
	c->edits = alloc((c->n + 1) * sizeof *c->edits);
	vec_push(&chains, c);
	for (int k = 1; k <= c->n; k++) {
		c->links[k]->chain = c;
		c->links[k]->link = k;
	}
	write_frame(u, c, root->discarded);
}

/* A link's check: OPEN before the value of the link below, MID for the
 * operator, CLOSE after the right operand (at the next operator, or at
 * the chain's end). Taken back by a proof, they leave the plain
 * operation: the operator itself, or "-" for unary minus. */
void chain_link(Unit *u, Node *n, Template t, int depth)
{
	Chain *c = n->chain;
	LinkEdits *le = &c->edits[n->link];
	int k = n->link;
	le->depth = depth;
	if (c->unary) {
		int end = end_of_chain(c);
		le->open = add_edit(u, end, end, t.open, end_order(c, unary_slot(k, 1)));
		le->open->plain = "-";
		le->close = add_edit(u, end, end, t.close, end_order(c, unary_slot(k, 3)));
		le->close->plain = "";
		return;
	}
	Token *op = n->tok;
	le->open = add_edit(u, op->offset, op->offset, t.open, AT_OPERATOR + 3);
	le->open->plain = "";
	le->mid = add_edit(u, op->offset, op->offset + op->len, t.mid, 0);
	int close = k < c->n ? c->links[k + 1]->tok->offset : end_of_chain(c);
	le->close = add_edit(u, close, close, t.close,
			     k < c->n ? AT_OPERATOR + 1 : end_order(c, 1));
	le->close->plain = "";
}

/* ---- back to nested calls --------------------------------------------- */

static bool still_checked(const LinkEdits *le)
{
	return le->open && le->open->text != le->open->plain;
}

/* The edit as if it had never been: its text the text it replaces. */
static void neutralize(Unit *u, Edit *e)
{
	if (e)
		e->text = str_ndup(u->text + e->offset, e->end - e->offset);
}

/* The chain as check.c writes operations that are not in one: a link's
 * OPEN before its left operand (the chain's start) or in place of its
 * sign, MID in place of its operator, CLOSE after its right operand (or
 * the sign's operand), ordered by depth as check.c orders them. The
 * edits already at an operator or a sign take the new text; the others
 * are new insertions. */
static void unflatten(Unit *u, Chain *c)
{
	for (int i = 0; i < c->frame.len; i++)
		neutralize(u, c->frame.data[i]);
	int start = begin_offset(c->first), end = end_of_chain(c);
	for (int k = 1; k <= c->n; k++) {
		LinkEdits *le = &c->edits[k];
		bool checked = still_checked(le);
		const char *open = le->open->text, *close = le->close->text;
		neutralize(u, le->open);
		neutralize(u, le->close);
		if (!checked)
			continue;
		if (c->unary) {
			le->sign->text = open;
			add_edit(u, end, end, close, edit_order_after(le->depth));
			continue;
		}
		add_edit(u, start, start, open, edit_order_before(le->depth));
		int after = end_offset(c->links[k]->rhs);
		add_edit(u, after, after, close, edit_order_after(le->depth));
	}
}

void sequence_after_proofs(Unit *u)
{
	for (int i = 0; i < chains.len; i++) {
		Chain *c = chains.data[i];
		int checked = 0;
		for (int k = 1; k <= c->n; k++)
			checked += still_checked(&c->edits[k]);
		if (!c->effects && checked <= FLAT_BEYOND)
			unflatten(u, c);
	}
}
