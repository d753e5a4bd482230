/*
 * siteflow.c - for the site report: the declaration each check belongs to,
 * and the uses that declaration's values reach in the unit.
 *
 * obt-report suggest proposes a behaviour per declaration, so a site must
 * name the declaration an annotation would change: for an operation, an
 * operand's (the operation takes its behaviour from its operands); for a
 * conversion, the destination's if that carries the behaviour, else the
 * source's. The uses that decide the behaviour are collected from every
 * full expression of the unit, checked or not:
 *
 *   alloc-size      reaches a size argument of malloc() and its kin
 *   mem-length      reaches a length argument of memcpy() and its kin
 *   index           reaches an array index
 *   pointer-offset  reaches an integer added to a pointer
 *   hash-chain      updated from itself by an xor or a multiplication by
 *                   an odd constant that takes its old value (a constant
 *                   below 31 only where the step also mixes in a value
 *                   that is not a constant),
 *                   or by a left shift of itself added to itself again
 *                   (FNV, djb2, xorshift, LCGs, CRCs)
 *   loop-bounded    the counter of a for loop whose condition bounds its
 *                   step (for (...; i < n; i++)), or a check on it was
 *                   removed by a loop proof (facts.c)
 *
 * "Reaches" follows a value through conversions, + - * and unary minus,
 * ?: and assignment (a variable stored into one that reaches a size
 * reaches it too), not through % & / >> or calls, which bound or hide it.
 * A heuristic: the report gives the evidence, obt-report weighs it.
 */
#include "obtcc.h"

#include <string.h>

enum {
	USE_ALLOC = 1, USE_MEMLEN = 2, USE_INDEX = 4, USE_PTR_OFFSET = 8,
	USE_HASH = 16, USE_LOOP = 32,
	USE_SIZE_LIKE = USE_ALLOC | USE_MEMLEN | USE_INDEX | USE_PTR_OFFSET,
};

static const char *const use_names[] = {
	"alloc-size", "mem-length", "index", "pointer-offset", "hash-chain", "loop-bounded",
};

/* One declaration statement: its declarators share where an annotation
 * goes, and it would reach them all. */
typedef struct {
	Token *insert;
	int count;		/* declarators */
	int others;		/* of them, not integer objects (pointers, functions):
				   the keyword would change their types */
} Declaration;

/* Another declaration of the same thing (a prototype's parameter, an
 * extern variable): an annotation must change it too. */
typedef struct {
	Token *name, *insert;
	Declaration *declaration;
} Place;

struct Decl {
	Token *name;		/* the first declaration's name: the key */
	Token *label;		/* its name to show: the first that is an identifier */
	Token *insert;		/* where an annotation goes; NULL: not seen declared */
	Type *ty;
	const char *kind;	/* "variable", "parameter", "member" */
	Declaration *declaration;
	Vec places;		/* Place *: its other declarations */
	Token *function;	/* a parameter's function (its first declaration's name) */
	int uses;		/* USE_* */
	Vec into;		/* Decl *: the declarations its values are stored into */
	Vec joins;		/* Decl *: those its values meet as a whole, either way, by
				   assignment, initialization or argument passing */
	int meets;		/* 1 << ObKind: written behaviours they meet so */
	bool escapes;		/* its address goes where a plain T * is expected */
};

/* A name token and the Decl it declares; a parameter's declarations in
 * a prototype and in the definition are one Decl under several names. */
typedef struct Binding Binding;
struct Binding {
	Token *name;
	Decl *decl;
	Binding *next;
};

#define DECL_BUCKETS 4096
static Binding *decl_table[DECL_BUCKETS];
static Vec decls;		/* every Decl, in the order they were met */
static Token *initializing;	/* the declarator whose initializer is being parsed */
static Vec loop_steps;		/* Node *: steps their loop's condition bounds */
static Vec taken;		/* Token *: functions whose address is taken */

static Binding **bucket(Token *name)
{
	return &decl_table[(unsigned)((uintptr_t)name >> 4) % DECL_BUCKETS];
}

static void bind(Token *name, Decl *d)
{
	Binding *b = alloc(sizeof *b);
	b->name = name;
	b->decl = d;
	b->next = *bucket(name);
	*bucket(name) = b;
}

static Decl *decl_for(Token *name)
{
	for (Binding *b = *bucket(name); b; b = b->next)
		if (b->name == name)
			return b->decl;
	Decl *d = alloc(sizeof *d);
	d->name = name;
	bind(name, d);
	vec_push(&decls, d);
	return d;
}

static Type *elements(Type *ty);

/* name declares, before insert, what first declared (NULL: name is the
 * first); declarators met before the same insert belong to one
 * declaration. */
static Decl *declared(Token *name, Token *first, Token *insert, Type *ty, const char *kind)
{
	static Declaration *current;
	if (!current || !insert || current->insert != insert) {
		current = alloc(sizeof *current);
		current->insert = insert;
	}
	current->count++;
	if (ty->kind == TY_FUNC || !is_integer(elements(ty)))
		current->others++;
	if (ty->kind == TY_FUNC)
		return NULL;
	Decl *d = decl_for(first ? first : name);
	if (first && first != name)
		bind(name, d);
	if (!d->label && name->kind == TK_IDENT)
		d->label = name;
	if (d->kind) {	/* declared again (extern int x; int x = 1;) */
		if (insert != d->insert) {
			Place *pl = alloc(sizeof *pl);
			*pl = (Place){name, insert, current};
			vec_push(&d->places, pl);
		}
		return d;
	}
	d->insert = insert;
	d->ty = ty;
	d->kind = kind;
	d->declaration = current;
	return d;
}

void flow_declarator(Token *name, Token *insert, Type *ty, const char *kind, Token *first)
{
	if (site_report_path && name)
		declared(name, first, insert, ty, kind);
}

/* The parameter lists a unit gives each function, by its first name. */
typedef struct {
	Token *fn;
	Param *first;
} Signature;

void flow_parameters(Token *fn, Param *params)
{
	static Vec signatures;	/* Signature * */
	if (!site_report_path)
		return;
	Signature *sig = NULL;
	for (int i = 0; i < signatures.len && !sig; i++)
		if (((Signature *)signatures.data[i])->fn == fn)
			sig = signatures.data[i];
	if (!sig) {
		sig = alloc(sizeof *sig);
		*sig = (Signature){fn, params};
		vec_push(&signatures, sig);
	}
	Param *q = sig->first;
	for (Param *p = params; p; p = p->next, q = q ? q->next : NULL) {
		Decl *d = declared(p->tok, q ? q->tok : NULL, p->insert, p->ty, "parameter");
		if (d)
			d->function = fn;
	}
}

Token *flow_initializing(Token *name)
{
	Token *outer = initializing;
	initializing = name;
	return outer;
}

/* ---- what a value is ------------------------------------------------ */

static Type *elements(Type *ty)
{
	while (ty->kind == TY_ARRAY)
		ty = ty->base;
	return ty;
}

/* The declaration an integer lvalue names: a variable, a member, or an
 * element of an array variable (annotating the array's declaration
 * annotates its elements). */
static Decl *decl_of_lvalue(Node *n)
{
	n = bare(n);
	if (!is_integer(elements(n->ty)))
		return NULL;
	if (n->kind == ND_VAR && n->var && n->var->kind == SYM_VAR && n->var->tok)
		return decl_for(n->var->tok);
	if (n->kind == ND_MEMBER && n->member && n->member->name)
		return decl_for(n->member->tok);
	if (n->kind == ND_INDEX && bare(n->lhs)->ty->kind == TY_ARRAY)
		return decl_of_lvalue(n->lhs);
	return NULL;
}

/* What to do with each declaration a value reaches. */
typedef struct {
	int use;		/* add these uses */
	Decl *into;		/* record that its values are stored into this one */
	Decl *found;		/* find mode: the first one that has a behaviour */
	bool find;
} Reach;

static void reached(Decl *d, Node *at, Reach *r)
{
	if (!d)
		return;
	if (r->find) {
		if (!r->found && value_type_of(at)->ob)
			r->found = d;
		return;
	}
	d->uses |= r->use;
	if (r->into && r->into != d && !vec_has(&d->into, r->into))
		vec_push(&d->into, r->into);
}

static void reach(Node *n, Reach *r)
{
	if (!n || !is_integer(n->ty))
		return;
	switch (n->kind) {
	case ND_CAST: case ND_NEG: case ND_PLUS:
		reach(n->lhs, r);
		return;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_COND:
		reach(n->lhs, r);
		reach(n->rhs, r);
		return;
	case ND_COMMA:
		reach(n->rhs, r);
		return;
	case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR:
	case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_BITNOT:
		/* They bound or scramble a value, yet give it their operands'
		 * type: they carry the behaviour, not the size. */
		if (r->find) {
			reach(n->lhs, r);
			reach(n->rhs, r);
		}
		return;
	case ND_ASSIGN: case ND_COMPOUND_ASSIGN:
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		reached(decl_of_lvalue(n->lhs), n->lhs, r);
		return;
	default:
		reached(decl_of_lvalue(n), n, r);
	}
}

/* The first declaration with a behaviour whose value n carries. */
static Decl *carried_decl(Node *n)
{
	Reach r = {.find = true};
	reach(n, &r);
	return r.found;
}

/* ---- what values meet ------------------------------------------------ */

/* The declarations whose annotation a value's type would take, and the
 * behaviours written on its types: through the usual conversions and
 * every arithmetic, bitwise and shift operator (the result keeps the
 * behaviour, SEMANTICS.md 2), not through an explicit cast, which gives
 * the value its own type. */
typedef struct {
	Vec decls;		/* Decl * */
	int written;		/* 1 << ObKind */
} Carriers;

static void carriers(Node *n, Carriers *c)
{
	if (!n || !is_integer(n->ty))
		return;
	ObKind w = written_ob(n->ty);
	if (w) {
		c->written |= 1 << w;
		return;
	}
	switch (n->kind) {
	case ND_CAST:
		if (n->is_implicit)
			carriers(n->lhs, c);
		return;
	case ND_NEG: case ND_PLUS: case ND_BITNOT: case ND_SHL: case ND_SHR:
		carriers(n->lhs, c);
		return;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
	case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_COND:
		carriers(n->lhs, c);
		carriers(n->rhs, c);
		return;
	case ND_COMMA:
		carriers(n->rhs, c);
		return;
	case ND_ASSIGN: case ND_COMPOUND_ASSIGN:
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		carriers(n->lhs, c);
		return;
	default: {
		Decl *d = decl_of_lvalue(n);
		if (d && !vec_has(&c->decls, d))
			vec_push(&c->decls, d);
	}
	}
}

static void add_join(Decl *a, Decl *b)
{
	if (a != b && !vec_has(&a->joins, b))
		vec_push(&a->joins, b);
}

/* value is stored whole into an object of type ty, the declaration to
 * (NULL: none): assignment, initialization, argument passing, return.
 * A wrap and a trap type may not meet so (SEMANTICS.md 4): the two sides
 * must be annotated alike, or one of them not at all. */
static void meet(Decl *to, Type *ty, Node *value)
{
	if (!is_integer(elements(ty)))
		return;
	Carriers c = {0};
	carriers(value, &c);
	ObKind w = written_ob(elements(ty));
	for (int i = 0; i < c.decls.len; i++) {
		Decl *from = c.decls.data[i];
		if (w)
			from->meets |= 1 << w;
		if (to && !w) {
			add_join(from, to);
			add_join(to, from);
		}
	}
	if (to && !w)
		to->meets |= c.written;
}

/* The integer objects a pointer value points into: &x, an array that
 * decays, those moved by an offset. */
static void pointer_origins(Node *n, Vec *out)
{
	if (!n || n->ty->kind != TY_PTR)
		return;
	if (n->kind == ND_CAST && n->is_implicit && n->lhs->ty->kind == TY_ARRAY) {
		Decl *d = decl_of_lvalue(n->lhs);
		if (d)
			vec_push(out, d);
		return;
	}
	switch (n->kind) {
	case ND_CAST:
		if (n->is_implicit)
			pointer_origins(n->lhs, out);
		return;
	case ND_ADDR: {
		Decl *d = decl_of_lvalue(n->lhs);
		if (d)
			vec_push(out, d);
		return;
	}
	case ND_ADD: case ND_SUB: case ND_COND:
		pointer_origins(n->lhs, out);
		pointer_origins(n->rhs, out);
		return;
	case ND_COMMA:
		pointer_origins(n->rhs, out);
		return;
	default:
		return;
	}
}

/* A pointer value stored into a `T *` of a plain integer T: annotating
 * what it points into would make the pointer types differ (a warning on
 * by default, an error under -Werror). */
static void pointer_meet(Type *ty, Node *value)
{
	if (ty->kind != TY_PTR || !is_integer(ty->base) || written_ob(ty->base))
		return;
	Vec origins = {0};
	pointer_origins(value, &origins);
	for (int i = 0; i < origins.len; i++)
		((Decl *)origins.data[i])->escapes = true;
}

/* value stored into an object of type ty, the declaration to, if any */
static void store(Decl *to, Type *ty, Node *value)
{
	meet(to, ty, value);
	pointer_meet(ty, value);
}

/* ---- the uses -------------------------------------------------------- */

/* Functions whose integer arguments are sizes: bit i set for argument i + 1. */
static const struct {
	const char *name;
	int args, use;
} size_calls[] = {
	{"malloc", 1, USE_ALLOC}, {"calloc", 3, USE_ALLOC}, {"realloc", 2, USE_ALLOC},
	{"reallocarray", 6, USE_ALLOC}, {"aligned_alloc", 2, USE_ALLOC},
	{"alloca", 1, USE_ALLOC}, {"__builtin_alloca", 1, USE_ALLOC},
	{"xmalloc", 1, USE_ALLOC}, {"xcalloc", 3, USE_ALLOC}, {"xrealloc", 2, USE_ALLOC},
	{"kmalloc", 1, USE_ALLOC}, {"kzalloc", 1, USE_ALLOC}, {"kcalloc", 3, USE_ALLOC},
	{"kmalloc_array", 3, USE_ALLOC}, {"krealloc", 2, USE_ALLOC}, {"kvmalloc", 1, USE_ALLOC},
	{"kvzalloc", 1, USE_ALLOC}, {"kvcalloc", 3, USE_ALLOC}, {"vmalloc", 1, USE_ALLOC},
	{"vzalloc", 1, USE_ALLOC}, {"devm_kzalloc", 2, USE_ALLOC},
	{"memcpy", 4, USE_MEMLEN}, {"memmove", 4, USE_MEMLEN}, {"memset", 4, USE_MEMLEN},
	{"memcmp", 4, USE_MEMLEN}, {"memchr", 4, USE_MEMLEN}, {"memccpy", 8, USE_MEMLEN},
	{"__builtin_memcpy", 4, USE_MEMLEN}, {"__builtin_memmove", 4, USE_MEMLEN},
	{"__builtin_memset", 4, USE_MEMLEN}, {"strncpy", 4, USE_MEMLEN},
	{"strncat", 4, USE_MEMLEN}, {"strncmp", 4, USE_MEMLEN}, {"strndup", 2, USE_MEMLEN},
	{"snprintf", 2, USE_MEMLEN}, {"vsnprintf", 2, USE_MEMLEN}, {"bzero", 2, USE_MEMLEN},
	{"explicit_bzero", 2, USE_MEMLEN}, {"bcopy", 4, USE_MEMLEN}, {"read", 4, USE_MEMLEN},
	{"write", 4, USE_MEMLEN}, {"pread", 4, USE_MEMLEN}, {"pwrite", 4, USE_MEMLEN},
	{"recv", 4, USE_MEMLEN}, {"send", 4, USE_MEMLEN}, {"fread", 6, USE_MEMLEN},
	{"fwrite", 6, USE_MEMLEN}, {"copy_from_user", 4, USE_MEMLEN},
	{"copy_to_user", 4, USE_MEMLEN},
};

/* Each argument is stored into its parameter (a conversion may or may
 * not stand between them: none if the types are the same). */
static void argument_stores(Node *call)
{
	Type *fty = bare(call->lhs)->ty;
	if (fty->kind == TY_PTR)
		fty = fty->base;
	if (fty->kind != TY_FUNC)
		return;
	Param *p = fty->params;
	for (Node *a = call->args; a && p; a = a->next, p = p->next) {
		Node *value = a->kind == ND_CAST && a->is_implicit && a->ctx == CTX_ARG ? a->lhs : a;
		store(p->tok ? decl_for(p->tok) : NULL, p->ty, value);
	}
}

static void call_uses(Node *call)
{
	argument_stores(call);
	Node *fn = bare(call->lhs);
	if (fn->kind != ND_VAR || !fn->var)
		return;
	const char *name = fn->var->name->name;
	for (size_t i = 0; i < sizeof size_calls / sizeof *size_calls; i++) {
		if (strcmp(name, size_calls[i].name) != 0)
			continue;
		int k = 0;
		for (Node *a = call->args; a; a = a->next, k++)
			if (size_calls[i].args & 1 << k)
				reach(a, &(Reach){.use = size_calls[i].use});
		return;
	}
}

/* What the right side of an update of d mixes in. */
typedef struct {
	Decl *d;
	int reads;		/* of d */
	bool xor, shift_left, add, odd_mul, small_odd_mul, input;
} Mix;

/* 0, or the odd constant n is (3 or more). */
static __int128 odd_multiplier(Node *n)
{
	__int128 v;
	return n && eval_int(n, &v) && v >= 3 && (v & 1) ? v : 0;
}

/* Whether the value of n depends on d's old value. */
static bool carries(Node *n, Decl *d)
{
	if (!n)
		return false;
	if ((n->kind == ND_VAR || n->kind == ND_MEMBER) && decl_of_lvalue(n) == d)
		return true;
	if (carries(n->cond, d) || carries(n->lhs, d) || carries(n->rhs, d))
		return true;
	for (Node *a = n->args; a; a = a->next)
		if (carries(a, d))
			return true;
	return false;
}

static bool is_constant_int(Node *n)
{
	__int128 v;
	return n && eval_int(n, &v);
}

/* Multiplying by an odd constant spreads bits only when the constant is
 * large (31, 33, 16777619, 1103515245) or the step mixes a value in
 * (`h * 3 + c`); `k *= 3` scales an index by an entry's size (pcre2's
 * posix_class) and `h = 3 * h + 1` makes a shell sort's gaps (bzip2's
 * mainSort): neither is a hash. */
static void note_odd_mul(Node *own, Node *factor, Mix *m)
{
	__int128 v = carries(own, m->d) ? odd_multiplier(factor) : 0;
	m->odd_mul |= v >= 31;
	m->small_odd_mul |= v && v < 31;
}

/* A step mixes d only if d's old value is among its operands: `h ^ c`,
 * `h * 16777619`, `h << 5`; not `total += 3 * x`, where the odd factor
 * multiplies something else. A right shift only makes a value smaller:
 * `prob -= prob >> 5` (a bit probability) and `d |= d >> 2` (a mask)
 * never wrap. */
static void note_mix(NodeKind op, Node *lhs, Node *rhs, Mix *m)
{
	bool l = carries(lhs, m->d), r = carries(rhs, m->d);
	m->xor |= op == ND_BITXOR && (l || r);
	m->shift_left |= op == ND_SHL && l;
	m->add |= (op == ND_ADD || op == ND_SUB) && (l || r);
	if ((op == ND_ADD || op == ND_SUB || op == ND_BITXOR || op == ND_BITOR) && l != r)
		m->input |= !is_constant_int(l ? rhs : lhs);
	if (op == ND_MUL) {
		note_odd_mul(lhs, rhs, m);
		note_odd_mul(rhs, lhs, m);
	}
}

static void scan_mix(Node *n, Mix *m)
{
	if (!n)
		return;
	note_mix(n->kind, n->lhs, n->rhs, m);
	if ((n->kind == ND_VAR || n->kind == ND_MEMBER) && decl_of_lvalue(n) == m->d)
		m->reads++;
	if (n->cond)
		scan_mix(n->cond, m);
	if (n->lhs && n->lhs != n->cond)
		scan_mix(n->lhs, m);
	scan_mix(n->rhs, m);
	for (Node *a = n->args; a; a = a->next)
		scan_mix(a, m);
}

/* d = E or d op= E: a step of a hash, a checksum or a PRNG? */
static void update_uses(Node *n, Decl *d)
{
	Mix m = {.d = d};
	if (n->kind == ND_COMPOUND_ASSIGN) {
		note_mix(n->op, n->lhs, n->rhs, &m);
		m.reads++;
	}
	scan_mix(n->rhs, &m);
	if (m.reads && (m.xor || m.odd_mul || (m.small_odd_mul && m.input) ||
			(m.shift_left && m.add && m.reads >= 2)))
		d->uses |= USE_HASH;
	reach(n->rhs, &(Reach){.into = d});
}

static Node *integer_side(Node *n)
{
	return is_integer(n->lhs->ty) ? n->lhs : n->rhs;
}

static void node_uses(Node *n)
{
	switch (n->kind) {
	case ND_CALL:
		call_uses(n);
		return;
	case ND_INDEX:
		reach(integer_side(n), &(Reach){.use = USE_INDEX});
		return;
	case ND_ADD: case ND_SUB:
		if (n->ty->kind == TY_PTR)
			reach(integer_side(n), &(Reach){.use = USE_PTR_OFFSET});
		return;
	case ND_ASSIGN: case ND_COMPOUND_ASSIGN: {
		if (n->kind == ND_COMPOUND_ASSIGN && bare(n->lhs)->ty->kind == TY_PTR)
			reach(n->rhs, &(Reach){.use = USE_PTR_OFFSET});
		Decl *d = decl_of_lvalue(n->lhs);
		if (d)
			update_uses(n, d);
		if (n->kind == ND_ASSIGN)
			store(d, n->lhs->ty, n->rhs);
		return;
	}
	case ND_CAST:
		if (n->is_implicit && n->ctx == CTX_ARG && n->param && n->param->tok)
			reach(n->lhs, &(Reach){.into = decl_for(n->param->tok)});
		if (n->is_implicit && n->ctx == CTX_RETURN)
			store(NULL, n->ty, n->lhs);
		return;

	default:
		return;
	}
}

/* +1 for i++, ++i and i += 1; -1 for the decrements; 0 for other steps. */
static int unit_step(Node *step)
{
	__int128 one;
	switch (step->kind) {
	case ND_PRE_INC: case ND_POST_INC:
		return 1;
	case ND_PRE_DEC: case ND_POST_DEC:
		return -1;
	case ND_COMPOUND_ASSIGN:
		if (!eval_int(step->rhs, &one) || one != 1)
			return 0;
		return step->op == ND_ADD ? 1 : step->op == ND_SUB ? -1 : 0;
	default:
		return 0;
	}
}

/* Is `side` of the comparison the variable v itself, compared in its own
 * type (not widened to a type in which the other side could pass it)? */
static bool compared_as_itself(Node *side, Node *v)
{
	Node *b = bare(side);
	return b->kind == ND_VAR && b->var == v->var && int_bits(side->ty) == int_bits(v->ty) &&
	       is_unsigned_int(side->ty) == is_unsigned_int(v->ty);
}

/* for (...; i < E; i++) (or i > E; i--): while the condition holds, i is
 * below (above) a value of its own type, so one step cannot overflow. */
void flow_for_loop(Node *cond, Node *inc)
{
	if (!site_report_path || !cond || !inc)
		return;
	Node *step = bare(inc);
	int dir = unit_step(step);
	Node *v = dir ? bare(step->lhs) : NULL;
	if (!v || v->kind != ND_VAR || !decl_of_lvalue(v))
		return;
	cond = bare(cond);
	bool up = (cond->kind == ND_LT && compared_as_itself(cond->lhs, v)) ||
		  (cond->kind == ND_GT && compared_as_itself(cond->rhs, v));
	bool down = (cond->kind == ND_GT && compared_as_itself(cond->lhs, v)) ||
		    (cond->kind == ND_LT && compared_as_itself(cond->rhs, v));
	if ((dir > 0 && up) || (dir < 0 && down)) {
		vec_push(&loop_steps, step);
		decl_of_lvalue(v)->uses |= USE_LOOP;
	}
}

bool flow_is_loop_step(Node *n)
{
	return vec_has(&loop_steps, n);
}

/* ---- the declaration a site belongs to ---------------------------------- */

/* Where the value converted by path[depth] goes, if into a declaration. */
static Decl *destination(Node **path, int depth)
{
	Node *conv = path[depth], *parent = depth ? path[depth - 1] : NULL;
	if (conv->kind == ND_ASSIGN)	/* into a bit-field */
		return decl_of_lvalue(conv->lhs);
	if (conv->kind != ND_CAST || !conv->is_implicit)
		return NULL;
	switch (conv->ctx) {
	case CTX_ASSIGN:
		return parent && parent->kind == ND_ASSIGN ? decl_of_lvalue(parent->lhs) : NULL;
	case CTX_INIT:
		return !parent && initializing ? decl_for(initializing) : NULL;
	case CTX_ARG:
		return conv->param && conv->param->tok ? decl_for(conv->param->tok) : NULL;
	case CTX_ARITH:	/* the other operand gave the computation its type */
		if (!parent || !parent->lhs || !parent->rhs)
			return NULL;
		return carried_decl(parent->lhs == conv ? parent->rhs : parent->lhs);
	default:
		return NULL;
	}
}

/* The declaration the site at path[depth] belongs to: an operation's to
 * its operand's, a conversion's (converted: the value at path[depth] is
 * converted, which may be an operation's result too, `a[i] = x - 1`) to
 * where the value goes. */
static Decl *site_decl(Node **path, int depth, bool converted, bool *stored)
{
	Node *n = path[depth];
	switch (converted ? ND_CAST : n->kind) {
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_NEG: {
		Decl *d = carried_decl(n->lhs);
		return d || !n->rhs ? d : carried_decl(n->rhs);
	}
	case ND_COMPOUND_ASSIGN:
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		return decl_of_lvalue(n->lhs);
	default: {	/* a converted value: into a declaration with a behaviour,
			   else its own, else the operand that gave the
			   arithmetic its behaviour */
		Node *conv = depth ? path[depth - 1] : NULL;
		Decl *to = conv ? destination(path, depth - 1) : NULL;
		bool arith = to && conv->kind == ND_CAST && conv->ctx == CTX_ARITH;
		if (to && conv->ty->ob && !arith) {
			*stored = true;
			return to;
		}
		Decl *from = carried_decl(n);
		*stored = !from && to && !arith;
		return from ? from : to;
	}
	}
}

/* The other declarations an annotation of which would make the site at
 * path[depth] checked: every operand's carrier, the destination of a
 * conversion and the value's (the first, d, is the site's own). */
static Vec *site_others(Node **path, int depth, Decl *d, bool converted)
{
	Node *n = path[depth];
	Carriers c = {0};
	switch (converted ? ND_CAST : n->kind) {
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_NEG:
	case ND_COMPOUND_ASSIGN:
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		carriers(n->lhs, &c);
		carriers(n->rhs, &c);
		break;
	default: {
		Decl *to = depth ? destination(path, depth - 1) : NULL;
		if (to)
			vec_push(&c.decls, to);
		carriers(n, &c);
	}
	}
	Vec *others = alloc(sizeof *others);
	for (int i = 0; i < c.decls.len; i++)
		if (c.decls.data[i] != d && ((Decl *)c.decls.data[i])->kind &&
		    !vec_has(others, c.decls.data[i]))
			vec_push(others, c.decls.data[i]);
	return others;
}

/* ---- the walk ------------------------------------------------------- */

/* Is the node at the end of path the function a call calls? */
static bool is_callee(Vec *path)
{
	Node *n = path->data[path->len - 1];
	for (int k = path->len - 2; k >= 0; k--) {
		Node *up = path->data[k];
		if (up->kind == ND_CALL)
			return bare(up->lhs) == n;
		if (up->kind != ND_CAST || !up->is_implicit)
			return false;
	}
	return false;
}

/* A function named other than as a callee: its address is taken, and
 * its type is that of a pointer others may share. */
static void note_function(Vec *path)
{
	Node *n = path->data[path->len - 1];
	if (n->kind == ND_VAR && n->var && n->var->kind == SYM_FUNC && n->var->tok &&
	    !n->var->tok->in_system_header && !is_callee(path) && !vec_has(&taken, n->var->tok))
		vec_push(&taken, n->var->tok);
}

static void walk(Vec *path)
{
	Node *n = path->data[path->len - 1];
	node_uses(n);
	note_function(path);
	for (int converted = 0; converted < 2; converted++) {
		if (!site_at(n, converted))
			continue;
		Node **at = (Node **)path->data;
		bool stored = false;
		Decl *d = site_decl(at, path->len - 1, converted, &stored);
		site_belongs_to(n, converted, d, stored, site_others(at, path->len - 1, d, converted));
	}
	Node *kids[] = {n->cond, n->lhs != n->cond ? n->lhs : NULL, n->rhs};
	for (int i = 0; i < 3; i++) {
		if (!kids[i])
			continue;
		vec_push(path, kids[i]);
		walk(path);
		path->len--;
	}
	for (Node *a = n->args; a; a = a->next) {
		vec_push(path, a);
		walk(path);
		path->len--;
	}
}

void flow_note_expr(Node *full)
{
	if (!site_report_path)
		return;
	if (initializing) {
		Decl *d = decl_for(initializing);
		reach(full, &(Reach){.into = d});
		if (d->ty)
			store(d, d->ty, full);
	}
	Vec path = {0};
	vec_push(&path, full);
	walk(&path);
}

/* ---- the report ------------------------------------------------------- */

void flow_loop_bounded(Decl *d)
{
	d->uses |= USE_LOOP;
}

/* A declaration whose values are stored into one that reaches a size
 * reaches it too. */
static void propagate_uses(void)
{
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 0; i < decls.len; i++) {
			Decl *d = decls.data[i];
			for (int j = 0; j < d->into.len; j++) {
				Decl *into = d->into.data[j];
				int more = into->uses & USE_SIZE_LIKE & ~d->uses;
				d->uses |= more;
				changed |= more != 0;
			}
		}
	}
}

void flow_finish(void)
{
	propagate_uses();
}

static const char *written_name(Type *ty)
{
	switch (written_ob(elements(ty))) {
	case OB_WRAP: return "\"wrap\"";
	case OB_TRAP: return "\"trap\"";
	case OB_SAT: return "\"sat\"";
	default: return "null";
	}
}

/* {"file": ..., "line": ..., "column": ..., "path": ...}: where a name is,
 * which is how other units and obt-report know the declaration again. */
static void write_place(Buf *b, Token *name)
{
	Loc at = original_loc(name);
	buf_str(b, "{\"file\": ");
	buf_json_string(b, mapped_file_name(at.file));
	buf_fmt(b, ", \"line\": %d, \"column\": %d", at.line, at.col);
	site_write_path(b, at.file);
	buf_str(b, "}");
}

/* , "insert_line": L, "insert_column": C, "insert_text": T, "declarators":
 * N, "others": K: where the keyword goes, before the declarator's first
 * token (0 and 0 where the token before it is not the one before it in
 * the source, as when a macro writes the declaration: there is no place
 * in the source for the keyword), and what else it would reach. */
static void write_insert(Buf *b, Token *insert, Declaration *in)
{
	Loc ins = insert && follows_in_source(insert) ? original_loc(insert) : (Loc){0};
	buf_fmt(b, ", \"insert_line\": %d, \"insert_column\": %d, \"insert_text\": ", ins.line,
		ins.col);
	buf_json_string(b, insert ? tok_str(insert) : "");
	buf_fmt(b, ", \"declarators\": %d, \"others\": %d", in->count, in->others);
}

static void write_places(Buf *b, const char *key, Vec *tokens)
{
	buf_fmt(b, ", \"%s\": [", key);
	for (int i = 0; i < tokens->len; i++) {
		buf_str(b, i ? ", " : "");
		write_place(b, tokens->data[i]);
	}
	buf_str(b, "]");
}

/* , "places": [...]: the other declarations, each with its insert */
static void write_redeclarations(Buf *b, Decl *d)
{
	buf_str(b, ", \"places\": [");
	for (int i = 0; i < d->places.len; i++) {
		Place *pl = d->places.data[i];
		buf_str(b, i ? ", " : "");
		write_place(b, pl->name);
		b->len--;	/* inside the place's braces */
		write_insert(b, pl->insert, pl->declaration);
		buf_str(b, "}");
	}
	buf_str(b, "]");
}

static void write_meets(Buf *b, int meets)
{
	static const char *const names[] = {[OB_WRAP] = "wrap", [OB_TRAP] = "trap", [OB_SAT] = "sat"};
	buf_str(b, ", \"meets\": [");
	const char *sep = "";
	for (int k = OB_WRAP; k <= OB_SAT; k++) {
		if (meets & 1 << k) {
			buf_fmt(b, "%s\"%s\"", sep, names[k]);
			sep = ", ";
		}
	}
	buf_str(b, "]");
}

/* Declared where an annotation could be written: not a system header's. */
static bool annotatable(const Decl *d)
{
	return d->kind && !d->name->in_system_header;
}

/* , "decl": {...}, "uses": [...] */
void flow_write_decl(Buf *b, Decl *d)
{
	if (!d || !d->kind) {
		buf_str(b, ", \"decl\": null, \"uses\": []");
		return;
	}
	Loc at = original_loc(d->name);
	buf_str(b, ", \"decl\": {\"name\": ");
	buf_json_string(b, tok_str(d->label ? d->label : d->name));
	buf_fmt(b, ", \"kind\": \"%s\", \"file\": ", d->kind);
	buf_json_string(b, mapped_file_name(at.file));
	buf_fmt(b, ", \"line\": %d, \"column\": %d", at.line, at.col);
	write_insert(b, d->insert, d->declaration);
	buf_fmt(b, ", \"written\": %s, \"function\": ", written_name(d->ty));
	if (d->function)
		write_place(b, d->function);
	else
		buf_str(b, "null");
	write_redeclarations(b, d);
	Vec joins = {0};
	for (int i = 0; i < d->joins.len; i++)
		if (annotatable(d->joins.data[i]))
			vec_push(&joins, ((Decl *)d->joins.data[i])->name);
	write_places(b, "joins", &joins);
	write_meets(b, d->meets);
	buf_fmt(b, ", \"escapes\": %s", d->escapes ? "true" : "false");
	site_write_path(b, at.file);
	buf_str(b, "}, \"uses\": [");
	const char *sep = "";
	for (int i = 0; i < (int)(sizeof use_names / sizeof *use_names); i++) {
		if (d->uses & 1 << i) {
			buf_fmt(b, "%s\"%s\"", sep, use_names[i]);
			sep = ", ";
		}
	}
	buf_str(b, "]");
}

/* , "also": [...]: the places of the others */
void flow_write_others(Buf *b, Vec *others)
{
	Vec names = {0};
	for (int i = 0; others && i < others->len; i++)
		if (annotatable(others->data[i]))
			vec_push(&names, ((Decl *)others->data[i])->name);
	write_places(b, "also", &names);
}

/* The functions whose address the unit takes, a line each after its
 * sites: a parameter of one is part of a function pointer's type, which
 * the report of a unit that defines it cannot see. */
void flow_write_taken(Buf *b, const char *line_start)
{
	for (int i = 0; i < taken.len; i++) {
		buf_str(b, line_start);
		buf_str(b, ", \"address_taken\": ");
		write_place(b, taken.data[i]);
		buf_str(b, "}\n");
	}
}
