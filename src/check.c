/*
 * check.c - the OBT rules over typed expressions (SEMANTICS.md 2-6).
 *
 * The parser hands over every full expression once it is typed. This file
 * decides, node by node, what the overflow behaviour of each operation and
 * conversion demands: a check (trap), two's-complement wrap-around (signed
 * wrap), clamping (sat), or nothing; diagnoses what the typing rules
 * forbid; and records the rewrite as edits (see rewrite.c for the text).
 *
 * Handler labels are collected per function: every label a check jumps to
 * must be defined in the function, and the jump must not enter the scope
 * of a cleanup variable or a VLA.
 */
#include "obtcc.h"

#include <string.h>

static Unit *U;
static Vec removed;		/* byte ranges (Edit *) other edits delete */

typedef struct {
	Ident *name;
	Token *tok;
	Vec scope;		/* cleanup / VLA variables in scope there */
	bool name_only;		/* a reference: the label must exist, no jump */
} LabelPoint;

static Vec referenced_labels;	/* Ident *: every label an OBT names */

static struct {
	Sym *fn;
	Vec defs, uses;		/* LabelPoint * */
} F;

/* ---- edits ------------------------------------------------------------- */

static int start_of(Node *n)
{
	return P.toks[n->begin].offset;
}

static int end_of(Node *n)
{
	Token *t = &P.toks[n->end - 1];
	return t->offset + t->len;
}

/* Text before a node: outer nodes' text goes first. */
static void put_before(Node *n, const char *s, int depth)
{
	add_edit(U, start_of(n), start_of(n), s, edit_order_before(depth));
}

/* Text after a node: inner nodes' text goes first, and all of it before
 * anything that starts at the same place. */
static void put_after(Node *n, const char *s, int depth)
{
	add_edit(U, end_of(n), end_of(n), s, edit_order_after(depth));
}

static void replace_tokens(Token *from, Token *to, const char *s)
{
	add_edit(U, from->offset, to->offset + to->len, s, 0);
}

static void remove_range(int from, int to, const char *s)
{
	add_edit(U, from, to, s, 0)->swallows = true;
	Edit *e = alloc(sizeof *e);
	e->offset = from;
	e->end = to;
	vec_push(&removed, e);
}

/* ---- small helpers ----------------------------------------------------- */

static const char *int128_str(__int128 v, bool is_unsigned)
{
	char buf[64], *p = buf + sizeof buf;
	*--p = 0;
	unsigned __int128 u = is_unsigned || v >= 0 ? (unsigned __int128)v
						    : -(unsigned __int128)v;
	do
		*--p = '0' + (int)(u % 10);
	while ((u /= 10));
	if (!is_unsigned && v < 0)
		*--p = '-';
	return str_ndup(p, strlen(p));
}

/* A constant's value as C text of type ty. */
static const char *literal(__int128 v, Type *ty)
{
	const char *t = type_c_spelling(strip_ob(ty));
	if (is_unsigned_int(ty)) {
		unsigned __int128 u = (unsigned __int128)v;
		if (u >> 64)
			return str_fmt("((%s)(((unsigned __int128)%lluULL << 64) | %lluULL))", t,
				       (unsigned long long)(u >> 64), (unsigned long long)u);
		return str_fmt("((%s)%lluULL)", t, (unsigned long long)u);
	}
	if (v < INT64_MIN || v > INT64_MAX)
		return str_fmt("((%s)(((__int128)%lldLL << 64) | %lluULL))", t,
			       (long long)(v >> 64), (unsigned long long)v);
	if (v == INT64_MIN)
		return str_fmt("((%s)(-9223372036854775807LL - 1))", t);
	return str_fmt("((%s)%lldLL)", t, (long long)v);
}

static const char *source_text(Node *n)
{
	const char *s = U->text + start_of(n);
	int len = end_of(n) - start_of(n);
	if (memchr(s, '\n', len))
		return NULL;
	return str_ndup(s, len);
}

static int bitfield_width(Node *lv)
{
	lv = bare(lv);
	if (lv->kind == ND_MEMBER && lv->member && lv->member->bit_width >= 0)
		return lv->member->bit_width;
	return -1;
}

/* Can converting from -> to (to a bit-field of width bfw) change a value? */
static bool conversion_can_change(Type *from, Type *to, int bfw)
{
	int fb = int_bits(from), tb = bfw >= 0 ? bfw : int_bits(to);
	bool fs = is_signed_int(from), ts = is_signed_int(to);
	if (fs == ts)
		return tb < fb;
	if (!fs && ts)
		return tb <= fb;
	return true;
}

/* ---- labels ------------------------------------------------------------ */

static Vec scope_snapshot(void)
{
	Vec v = {0};
	for (int i = 0; i < P.bindings.len; i++) {
		Sym *s = P.bindings.data[i];
		if (s->kind == SYM_VAR && (s->has_cleanup || (s->ty->kind == TY_ARRAY && s->ty->is_vla)))
			vec_push(&v, s);
	}
	return v;
}

static LabelPoint *label_point(Ident *name, Token *t)
{
	LabelPoint *lp = alloc(sizeof *lp);
	lp->name = name;
	lp->tok = t;
	lp->scope = scope_snapshot();
	return lp;
}

static bool label_referenced(Ident *name)
{
	for (int i = 0; i < referenced_labels.len; i++)
		if (referenced_labels.data[i] == name)
			return true;
	return false;
}

/* overflow_behavior(trap, L) names L: inside a function that is a use of
 * L, which must then be defined, as Clang has it. */
void obt_note_label_reference(Ident *label, Token *at)
{
	if (!label_referenced(label))
		vec_push(&referenced_labels, label);
	if (!F.fn)
		return;
	LabelPoint *lp = label_point(label, at);
	lp->name_only = true;
	vec_push(&F.uses, lp);
}

/* A label an OBT names counts as used even when no check jumps to it
 * (no check fails there, or -fobt=none): CC must not call it unused. */
void obt_note_label(Token *label)
{
	if (!F.fn)
		return;
	vec_push(&F.defs, label_point(label->ident, label));
	if (label_referenced(label->ident)) {
		Token *colon = label + 1;
		add_edit(U ? U : P.u, colon->offset + 1, colon->offset + 1,
			 " __attribute__((__unused__))", 0);
	}
}

/* The label a failing check of these types jumps to: the label of a
 * labelled trap type among them, else the function's __overflow_label. */
static Ident *label_for(Token *at, Type *a, Type *b)
{
	if (obt_opts.mode == OBT_MODE_NONE)
		return NULL;
	Ident *la = a && a->ob == OB_TRAP ? a->ob_label : NULL;
	Ident *lb = b && b->ob == OB_TRAP ? b->ob_label : NULL;
	if (la && lb && la != lb)
		error_at(at->loc, "conflicting overflow handler labels '%s' and '%s'", la->name, lb->name);
	Ident *l = la ? la : lb;
	if (!l && F.fn)
		l = F.fn->overflow_label;
	if (l && F.fn)
		vec_push(&F.uses, label_point(l, at));
	if (!l && F.fn && obt_opts.require_label)
		error_at(at->loc, "overflow check in function '%s' has no handler label "
			 "(-fobt-require-label)", F.fn->name->name);
	return l;
}

void obt_begin_function(Sym *fn)
{
	F.fn = fn;
	diag_enter_function(fn->name->name);
	sites_enter_function(fn->name->name);
	F.defs = (Vec){0};
	F.uses = (Vec){0};
	if (fn->overflow_label && !label_referenced(fn->overflow_label))
		vec_push(&referenced_labels, fn->overflow_label);
}

void obt_abandon_function(void)
{
	F.fn = NULL;
	diag_enter_function(NULL);
	sites_enter_function(NULL);
}

static LabelPoint *find_def(Ident *name)
{
	for (int i = 0; i < F.defs.len; i++) {
		LabelPoint *d = F.defs.data[i];
		if (d->name == name)
			return d;
	}
	return NULL;
}

/* A label the function does not define is reported once: where a
 * declaration names it if one does, else at its first check. */
static void undeclared_labels(void)
{
	Vec reported = {0};
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < F.uses.len; i++) {
			LabelPoint *use = F.uses.data[i];
			if (use->name_only != (pass == 0) || find_def(use->name) ||
			    vec_has(&reported, use->name))
				continue;
			error_at(use->tok->loc, "use of undeclared label '%s'", use->name->name);
			vec_push(&reported, use->name);
		}
	}
}

void obt_end_function(void)
{
	undeclared_labels();
	for (int i = 0; i < F.uses.len; i++) {
		LabelPoint *use = F.uses.data[i];
		LabelPoint *def = find_def(use->name);
		if (!def)
			continue;
		if (use->name_only)
			continue;
		for (int j = 0; j < def->scope.len; j++) {
			Sym *s = def->scope.data[j];
			if (vec_has(&use->scope, s))
				continue;
			error_at(use->tok->loc, "cannot jump from this overflow check to label '%s'",
				 use->name->name);
			note_at(s->tok->loc, "the jump enters the scope of '%s', %s", s->name->name,
				s->has_cleanup ? "which has a cleanup attribute"
					       : "a variable-length array");
			break;
		}
	}
	F.fn = NULL;
	diag_enter_function(NULL);
	sites_enter_function(NULL);
}

/* ---- idiom exclusions (section 6) ------------------------------------- */

static bool same_expr(Node *a, Node *b)
{
	a = bare(a);
	b = bare(b);
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case ND_VAR: return a->var == b->var;
	case ND_NUM: return a->val == b->val;
	case ND_MEMBER:
		return a->member == b->member && a->is_arrow == b->is_arrow && same_expr(a->lhs, b->lhs);
	case ND_DEREF: return same_expr(a->lhs, b->lhs);
	case ND_INDEX: return same_expr(a->lhs, b->lhs) && same_expr(a->rhs, b->rhs);
	case ND_CALL: {
		if (!same_expr(a->lhs, b->lhs))
			return false;
		Node *x = a->args, *y = b->args;
		for (; x && y; x = x->next, y = y->next)
			if (!same_expr(x, y))
				return false;
		return !x && !y;
	}
	case ND_CAST:
		return same_type_ignoring_ob(a->ty, b->ty) && same_expr(a->lhs, b->lhs);
	default:
		return false;
	}
}

/* A + B < A, A + B < B, A > A + B, ...: the add tests for overflow. */
static void overflow_test_idiom(Node *cmp)
{
	if (cmp->kind != ND_LT && cmp->kind != ND_GT)
		return;
	Node *sum = bare(cmp->kind == ND_LT ? cmp->lhs : cmp->rhs);
	Node *other = cmp->kind == ND_LT ? cmp->rhs : cmp->lhs;
	if (sum->kind != ND_ADD || !is_integer(sum->ty))
		return;
	int pattern = is_unsigned_int(sum->ty) ? PAT_ADD_UNSIGNED_TEST : PAT_ADD_SIGNED_TEST;
	if ((obt_opts.patterns & pattern) &&
	    (same_expr(sum->lhs, other) || same_expr(sum->rhs, other)))
		sum->excluded = true;
}

/* A value tested for truth converts to _Bool: no check (C defines it), but
 * the behaviour is dropped, which the conversion warnings report. */
static void truth_value(Node *n)
{
	if (is_integer(n->ty) && written_ob(n->ty))
		warning_at(P.toks[n->begin].loc, "implicit-overflow-behavior-conversion",
			   "implicit conversion from %s to '_Bool' discards overflow behavior",
			   quoted_type(n->ty));
}

void obt_condition(Node *cond, bool is_while)
{
	truth_value(cond);
	Node *n = bare(cond);
	if (is_while && n->kind == ND_POST_DEC && (obt_opts.patterns & PAT_POST_DECR_WHILE) &&
	    is_integer(n->ty) && is_unsigned_int(n->ty))
		n->excluded = true;
}

static bool negated_unsigned_constant(Node *neg)
{
	Node *x = bare(neg->lhs);
	return (obt_opts.patterns & PAT_NEG_UNSIGNED_CONST) && x->kind == ND_NUM &&
	       is_unsigned_int(x->ty);
}

/* ---- typing rules (section 4) ----------------------------------------- */

static const char *ctx_verb(ConvCtx ctx, Type *to, Type *from)
{
	const char *t = quoted_type(to), *f = quoted_type(from);
	switch (ctx) {
	case CTX_INIT: return str_fmt("initializing %s with an expression of type %s", t, f);
	case CTX_ARG: return str_fmt("passing %s to parameter of type %s", f, t);
	case CTX_RETURN: return str_fmt("returning %s from a function with result type %s", f, t);
	default: return str_fmt("assigning to %s from %s", t, f);
	}
}

static bool incompatible_ob(ObKind a, ObKind b)
{
	return a && b && a != b;
}

/* A node's source text, for the diagnostic's underline. */
static Loc node_loc(Node *n)
{
	return range_loc(&P.toks[n->begin], &P.toks[n->end > n->begin ? n->end - 1 : n->begin]);
}

static void discards_warnings(Node *n, Type *from, Type *to)
{
	Loc loc = node_loc(n);
	const char *f = quoted_type(from), *t = quoted_type(to);
	bool pedantic = from->ob == OB_WRAP && is_unsigned_int(from) && is_unsigned_int(to);
	switch (n->ctx) {
	case CTX_ASSIGN: case CTX_INIT:
		warning_at(loc, pedantic ? "implicit-overflow-behavior-conversion-assignment-pedantic"
					 : "implicit-overflow-behavior-conversion-assignment",
			   "implicit conversion from %s to %s during assignment discards "
			   "overflow behavior", f, t);
		break;
	case CTX_ARG:
		warning_at(loc, pedantic ? "implicit-overflow-behavior-conversion-function-boundary-pedantic"
					 : "implicit-overflow-behavior-conversion-function-boundary",
			   "passing argument of type %s to parameter of type %s discards "
			   "overflow behavior at function boundary", f, t);
		/* C also reports the conversion itself */
		__attribute__((fallthrough));
	default:
		warning_at(loc, pedantic ? "implicit-overflow-behavior-conversion-pedantic"
					 : "implicit-overflow-behavior-conversion",
			   "implicit conversion from %s to %s discards overflow behavior", f, t);
	}
}

/* After a diagnostic about an argument, where its parameter is declared,
 * as Clang says it. */
static void note_parameter(Node *n)
{
	if (n->ctx != CTX_ARG || !n->param || !n->param->tok)
		return;
	if (n->param->name)
		note_at(n->param->tok->loc, "passing argument to parameter '%s' here",
			n->param->name->name);
	else
		note_at(n->param->tok->loc, "passing argument to parameter here");
}

/* A function pointer whose parameter or result differs from the
 * function's only in overflow behaviour: which one, and the pointer type
 * that would take the function. */
static void note_function_mismatch(Loc loc, Type *to_fn, Type *from_fn, Type *from)
{
	if (to_fn->kind != TY_FUNC || from_fn->kind != TY_FUNC)
		return;
	if (!types_identical(to_fn->base, from_fn->base)) {
		note_at(loc, "the result type is %s here and %s in the pointer's type; "
			"declare the pointer as %s", quoted_type(from_fn->base),
			quoted_type(to_fn->base), quoted_type(from));
		return;
	}
	Param *a = to_fn->params, *b = from_fn->params;
	for (int i = 1; a && b; a = a->next, b = b->next, i++) {
		if (types_identical(a->ty, b->ty))
			continue;
		note_at(loc, "parameter %d has type %s here and %s in the pointer's type; "
			"declare the pointer as %s", i, quoted_type(b->ty), quoted_type(a->ty),
			quoted_type(from));
		return;
	}
}

/* A constant stored into a plain object has no behaviour left to lose:
 * as Clang, no word on short x = (int __ob_wrap)100000 (an argument still
 * draws the function-boundary warning, as in Clang). */
static bool stored_constant(Node *n)
{
	__int128 v;
	return (n->ctx == CTX_ASSIGN || n->ctx == CTX_INIT) && eval_int(n->lhs, &v);
}

/* The rules for a conversion as if by assignment. */
static void assignment_rules(Node *n)
{
	Type *from = n->lhs->ty, *to = n->ty;
	Loc loc = node_loc(n);
	if (is_integer(from) && is_integer(to)) {
		if (incompatible_ob(written_ob(from), written_ob(to))) {
			error_at(loc, "%s with incompatible overflow behavior types ('%s' and '%s')",
				 ctx_verb(CTX_ASSIGN, to, from), ob_name(to->ob), ob_name(from->ob));
			note_parameter(n);
		} else if (written_ob(from) && !to->ob && !stored_constant(n)) {
			discards_warnings(n, from, to);
		}
		return;
	}
	if (from->kind != TY_PTR || to->kind != TY_PTR)
		return;
	Type *fb = unqualified(from->base), *tb = unqualified(to->base);
	if (types_compatible(fb, tb) || !same_type_ignoring_ob(fb, tb))
		return;
	ObKind fa = written_ob(from->base), ta = written_ob(to->base);
	if (fa != ta && !incompatible_ob(fa, ta)) {
		if (warning_level("incompatible-pointer-types-discards-overflow-behavior") == WARN_OFF)
			return;
		warning_at(loc, "incompatible-pointer-types-discards-overflow-behavior",
			   "%s discards overflow behavior", ctx_verb(n->ctx, to, from));
	} else if (fa != ta) {
		error_at(loc, "%s with incompatible overflow behavior types ('%s' and '%s')",
			 ctx_verb(n->ctx, to, from), ob_name(ta), ob_name(fa));
	} else {	/* deeper: int (*)(int __ob_trap) from int (*)(int) */
		error_at(loc, "incompatible pointer types %s: their overflow behaviors differ",
			 ctx_verb(n->ctx, to, from));
		note_function_mismatch(loc, to->base, from->base, from);
	}
	note_parameter(n);
}

/* ---- the walk ---------------------------------------------------------- */

static bool static_context;	/* no code runs: nothing is rewritten */
static bool unevaluated;	/* nor is the value ever computed (sizeof) */
static void walk(Node *n, int depth);

/* The edits from `first` on are n's check: facts.c and ranges.c may undo
 * them if they prove it cannot fail. */
static void note_check_edits(Node *n, int first)
{
	if (n->loop_fact)
		facts_note_edits(n->loop_fact, n, first, U->edits.len);
	if (!static_context)
		ranges_note_check(n, first, U->edits.len);
}

/* Marks a node whose value is thrown away (walk passes it on to the
 * operands of commas and ?: whose values are thrown away too). */
static void mark_discarded(Node *n)
{
	n->discarded = true;
	while (n->kind == ND_CAST && n->is_implicit) {
		n = n->lhs;
		n->discarded = true;
	}
}

/* A failing check needs a site for its report, unless it jumps to a label
 * without reporting. */
static const char *check_site(Ident *label, Node *n, Token *at, ObtOp op, Type *ty, Type *from,
			      int bfw)
{
	record_site(P.u, n, at, op, ty, from, label);
	if (label && obt_opts.mode != OBT_MODE_WARN)
		return NULL;
	return new_site(at, op, ty, from, bfw);
}

/* Does an operation of this type need rewriting at all? Unsigned wrap is
 * what C does already, as are / and % of unsigned types. */
static bool arith_needs_rewrite(NodeKind op, Type *ty)
{
	if (!is_integer(ty) || !ty->ob)
		return false;
	if (ty->ob == OB_TRAP && obt_opts.mode == OBT_MODE_NONE)
		return false;
	if ((op == ND_DIV || op == ND_MOD) && !is_signed_int(ty))
		return false;	/* never overflows */
	if (ty->ob == OB_WRAP)
		return is_signed_int(ty);
	return true;
}

/* A constant operation of a trap type that overflows is an error; a
 * constant one of another behaviour in a static initializer becomes its
 * value, which CC could otherwise not fold without warnings. Returns
 * true if the node is settled. */
static bool constant_arith(Node *n, NodeKind op)
{
	__int128 a, b = 0;
	if (!eval_int(n->lhs, &a) || (op != ND_NEG && !eval_int(n->rhs, &b)))
		return false;
	Type *ty = n->ty;
	if (ty->ob == OB_TRAP && constant_overflows(op, a, b, ty)) {
		bool u = is_unsigned_int(ty);
		const char *sym = op == ND_ADD ? "+" : op == ND_SUB ? "-" : op == ND_MUL ? "*" :
				  op == ND_DIV ? "/" : "%";
		Loc loc = original_loc(n->tok);
		if (op == ND_NEG)
			error_at(loc, "overflow in constant expression: -(%s) does not fit %s",
				 int128_str(a, u), quoted_type(ty));
		else
			error_at(loc, "overflow in constant expression: %s %s %s does not fit %s",
				 int128_str(a, u), sym, int128_str(b, u), quoted_type(ty));
		return true;
	}
	if (ty->ob != OB_TRAP && constant_overflows(op, a, b, ty))
		excuse_range(&P.toks[n->begin], &P.toks[n->end - 1]);
	if (!static_context)
		return false;
	__int128 v;
	if (ty->ob != OB_TRAP && eval_int(n, &v))
		remove_range(start_of(n), end_of(n), literal(v, ty));
	return true;
}

static void arith(Node *n, int depth)
{
	NodeKind op = n->kind == ND_NEG ? ND_NEG : n->kind;
	Type *ty = n->ty;
	if (!arith_needs_rewrite(op, ty))
		return;
	if (constant_arith(n, op))
		return;
	if (static_context)
		return;
	if (n->excluded || (op == ND_NEG && ty->ob == OB_TRAP && negated_unsigned_constant(n))) {
		/* The idiom tests for wrap-around: give it the wrapped value. */
		if (is_signed_int(ty) && ty->ob == OB_TRAP) {
			Type *w = with_ob(ty, OB_WRAP, NULL);
			Template t = tpl_arith(op, w, NULL, NULL);
			if (op == ND_NEG) {
				replace_tokens(n->tok, n->tok, t.open);
			} else {
				put_before(n->lhs, t.open, depth);
				replace_tokens(n->tok, n->tok, t.mid);
			}
			put_after(op == ND_NEG ? n->lhs : n->rhs, t.close, depth);
		}
		return;
	}
	Ident *label = ty->ob == OB_TRAP ? label_for(n->tok, bare(n->lhs)->ty,
						  n->rhs ? bare(n->rhs)->ty : NULL) : NULL;
	const char *site = ty->ob == OB_TRAP ? check_site(label, n, n->tok, obt_op(op), ty, NULL, -1)
					     : NULL;
	Template t = tpl_arith(op, ty, site, label);
	if (n->chain) {
		chain_link(U, n, t, depth);
		return;
	}
	if (op == ND_NEG) {
		replace_tokens(n->tok, n->tok, t.open);
		put_after(n->lhs, t.close, depth);
		return;
	}
	put_before(n->lhs, t.open, depth);
	replace_tokens(n->tok, n->tok, t.mid);
	put_after(n->rhs, t.close, depth);
}

/* Is n an operation sequence.c may put into a flat chain: one arith()
 * rewrites with a template, in a function body, its operands typed and
 * not both constant (constant_arith's to judge)? */
static bool chain_link_ok(Node *n)
{
	NodeKind op = n->kind;
	bool unary = op == ND_NEG;
	if (!unary && op != ND_ADD && op != ND_SUB && op != ND_MUL && op != ND_DIV && op != ND_MOD)
		return false;
	if (!is_integer(n->ty) || sat_exact(n->ty) || static_context || n->excluded ||
	    !arith_needs_rewrite(op, n->ty))
		return false;
	if (unary && n->ty->ob == OB_TRAP && negated_unsigned_constant(n))
		return false;
	if (n->lhs->ty->kind == TY_UNKNOWN || (!unary && n->rhs->ty->kind == TY_UNKNOWN))
		return false;
	__int128 v;
	return !eval_int(n->lhs, &v) || (!unary && !eval_int(n->rhs, &v));
}

/* What a conversion from -> to needs: 0 nothing, 'c' a check, 's' a
 * clamp. Wrap on either side wins: it is how a programmer says that a
 * truncation is intended. */
static int conversion_kind(Type *from, Type *to, int bfw)
{
	if (!is_integer(from) || !is_integer(to) || to->kind == TY_BOOL)
		return 0;
	if (from->ob == OB_WRAP || to->ob == OB_WRAP)
		return 0;
	if (!conversion_can_change(from, to, bfw))
		return 0;
	if (to->ob == OB_SAT)
		return 's';
	if ((from->ob == OB_TRAP || to->ob == OB_TRAP) && obt_opts.mode != OBT_MODE_NONE)
		return 'c';
	return 0;
}

/* After a diagnostic of a constant whose conversion changes its value:
 * how to write the value if it is the one meant. */
static void note_meant_value(Loc loc, Node *value, Type *from, Type *to, __int128 v)
{
	__int128 w = wrap_to_type(v, to);
	Type *plain = strip_ob(unqualified(to));
	const char *suffix = plain->kind == TY_UINT ? "U" : plain->kind == TY_ULONG ? "UL" :
			     plain->kind == TY_ULLONG ? "ULL" : NULL;
	const char *text = source_text(value);
	Buf b = {0};
	buf_fmt(&b, "if %s is meant, ", int128_str(w, is_unsigned_int(to)));
	if (suffix && is_signed_int(from) && v < 0)
		buf_fmt(&b, "write an unsigned constant (-1%s, ~0x7C%s), or ", suffix, suffix);
	if (is_unsigned_int(to) && w == wrap_to_type(-1, to))
		buf_str(&b, "write the type's maximum (type_max() in Linux), or ");
	buf_fmt(&b, "convert through a wrap type: (%s)(%s __ob_wrap)%s", type_spelling(to),
		type_c_spelling(plain), text && strlen(text) < 40 ? text : "(...)");
	note_at(loc, "%s", b.data);
}

/* A constant whose conversion into or out of a trap type changes its
 * value fails every time it runs. Where its value is wanted at compile
 * time (a static initializer, a static assertion, an array bound) it has
 * none (eval.c): an error. Where it runs, a warning on by default:
 * Clang's -Wconstant-conversion for an implicit conversion, obtcc's own
 * for a cast, which Clang leaves silent. Audit mode's default behaviours
 * keep C's conversion, and only the implicit warning. */
static void changed_constant(Node *value, Type *from, Type *to, int bfw, __int128 v, bool implicit)
{
	Loc loc = P.toks[value->begin].loc;
	const char *what = implicit ? "implicit conversion" : "cast";
	const char *f = quoted_type(from), *t = quoted_type(to);
	const char *was = int128_str(v, is_unsigned_int(from));
	const char *now = int128_str(wrap_to_type(v, to), is_unsigned_int(to));
	const char *flag = implicit ? "constant-conversion" : "constant-overflow-behavior-conversion";
	bool fails = constant_conversion_fails(v, from, to, bfw);
	if (fails && static_context) {
		error_at(loc, "%s from %s to %s in a constant expression changes value from %s to %s",
			 what, f, t, was, now);
	} else if ((fails || implicit) && warning_level(flag) != WARN_OFF) {
		warning_at(loc, flag, "%s from %s to %s changes value from %s to %s%s", what, f, t,
			   was, now, implicit ? "" : ", and fails every time it runs");
	} else {
		return;
	}
	if (fails)
		note_meant_value(loc, value, from, to, v);
}

/* Checks `value`, converted from -> to (a bit-field of width bfw if
 * bfw >= 0). A constant whose value changes is settled now: obtcc
 * diagnoses it if a trap type is involved; in a static initializer (where nothing
 * runs) the constant is written as its converted value; into or out of a
 * wrap type it gets an explicit cast, so CC does not warn about the
 * truncation the types say is intended. Returns true if the value's text
 * was replaced, so there is nothing left to walk in it. */
static bool conversion(Node *value, Type *from, Type *to, int bfw, bool implicit,
		       bool keep_source, int depth)
{
	if (!is_integer(from) || !is_integer(to) || to->kind == TY_BOOL)
		return false;
	if (!implicit && !written_ob(from) && !written_ob(to)) {
		/* a cast between plain and defaulted types: C's truncation, until
		 * an annotation makes it a check; the site report says where */
		__int128 c;
		if (conversion_kind(from, to, bfw) == 'c' && !static_context && !eval_int(value, &c))
			record_unchecked_site(P.u, value, &P.toks[value->begin], to, from);
		return false;
	}
	int kind = conversion_kind(from, to, bfw);
	bool wrap = from->ob == OB_WRAP || to->ob == OB_WRAP;
	if (!kind && !wrap)
		return false;
	__int128 v;
	if (eval_int(value, &v)) {
		if (constant_fits(v, from, to, bfw))
			return false;
		if (wrap || kind == 's')	/* the types say the change is meant */
			excuse_range(&P.toks[value->begin], &P.toks[value->end - 1]);
		/* between plain and defaulted types (audit mode) it is C's own
		 * conversion, which gcc and clang leave alone: x &= ~(n - 1) */
		if (kind == 'c' && !unevaluated && (written_ob(from) || written_ob(to)))
			changed_constant(value, from, to, bfw, v, implicit);
		if (static_context && bfw < 0) {
			__int128 r = kind == 's' ? clamp_to_type(v, from, to) : wrap_to_type(v, to);
			remove_range(start_of(value), end_of(value), literal(r, to));
			return true;
		}
		if (!kind && bfw < 0) {
			Template t = tpl_cast(to);
			put_before(value, t.open, depth);
			put_after(value, t.close, depth);
		}
	}
	if (!kind || static_context)
		return false;
	Token *at = &P.toks[value->begin];
	Ident *label = kind == 'c' ? label_for(at, from, to) : NULL;
	const char *site = kind == 'c'
		? check_site(label, value, at, OBT_OP_CONVERT, to, from, bfw) : NULL;
	Template t = tpl_conv(from, to, bfw, site, label, keep_source && kind == 'c');
	put_before(value, t.open, depth);
	put_after(value, t.close, depth);
	return false;
}

/* An implicit conversion conversion() writes nothing for: sequence.c
 * passes such a value on in a temporary of the destination type. */
bool silent_conversion(Node *cast)
{
	__int128 v;
	return !conversion_kind(operand_type(cast->lhs), cast->ty, -1) && !eval_int(cast->lhs, &v);
}

/* ---- compound assignment, ++ and -- ------------------------------------ */

/* An lvalue that can be written twice with the same meaning: a name, or
 * members of a named struct (.m, not ->m). */
static bool is_simple_lvalue(Node *lv)
{
	lv = bare(lv);
	if (lv->kind == ND_VAR)
		return true;
	return lv->kind == ND_MEMBER && !lv->is_arrow && is_simple_lvalue(lv->lhs);
}

typedef struct {
	Node *n;		/* the whole expression */
	Node *lv;
	Node *rhs;		/* NULL for ++ and -- */
	NodeKind op;
	Type *lt, *ct;		/* the object's type, the computation type */
	int bfw;
	Template op_t, load_t, store_t;
	bool in_place;		/* unsigned += on memory: add_in_place_helper */
} Update;

/* The new value: STORE(OP(LOAD(x), rhs)) around the read text x; the
 * rhs (if any) stays in place between the two returned halves. */
static const char *update_head(Update *u, const char *x)
{
	return str_fmt("%s%s%s%s%s%s", u->store_t.open, u->op_t.open, u->load_t.open, x,
		       u->load_t.close, u->op_t.mid);
}

static const char *update_tail(Update *u)
{
	return str_fmt("%s%s%s", u->rhs ? "" : "1", u->op_t.close, u->store_t.close);
}

/* Is a member on the "." chain that ends in blv (p->a.b.c: c, b and a)
 * given less than its type's alignment by its record (packed, #pragma
 * pack)? A pointer to blv would then claim an alignment it lacks, so an
 * update reaches it through the struct at the chain's top, as it does a
 * bit-field. */
static bool underaligned_member(Node *blv)
{
	for (Node *m = blv; m->kind == ND_MEMBER && m->member; m = m->lhs) {
		Type *st = m->is_arrow ? m->lhs->ty->base : m->lhs->ty;
		if (st && st->record && member_align(st->record, m->member) < type_align(m->member->ty))
			return true;
		if (m->is_arrow)
			break;
	}
	return false;
}

/* Is blv an element of an array that is an underaligned member
 * (p->arr[i], p->m[i][j] in a packed struct)? Its pointer must say it may
 * be unaligned. */
static bool underaligned_element(Node *blv)
{
	if (blv->kind != ND_INDEX)
		return false;
	Node *array = bare(blv->lhs);	/* the array, before it decays */
	if (array->ty->kind != TY_ARRAY)
		return false;
	return underaligned_member(array) || underaligned_element(array);
}

/* The outermost member of the "." chain that ends in blv: ->a in p->a.b.c */
static Node *member_chain_top(Node *blv)
{
	Node *top = blv;
	while (!top->is_arrow && top->lhs->kind == ND_MEMBER && top->lhs->member)
		top = top->lhs;
	return top;
}

/* The member names from top down to m, as written: "a.b.c". Anonymous
 * struct members have no name and no place in the text. */
static const char *member_path(Node *top, Node *m)
{
	const char *name = m->member->name ? m->member->name->name : NULL;
	if (m == top)
		return name ? name : "";
	const char *above = member_path(top, m->lhs);
	if (!name)
		return above;
	return *above ? str_fmt("%s.%s", above, name) : name;
}

/* May the update be add_in_place_helper(&lv, rhs)? Not for a volatile
 * or atomic object (its accesses are the program's), nor with a handler
 * label or a conversion on either side, and only where the pointer's
 * target type is the helper's exactly. */
static bool can_add_in_place(Update *u, Ident *label, int load, int store)
{
	Type *obj = bare(u->lv)->ty;
	TypeKind k = u->ct->kind;
	return u->op == ND_ADD && u->ct->ob == OB_TRAP && !label && !load && !store &&
	       u->bfw < 0 && !underaligned_member(bare(u->lv)) &&
	       !underaligned_element(bare(u->lv)) && !obj->is_volatile &&
	       !obj->is_atomic && obj->kind == k &&
	       (k == TY_UINT || k == TY_ULONG || k == TY_ULLONG || k == TY_UINT128);
}

static bool plan_update(Update *u)
{
	Token *at = u->n->tok;
	NodeKind op = u->op;
	bool arith_op = op == ND_ADD || op == ND_SUB || op == ND_MUL || op == ND_DIV || op == ND_MOD;
	bool op_rewrite = arith_op && arith_needs_rewrite(op, u->ct) && !u->n->excluded;
	int load = conversion_kind(u->lt, u->ct, -1);
	int store = u->n->excluded ? 0 : conversion_kind(u->ct, u->lt, u->bfw);
	if (!op_rewrite && !load && !store)
		return false;
	if (op_rewrite && sat_exact(u->ct)) {
		/* exact operands: the object and the right operand unconverted */
		u->op_t = tpl_sat_exact(op, u->ct);
		u->load_t = (Template){"(", NULL, ")"};
		load = 0;
	} else if (op_rewrite) {
		Ident *label = u->ct->ob == OB_TRAP ? label_for(at, u->ct, NULL) : NULL;
		const char *site = u->ct->ob == OB_TRAP
			? check_site(label, u->n, at, obt_op(op), u->ct, NULL, -1) : NULL;
		u->op_t = tpl_arith(op, u->ct, site, label);
		u->in_place = can_add_in_place(u, label, load, store);
	} else {
		u->op_t = tpl_plain(op, u->ct);
	}
	if (op_rewrite && sat_exact(u->ct)) {
		/* loaded as it is, above */
	} else if (load) {
		Ident *label = load == 'c' ? label_for(at, u->lt, u->ct) : NULL;
		const char *site = load == 'c'
			? check_site(label, u->n, at, OBT_OP_CONVERT, u->ct, u->lt, -1) : NULL;
		u->load_t = tpl_conv(u->lt, u->ct, -1, site, label, false);
	} else {
		u->load_t = tpl_cast(u->ct);
	}
	if (store) {
		Ident *label = store == 'c' ? label_for(at, u->ct, u->lt) : NULL;
		const char *site = store == 'c'
			? check_site(label, u->n, at, OBT_OP_CONVERT, u->lt, u->ct, u->bfw) : NULL;
		u->store_t = tpl_conv(u->ct, u->lt, u->bfw, site, label, false);
	} else {
		u->store_t = (Template){"", NULL, ""};
	}
	return true;
}

/* An _Atomic object stays one atomic read-modify-write: a compare-and-
 * exchange loop around the checked computation, with the right operand
 * evaluated once before it:
 *   ({ T *p = (T *)&(lv); CT r = (rhs); T o = load(p), nw;
 *      do nw = NEW(o, r); while (!cas(p, &o, nw)); nw; })     (o for x++)
 */
static void rewrite_atomic_update(Update *u, int depth, const char *p, const char *o,
				  const char *lt)
{
	Node *n = u->n;
	bool op_before = n->kind == ND_PRE_INC || n->kind == ND_PRE_DEC;
	bool keep_old = (n->kind == ND_POST_INC || n->kind == ND_POST_DEC) && !n->discarded;
	int id = fresh_id();
	const char *r = str_fmt("__obt_r%d", id), *nw = str_fmt("__obt_n%d", id);
	const char *open_p = str_fmt("__extension__ ({ %s *%s = (%s *)&(", lt, p, lt);
	/* no value when nobody uses it (clang warns about an unused one) */
	const char *value = n->discarded ? "" : str_fmt(" %s;", keep_old ? o : nw);
	const char *loop = str_fmt("%s %s = __atomic_load_n(%s, 5), %s; do %s = %s%s%s; "
				   "while (!__atomic_compare_exchange_n(%s, &%s, %s, 0, 5, 5));%s })",
				   lt, o, p, nw, nw, update_head(u, o), u->rhs ? r : "",
				   update_tail(u), p, o, nw, value);
	if (n->kind == ND_COMPOUND_ASSIGN) {
		put_before(u->lv, open_p, depth);
		replace_tokens(n->tok, n->tok, str_fmt("); %s %s = (", type_c_spelling(strip_ob(
			unqualified(enum_underlying(u->ct)))), r));
		put_after(n->rhs, str_fmt("); %s", loop), depth);
	} else if (op_before) {
		replace_tokens(n->tok, n->tok, open_p);
		put_after(u->lv, str_fmt("); %s", loop), depth);
	} else {
		put_before(u->lv, open_p, depth);
		replace_tokens(n->tok, n->tok, str_fmt("); %s", loop));
	}
}

/*   ({ __auto_type p = &(lv); add_in_place(p, rhs[, site]); })   (... - 1 for x++) */
static void rewrite_add_in_place(Update *u, int depth, const char *p, bool keep_old)
{
	Node *n = u->n;
	const char *open_p = str_fmt("__extension__ ({ __auto_type %s = &(", p);
	const char *call = str_fmt("); %s(%s, ", add_in_place_helper(u->ct), p);
	const char *close = u->op_t.close;	/* the site argument and ")" */
	if (n->kind == ND_COMPOUND_ASSIGN) {
		put_before(u->lv, open_p, depth);
		replace_tokens(n->tok, n->tok, call);
		put_after(n->rhs, str_fmt("%s; })", close), depth);
	} else if (n->kind == ND_PRE_INC) {
		replace_tokens(n->tok, n->tok, open_p);
		put_after(u->lv, str_fmt("%s1%s; })", call, close), depth);
	} else {
		put_before(u->lv, open_p, depth);
		replace_tokens(n->tok, n->tok, str_fmt("%s1%s%s; })", call, close,
						       keep_old ? " - 1" : ""));
	}
}

/* Writes the update with the lvalue evaluated once:
 *   name:      (x = NEW(x))            x++ used: ({ T o = x; x = NEW(o); o; })
 *   other:     ({ __auto_type p = &(lv); *p = NEW(*p); })
 *   bit-field: ({ __auto_type p = &(s); p->f = NEW(p->f); })
 * A compound assignment's right operand stays in place inside NEW.
 */
static void rewrite_update(Update *u, int depth)
{
	Node *n = u->n, *lv = u->lv, *blv = bare(lv);
	bool compound = n->kind == ND_COMPOUND_ASSIGN;
	bool op_before = n->kind == ND_PRE_INC || n->kind == ND_PRE_DEC;
	/* x++ whose value nobody uses is ++x: no copy of the old value */
	bool keep_old = (n->kind == ND_POST_INC || n->kind == ND_POST_DEC) && !n->discarded;
	int id = fresh_id();
	const char *lt = type_c_spelling(strip_ob(unqualified(enum_underlying(u->lt))));
	const char *p = str_fmt("__obt_p%d", id), *o = str_fmt("__obt_o%d", id);
	const char *name = is_simple_lvalue(lv) && u->bfw < 0 ? source_text(lv) : NULL;
	Token *op = n->tok;

	if (bare(lv)->ty->is_atomic && u->bfw < 0) {
		rewrite_atomic_update(u, depth, p, o, lt);
		return;
	}
	if (name) {
		if (compound) {
			put_before(lv, "(", depth);
			replace_tokens(op, op, str_fmt("= %s", update_head(u, name)));
			put_after(n->rhs, str_fmt("%s)", update_tail(u)), depth);
		} else if (keep_old) {
			put_before(lv, str_fmt("__extension__ ({ %s %s = ", lt, o), depth);
			replace_tokens(op, op, str_fmt("; %s = %s%s; %s; })", name, update_head(u, o),
						       update_tail(u), o));
		} else {
			const char *assign = str_fmt(" = %s%s)", update_head(u, name), update_tail(u));
			if (op_before) {
				replace_tokens(op, op, "(");
				put_after(lv, assign, depth);
			} else {
				put_before(lv, "(", depth);
				replace_tokens(op, op, assign);
			}
		}
		return;
	}

	if (u->in_place) {
		rewrite_add_in_place(u, depth, p, keep_old);
		return;
	}

	/* Through a pointer to the object, or to the struct of a bit-field or
	 * an underaligned member, whose ". member" or "-> member" tokens are
	 * then rewritten. */
	bool via_struct = u->bfw >= 0 || underaligned_member(blv);
	Node *top = via_struct ? member_chain_top(blv) : blv;
	const char *acc = via_struct ? str_fmt("%s->%s", p, member_path(top, blv)) : str_fmt("*%s", p);
	const char *open_p = str_fmt("__extension__ ({ __auto_type %s = %s(", p,
				     via_struct && top->is_arrow ? "" : "&");
	if (!via_struct && underaligned_element(blv))
		open_p = str_fmt("__extension__ ({ typedef %s%s __attribute__((aligned(1))) "
				 "__obt_u%d; __obt_u%d *%s = &(", blv->ty->is_volatile ?
				 "volatile " : "", lt, id, id, p);
	Node *base = via_struct ? top->lhs : lv;
	Token *member_from = via_struct ? top->tok : NULL, *member_to = &P.toks[blv->end - 1];
	/* s.f++ has the value of a bit-field, which promotes (an unsigned
	 * f:30 to int): so must the old value the expression gives back. */
	const char *old_t = u->bfw >= 0 ? type_c_spelling(strip_ob(operand_type(lv))) : lt;
	const char *rest = keep_old
		? str_fmt("); %s %s = %s; %s = %s%s; %s; })", old_t, o, acc, acc, update_head(u, o),
			  update_tail(u), o)
		: str_fmt("); %s = %s%s; })", acc, update_head(u, acc), update_tail(u));
	if (compound) {
		put_before(base, open_p, depth);
		replace_tokens(via_struct ? member_from : op, op,
			       str_fmt("); %s = %s", acc, update_head(u, acc)));
		put_after(n->rhs, str_fmt("%s; })", update_tail(u)), depth);
	} else if (op_before) {
		replace_tokens(op, op, open_p);
		if (via_struct)
			replace_tokens(member_from, member_to, rest);
		else
			put_after(lv, rest, depth);
	} else {
		put_before(base, open_p, depth);
		replace_tokens(via_struct ? member_from : op, op, rest);
	}
}

static void update(Node *n, int depth)
{
	Update u = {.n = n, .lv = n->lhs};
	u.lt = value_type_of(bare(n->lhs));
	u.bfw = bitfield_width(n->lhs);
	if (n->kind == ND_COMPOUND_ASSIGN) {
		u.op = n->op;
		u.ct = n->comp_ty;
		u.rhs = n->rhs;
	} else {
		u.op = n->kind == ND_PRE_INC || n->kind == ND_POST_INC ? ND_ADD : ND_SUB;
		u.ct = is_integer(u.lt) ? usual_arith(operand_type(n->lhs), ty_int) : u.lt;
	}
	int first = U->edits.len;
	if (is_integer(u.lt) && u.lt->kind != TY_BOOL && is_integer(u.ct) && !static_context &&
	    plan_update(&u))
		rewrite_update(&u, depth);
	if (u.ct->ob == OB_TRAP)
		note_check_edits(n, first);
	/* The object's own subexpressions (a[i + j] += 1) are rewritten in
	 * place; a simple name has none. */
	walk(n->lhs, depth + 1);
	if (u.rhs)
		walk(sat_exact(u.ct) && is_integer(u.ct) && !static_context && u.op >= ND_ADD &&
		     u.op <= ND_MOD ? bare(u.rhs) : u.rhs, depth + 1);
}

/* ---- assignment into a bit-field --------------------------------------- */

static void assign(Node *n, int depth)
{
	int bfw = bitfield_width(n->lhs);
	Node *rhs = n->rhs;
	walk(n->lhs, depth + 1);
	if (bfw >= 0 && is_integer(n->ty)) {
		Node *value = rhs->kind == ND_CAST && rhs->is_implicit ? rhs->lhs : rhs;
		if (rhs != value)
			assignment_rules(rhs);
		if (!conversion(value, value_type_of(value), n->ty, bfw, true, false, depth + 1))
			walk(value, depth + 2);
		return;
	}
	walk(rhs, depth + 1);
}

/* ---- _Generic and other compile-time answers --------------------------- */

/* An operand no code runs for: of sizeof, or _Generic's controlling one,
 * whose value is never computed; or __builtin_choose_expr's condition,
 * computed at compile time only. */
static void walk_at_compile_time(Node *n, int depth, bool evaluated)
{
	bool saved_static = static_context, saved_unevaluated = unevaluated;
	static_context = true;
	unevaluated |= !evaluated;
	walk(n, depth);
	static_context = saved_static;
	unevaluated = saved_unevaluated;
}

/* obtcc answers _Generic itself when an OBT takes part: the output has no
 * OBT spellings left for CC to tell the types apart by. It becomes
 *   __builtin_choose_expr(0, (void)(CONTROLLING), PICK)
 * which keeps the pick's type, value category and array-ness, and keeps
 * the controlling expression as a use of its variables without
 * evaluating it (the branch not chosen is never evaluated). */
static void resolve_generic(Node *n, int depth)
{
	Node *pick = n->generic_pick;
	/* __builtin_choose_expr: obtcc's answers in its condition
	 * (types_compatible_p, _Generic) must be CC's, or CC picks the
	 * other branch */
	if (!n->generic_ctrl_end && n->lhs)
		walk_at_compile_time(n->lhs, depth + 1, true);
	if (!n->involves_ob || !n->generic_ctrl_end) {
		walk(pick, depth + 1);
		return;
	}
	Token *open = n->tok + 1;	/* _Generic ( */
	Token *ctrl_end = &P.toks[n->generic_ctrl_end];
	Token *close = &P.toks[n->generic_close];
	remove_range(n->tok->offset, open->offset + 1, "__builtin_choose_expr(0, (void)(");
	remove_range(ctrl_end->offset, start_of(pick), "), ");
	remove_range(end_of(pick), close->offset + 1, ")");
	if (n->lhs)
		walk_at_compile_time(n->lhs, depth + 1, false);
	walk(pick, depth + 1);
}

static void walk_children(Node *n, int depth)
{
	if (n->cond)
		walk(n->cond, depth + 1);
	if (n->lhs && n->lhs != n->cond)
		walk(n->lhs, depth + 1);
	if (n->rhs)
		walk(n->rhs, depth + 1);
	for (Node *a = n->args; a; a = a->next)
		walk(a, depth + 1);
}

/* GCC's atomic read-modify-write builtins add and subtract with
 * wrap-around inside the builtin, where no check can go: on a trap or
 * saturating object that is an unchecked operation, which obtcc never lets
 * pass. The error says how to write it checked. */
static void atomic_arithmetic(Node *call)
{
	static const char *const adders[] = {
		"__atomic_fetch_add", "__atomic_add_fetch", "__atomic_fetch_sub",
		"__atomic_sub_fetch", "__sync_fetch_and_add", "__sync_add_and_fetch",
		"__sync_fetch_and_sub", "__sync_sub_and_fetch", NULL};
	Node *callee = bare(call->lhs);
	if (callee->kind != ND_VAR || !callee->var || callee->var->kind != SYM_BUILTIN ||
	    !call->args)
		return;
	Type *obj = value_type_of(call->args);
	if (obj->kind != TY_PTR || !is_integer(obj->base) ||
	    (obj->base->ob != OB_TRAP && obj->base->ob != OB_SAT))
		return;
	for (const char *const *a = adders; *a; a++) {
		if (strcmp(callee->var->name->name, *a) != 0)
			continue;
		error_at(node_loc(call), "'%s' on %s wraps around unchecked", *a,
			 quoted_type(obj->base));
		note_at(node_loc(call), "write the update as a compare-exchange loop around the "
			"checked operation, or declare the object _Atomic and write x += v");
		return;
	}
}

/* obtcc never lets an operation it could not type pass unchecked where an
 * overflow behaviour is involved: that is an error naming the construct. */
static bool untyped_with_ob(Node *n)
{
	Node *kids[] = {n->lhs, n->rhs};
	bool ob = type_has_ob(n->ty), unknown = n->ty->kind == TY_UNKNOWN;
	Node *culprit = n;
	for (int i = 0; i < 2; i++) {
		if (!kids[i])
			continue;
		ob |= type_has_ob(kids[i]->ty);
		if (kids[i]->ty->kind == TY_UNKNOWN) {
			unknown = true;
			culprit = bare(kids[i]);
		}
	}
	if (!unknown || !ob)
		return false;
	for (bool deeper = true; deeper;) {	/* down to the innermost untyped part */
		deeper = false;
		Node *sub[] = {culprit->lhs, culprit->rhs};
		for (int i = 0; i < 2 && !deeper; i++)
			if (sub[i] && sub[i]->ty->kind == TY_UNKNOWN && culprit->kind != ND_CALL) {
				culprit = bare(sub[i]);
				deeper = true;
			}
	}
	Node *name = culprit->kind == ND_CALL && culprit->lhs ? bare(culprit->lhs) : culprit;
	error_at(P.toks[culprit->begin].loc, "obtcc cannot determine the type of '%s', which "
		 "meets an overflow behavior type here", tok_str(&P.toks[name->begin]));
	return true;
}

static void walk(Node *n, int depth)
{
	if (!n)
		return;
	check_nesting(n->tok, "expression");
	if (untyped_with_ob(n))
		return;
	switch (n->kind) {
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
		if (is_integer(n->ty) && sat_exact(n->ty) && !static_context) {
			/* the operands go in unconverted: no clamping before the
			 * operation */
			Template t = tpl_sat_exact(n->kind, n->ty);
			put_before(n->lhs, t.open, depth);
			replace_tokens(n->tok, n->tok, t.mid);
			put_after(n->rhs, t.close, depth);
			walk(bare(n->lhs), depth + 2);
			walk(bare(n->rhs), depth + 2);
			return;
		}
		__attribute__((fallthrough));
	case ND_NEG:
		chain_begin(U, n, depth, chain_link_ok);
		{
			int first = U->edits.len;
			arith(n, depth);
			if (n->ty->ob == OB_TRAP && !n->excluded)
				note_check_edits(n, first);
		}
		walk_children(n, depth);
		return;
	case ND_LT: case ND_GT:
		overflow_test_idiom(n);
		walk_children(n, depth);
		return;
	case ND_NOT: case ND_LOGAND: case ND_LOGOR:
		truth_value(n->lhs);
		if (n->rhs) {
			truth_value(n->rhs);
			ranges_for_branch(n->lhs, n->kind == ND_LOGAND, n->rhs->begin, n->rhs->end);
		}
		walk_children(n, depth);
		return;
	case ND_COND:
		truth_value(n->cond);
		if (n->lhs && n->lhs != n->cond)	/* not GNU's c ?: b */
			ranges_for_branch(n->cond, true, n->lhs->begin, n->lhs->end);
		ranges_for_branch(n->cond, false, n->rhs->begin, n->rhs->end);
		if (n->discarded) {
			mark_discarded(n->lhs);
			mark_discarded(n->rhs);
		}
		walk_children(n, depth);
		return;
	case ND_CAST:
		if (n->is_implicit && n->ctx != CTX_ARITH)
			assignment_rules(n);
		/* the usual arithmetic conversions: checked here, done by CC.
		 * A bit-field's value is its promoted type's: a check kept
		 * in its declared type would hand CC an unsigned where C
		 * compares an int (x > s.u30 with x negative). */
		{
			int first = U->edits.len;
			Type *from = operand_type(n->lhs);
			bool replaced = conversion(n->lhs, from, n->ty, -1, n->is_implicit,
						   n->is_implicit && n->ctx == CTX_ARITH, depth + 1);
			if (conversion_kind(from, n->ty, -1) == 'c')
				note_check_edits(n, first);
			if (!replaced)
				walk(n->lhs, depth + 2);
		}
		return;
	case ND_ASSIGN:
		assign(n, depth);
		return;
	case ND_COMPOUND_ASSIGN: case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		update(n, depth);
		return;
	case ND_GENERIC:
		resolve_generic(n, depth);
		return;
	case ND_NUM:
		if (n->involves_ob)	/* __builtin_types_compatible_p with an OBT */
			remove_range(start_of(n), end_of(n), n->val ? "1" : "0");
		return;
	case ND_SIZEOF: case ND_ALIGNOF: {
		/* Not evaluated: nothing to check, but _Generic still needs
		 * obtcc's answer. */
		walk_at_compile_time(n->lhs, depth + 1, false);
		return;
	}
	case ND_COMMA:
		mark_discarded(n->lhs);	/* the left operand's value is dropped */
		if (n->discarded)
			mark_discarded(n->rhs);
		walk_children(n, depth);
		return;
	case ND_STMT_EXPR:
		/* Its statements were checked as they were parsed, except the
		 * last expression statement: the value, used or not. */
		if (n->lhs) {
			if (n->discarded)
				mark_discarded(n->lhs);
			walk(n->lhs, depth + 1);
		}
		return;
	case ND_COMPOUND_LIT:
		return;		/* its items were checked as they were parsed */
	case ND_CALL:
		atomic_arithmetic(n);
		walk_children(n, depth);
		return;
	default:
		walk_children(n, depth);
	}
}

void obt_check_expr(Unit *u, Node *n, bool static_init, bool discarded)
{
	U = u;
	static_context = static_init;
	if (discarded)
		mark_discarded(n);
	walk(n, 0);
	static_context = false;
	sites_note_expr(n);
}

static bool stripped_attribute;	/* strip_early() removed an attribute */

/* Tokens [from, to) without their OBT spellings now: their text is about
 * to be copied (versioning.c), and the copy must be plain C too. */
void strip_early(Unit *u, int from, int to)
{
	stripped_attribute |= strip_spellings(u, from, to, &removed);
}

void obt_check_unevaluated(Unit *u, Node *n)
{
	U = u;
	walk_at_compile_time(n, 0, false);
}

/* A unit whose OBT spellings are all keywords and need no check (a header
 * of typedefs, as the kernel's types.h with the OBT series) is compiled
 * from its source, the keywords defined empty: CC then sees the user's
 * text, not obtcc's, and gives exactly its own code and warnings. */
const char *obt_prelude(Unit *u)
{
	bool checked = u->edits.len > 0;
	bool attribute = stripped_attribute | strip_spellings(u, 0, u->ntoks, &removed);
	const char *prelude = build_prelude(u);
	u->keywords_only = !checked && !attribute && !prelude && u->edits.len > 0;
	return prelude;
}
