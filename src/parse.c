/*
 * parse.c - declarations and statements.
 *
 * A recursive-descent parser for C17, the GNU C found in glibc and Linux
 * headers, and what C23 GCC accepts. Expressions live in expr.c. There is
 * no statement tree: statements are parsed for their expressions (which
 * are typed trees) and for what the OBT rules need to know about them.
 *
 * Names follow C's scopes with one binding stack per identifier (Ident.sym
 * and Ident.tag point at the innermost binding), which is also how
 * typedef names are told from identifiers.
 *
 * A syntax error leaves the top-level declaration by longjmp. If nothing in
 * that declaration involves an overflow behaviour, obtcc has nothing to
 * rewrite there and CC will judge the code itself: the declaration is
 * skipped (with a note under -v). Otherwise it is an error.
 */
#include "obtcc.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

Parser P;
ParseOptions parse_opts;

struct Func {
	Ident *name;
	Type *ty;
};

static void full_expr(Node *n);
static void discarded_expr(Node *n);
static void condition(Node *n, bool is_while);
/* Set just before a statement of a statement expression is parsed: if it
 * is an expression statement, it may be the value, and is not checked
 * yet. */
static bool value_wanted_next;
/* The statement just parsed cannot complete normally: it is a jump, or a
 * block that ends in one (ranges.c: "if (C) return;" guards the rest). */
static bool stmt_jumps;
static int block_end = -1;	/* token index of the innermost block's '}' */
static bool block_item_decl;	/* the declaration being read is an item of a block */
static bool block_item;		/* the next statement is an item of that block */
/* Token index of the innermost switch being parsed, -1 outside any: where
 * the case labels met belong. */
static int switch_begin = -1;
void parse_static_assert(void);

static jmp_buf recover;
static Loc recover_loc;
static char recover_msg[512];

/* ---- tokens ----------------------------------------------------------- */

Token *tok(void)
{
	return &P.toks[P.pos];
}

Token *peek(int n)
{
	int i = P.pos + n;
	return i < P.u->ntoks ? &P.toks[i] : &P.toks[P.u->ntoks - 1];
}

Token *advance(void)
{
	Token *t = &P.toks[P.pos];
	if (t->kind != TK_EOF)
		P.pos++;
	return t;
}

bool is(int punct)
{
	Token *t = tok();
	return t->kind == TK_PUNCT && t->punct == punct;
}

bool consume(int punct)
{
	if (!is(punct))
		return false;
	P.pos++;
	return true;
}

static const char *punct_name(int punct)
{
	static char one[2];
	switch (punct) {
	case P_ELLIPSIS: return "...";
	case P_ARROW: return "->";
	default:
		one[0] = (char)punct;
		return one;
	}
}

void expect(int punct, const char *context)
{
	if (!consume(punct))
		syntax_error(tok(), "expected '%s' %s", punct_name(punct), context);
}

int kw(const Token *t)
{
	return t->kind == TK_IDENT ? t->ident->keyword : 0;
}

bool consume_kw(int keyword)
{
	if (kw(tok()) != keyword)
		return false;
	P.pos++;
	return true;
}

void syntax_error(Token *t, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(recover_msg, sizeof recover_msg, fmt, ap);
	va_end(ap);
	recover_loc = t->loc;
	longjmp(recover, 1);
}

/* The parser recurses as deep as the input nests, and the checks walk
 * its trees as deep: where the stack runs out (util.c), the construct is
 * rejected like any other that does not parse. */
void check_nesting(Token *at, const char *what)
{
	if (stack_nearly_full())
		syntax_error(at, "%s nested too deeply", what);
}

static bool is_open_bracket(const Token *t)
{
	return t->kind == TK_PUNCT && (t->punct == '(' || t->punct == '[' || t->punct == '{');
}

/* Where each opening (, [ or { of the unit is closed (by whichever
 * bracket brings the nesting back), -1 if never: found once, so that
 * skipping a bracketed run costs nothing, however deep the declarators
 * that skip and come back nest. */
static int *match_brackets(const Token *toks, int n)
{
	int *close = alloc(n * sizeof *close), *open = alloc(n * sizeof *open), depth = 0;
	for (int i = 0; i < n; i++) {
		close[i] = -1;
		if (is_open_bracket(&toks[i]))
			open[depth++] = i;
		else if (toks[i].kind == TK_PUNCT && depth > 0 &&
			 (toks[i].punct == ')' || toks[i].punct == ']' || toks[i].punct == '}'))
			close[open[--depth]] = i;
	}
	return close;
}

/* Skips a bracketed token run starting at an opening (, [ or {; any
 * other token alone. */
void skip_balanced(void)
{
	if (!is_open_bracket(tok())) {
		advance();
		return;
	}
	int close = P.bracket_close[P.pos];
	if (close < 0)
		syntax_error(&P.toks[P.u->ntoks - 1], "unbalanced brackets");
	P.pos = close + 1;
}

/* ---- scopes ----------------------------------------------------------- */

static Vec scope_marks;

static void push_scope(void)
{
	vec_push(&scope_marks, (void *)(intptr_t)P.bindings.len);
	P.depth++;
}

static void unbind(Sym *s)
{
	if (s->kind == SYM_TAG)
		s->name->tag = s->shadowed;
	else
		s->name->sym = s->shadowed;
}

static void pop_scope(void)
{
	int mark = (int)(intptr_t)scope_marks.data[--scope_marks.len];
	while (P.bindings.len > mark)
		unbind(P.bindings.data[--P.bindings.len]);
	P.depth--;
}

Sym *lookup(Ident *name)
{
	return name->sym;
}

static Sym *declare(Ident *name, SymKind kind, Type *ty, Token *t)
{
	Sym *old = name->sym;
	/* A redeclaration in the same scope updates the binding (extern
	 * int a[]; int a[10];) rather than shadowing it. OBTs are distinct
	 * types, which CC cannot see once their spellings are gone. */
	if (old && old->scope_depth == P.depth && kind != SYM_TAG) {
		if ((kind == SYM_VAR || kind == SYM_FUNC) && old->kind == kind && t &&
		    !types_compatible(old->ty, ty) && same_type_ignoring_ob(old->ty, ty)) {
			error_at(t->loc, "conflicting types for '%s'; have '%s'", name->name,
				 type_spelling(ty));
			if (old->tok)
				note_at(old->tok->loc, "previous declaration of '%s' with type '%s'",
					name->name, type_spelling(old->ty));
		}
		if (ty->kind != TY_UNKNOWN &&
		    (old->kind != SYM_TYPEDEF || kind == SYM_TYPEDEF)) {
			bool keep_old_params = ty->kind == TY_FUNC && ty->is_oldstyle &&
					       old->ty->kind == TY_FUNC && !old->ty->is_oldstyle;
			if (!keep_old_params)
				old->ty = ty;
		}
		old->kind = kind;
		return old;
	}
	Sym *s = alloc(sizeof *s);
	s->kind = kind;
	s->name = name;
	s->ty = ty;
	s->tok = t;
	s->scope_depth = P.depth;
	s->is_global = P.depth == 0;
	s->shadowed = old;
	name->sym = s;
	vec_push(&P.bindings, s);
	return s;
}

static Sym *declare_tag(Ident *name, Type *ty)
{
	Sym *s = alloc(sizeof *s);
	s->kind = SYM_TAG;
	s->name = name;
	s->ty = ty;
	s->scope_depth = P.depth;
	s->shadowed = name->tag;
	name->tag = s;
	vec_push(&P.bindings, s);
	return s;
}

static bool is_typedef_name(Token *t)
{
	if (t->kind != TK_IDENT || t->ident->keyword)
		return false;
	Sym *s = t->ident->sym;
	return s && s->kind == SYM_TYPEDEF;
}

/* ---- attributes ------------------------------------------------------- */

/* What obtcc keeps of an attribute list; the rest is skipped. */
typedef struct {
	ObKind ob;
	Ident *ob_label;
	Token *ob_tok;
	int aligned;
	bool packed;
	long vector_size;
	Type *mode;
	bool transparent_union;
	bool cleanup;
	Ident *fn_label;	/* overflow_label(L) on a function */
} Attrs;

static bool is_attr_name(Token *t, const char *name)
{
	if (t->kind != TK_IDENT)
		return false;
	const char *s = t->ident->name;
	size_t n = strlen(name);
	/* "packed" and "__packed__" are the same attribute. */
	if (strcmp(s, name) == 0)
		return true;
	return t->len == (int)n + 4 && strncmp(s, "__", 2) == 0 &&
	       strncmp(s + 2, name, n) == 0 && strcmp(s + 2 + n, "__") == 0;
}

static Type *mode_type(Token *t)
{
	const char *s = t->ident->name;
	if (starts_with(s, "__"))
		s += 2;
	if (starts_with(s, "QI") || starts_with(s, "byte")) return ty_schar;
	if (starts_with(s, "HI")) return ty_short;
	if (starts_with(s, "SI")) return ty_int;
	if (starts_with(s, "DI")) return target.long_size == 8 ? ty_long : ty_llong;
	if (starts_with(s, "TI")) return ty_int128;
	if (starts_with(s, "word") || starts_with(s, "pointer"))
		return target.ptr_size == target.long_size ? ty_long : ty_llong;
	return NULL;	/* float modes and others keep the declared type */
}

static void set_ob(Attrs *a, ObKind ob, Ident *label, Token *t)
{
	if (a->ob && a->ob != ob) {
		error_at(t->loc, "conflicting 'overflow_behavior' attributes on the same type");
		ob = OB_TRAP;	/* as Clang recovers */
	}
	a->ob = ob;
	a->ob_label = label;
	a->ob_tok = t;
}

/* overflow_behavior(wrap | trap | saturate | "..." [, LABEL]) */
static void overflow_behavior_attr(Attrs *a, Token *name)
{
	if (!consume('(')) {
		error_at(name->loc, "'overflow_behavior' attribute takes one argument");
		return;
	}
	if (is(')')) {
		error_at(name->loc, "'overflow_behavior' attribute takes one argument");
		advance();
		return;
	}
	Token *arg = advance();
	/* a string the line ends before closing is one character long */
	char *word = arg->kind == TK_STR && arg->len >= 2 ? str_ndup(arg->text + 1, arg->len - 2) :
		     arg->kind == TK_IDENT ? (char *)arg->ident->name : NULL;
	ObKind ob = OB_NONE;
	if (word && strcmp(word, "wrap") == 0)
		ob = OB_WRAP;
	else if (word && strcmp(word, "trap") == 0)
		ob = OB_TRAP;
	else if (word && (strcmp(word, "saturate") == 0 || strcmp(word, "sat") == 0))
		ob = OB_SAT;
	if (!word)
		error_at(arg->loc, "'overflow_behavior' attribute requires an identifier or a string");
	else if (!ob)
		error_at(arg->loc, "'%s' is not a valid argument to attribute 'overflow_behavior'", word);
	Ident *label = NULL;
	if (consume(',')) {
		Token *l = advance();
		if (l->kind != TK_IDENT)
			error_at(l->loc, "overflow handler label must be an identifier");
		else
			label = l->ident;
		if (is(',')) {
			error_at(name->loc, "'overflow_behavior' attribute takes one argument");
			while (!is(')') && tok()->kind != TK_EOF)
				advance();
		}
		if (label && ob && ob != OB_TRAP) {
			error_at(l->loc, "overflow handler label can only be specified with 'trap' behavior");
			label = NULL;
		}
	}
	expect(')', "after the overflow_behavior argument");
	if (ob)
		set_ob(a, ob, label, name);
}

static long attr_int_arg(void)
{
	expect('(', "after the attribute name");
	Node *n = parse_assign();
	__int128 v = 0;
	eval_int(n, &v);
	while (consume(','))
		parse_assign();
	expect(')', "after the attribute argument");
	return (long)v;
}

static void one_attribute(Attrs *a)
{
	Token *name = advance();
	if (name->kind != TK_IDENT)
		syntax_error(name, "expected an attribute name");
	if (consume(P_COLONCOLON)) {	/* [[gnu::packed]] */
		name = advance();
		if (name->kind != TK_IDENT)
			syntax_error(name, "expected an attribute name");
	}
	if (is_attr_name(name, "overflow_behavior")) {
		overflow_behavior_attr(a, name);
	} else if (is_attr_name(name, "aligned")) {
		int n = is('(') ? (int)attr_int_arg() : target.max_align;
		if (n > a->aligned)
			a->aligned = n;
	} else if (is_attr_name(name, "packed")) {
		a->packed = true;
	} else if (is_attr_name(name, "vector_size")) {
		a->vector_size = attr_int_arg();
	} else if (is_attr_name(name, "mode") && peek(1)->kind == TK_IDENT) {
		advance();
		a->mode = mode_type(advance());
		expect(')', "after the mode attribute");
	} else if (is_attr_name(name, "transparent_union")) {
		a->transparent_union = true;
	} else if (is_attr_name(name, "overflow_label")) {
		expect('(', "after overflow_label");
		Token *l = advance();
		if (l->kind != TK_IDENT)
			syntax_error(l, "expected a label name in __overflow_label");
		a->fn_label = l->ident;
		expect(')', "after the overflow_label name");
	} else if (is_attr_name(name, "cleanup")) {
		a->cleanup = true;
		skip_balanced();
	} else if (is('(')) {
		skip_balanced();
	}
}

static bool c23_attributes_follow(void)
{
	return is('[') && peek(1)->kind == TK_PUNCT && peek(1)->punct == '[';
}

/* Reads any run of __attribute__((...)) and [[...]] into a. */
static bool attributes(Attrs *a)
{
	bool any = false;
	for (;;) {
		int k = kw(tok());
		int close;
		if (k == KW_ATTRIBUTE || k == KW_ATTRIBUTE2) {
			advance();
			close = ')';
		} else if (c23_attributes_follow()) {
			close = ']';
		} else {
			return any;
		}
		/* (( list )) or [[ list ]] */
		expect(close == ')' ? '(' : '[', "to open an attribute list");
		expect(close == ')' ? '(' : '[', "to open an attribute list");
		while (!is(close)) {
			if (!consume(','))
				one_attribute(a);
		}
		expect(close, "to close the attribute list");
		expect(close, "to close the attribute list");
		any = true;
	}
}

void skip_attributes(void)
{
	Attrs a = {0};
	attributes(&a);
}


/* Gives ty the overflow behaviour ob, with the errors of SEMANTICS.md
 * section 1. `spelling` names the keyword or attribute for messages. */
static Type *apply_ob(Type *ty, ObKind ob, Ident *label, Token *where, bool keyword)
{
	if (!ob)
		return ty;
	if (!is_integer(ty) || (ty->kind == TY_ENUM && !ty->enum_info->is_complete &&
				!ty->base)) {
		if (ty->kind != TY_UNKNOWN) {
			if (keyword)
				error_at(where->loc, "%s specifier cannot be applied to non-integer type '%s'",
					 ob_name(ob), type_spelling(ty));
			else
				error_at(where->loc, "'overflow_behavior' attribute cannot be applied "
					 "to non-integer type '%s'", type_spelling(ty));
		}
		return ty;
	}
	if (ty->ob && ty->ob != ob) {
		error_at(where->loc, "conflicting overflow behavior: '%s' already has '%s'",
			 type_spelling(ty), ob_name(ty->ob));
		return ty;
	}
	if (label)
		obt_note_label_reference(label, where);
	return with_ob(ty, ob, label);
}

/* ---- declaration specifiers ------------------------------------------- */

typedef struct {
	Type *ty;
	bool is_typedef, is_static, is_extern, is_inline, is_register, is_thread;
	bool is_constexpr, is_auto_type;
	bool plain_int;		/* int/short/long with neither signed nor unsigned */
	bool has_spec;		/* anything at all was read */
	ObKind kw_ob;		/* from __ob_* keywords */
	Token *kw_ob_tok;
	Attrs attrs;
} DeclSpec;

static Type *struct_or_union(bool is_union);
static Type *enum_specifier(void);
static Type *typeof_specifier(bool unqual);
static Type *declarator(Type *ty, Token **name);
static Type *abstract_declarator(Type *ty);

static void qualifier_ob(DeclSpec *ds, Token *t)
{
	ObKind ob = kw(t) == KW_OB_WRAP ? OB_WRAP : kw(t) == KW_OB_TRAP ? OB_TRAP : OB_SAT;
	if (ds->kw_ob == ob) {
		warning_at(t->loc, "duplicate-decl-specifier", "duplicate '%s' declaration specifier",
			   ob_name(ob));
	} else if (ds->kw_ob) {
		error_at(t->loc, "cannot combine with previous '%s' declaration specifier",
			 ob_name(ds->kw_ob));
	} else {
		ds->kw_ob = ob;
		ds->kw_ob_tok = t;
	}
}

static bool is_storage_or_qualifier(int k)
{
	switch (k) {
	case KW_TYPEDEF: case KW_STATIC: case KW_EXTERN: case KW_AUTO: case KW_REGISTER:
	case KW_INLINE: case KW_GNU_INLINE: case KW_GNU_INLINE2: case KW_NORETURN:
	case KW_THREAD_LOCAL: case KW_C23_THREAD_LOCAL: case KW_THREAD: case KW_CONSTEXPR:
	case KW_CONST: case KW_GNU_CONST: case KW_GNU_CONST2: case KW_VOLATILE:
	case KW_GNU_VOLATILE: case KW_GNU_VOLATILE2: case KW_RESTRICT: case KW_GNU_RESTRICT:
	case KW_GNU_RESTRICT2: case KW_ATOMIC: case KW_ALIGNAS: case KW_C23_ALIGNAS:
	case KW_ATTRIBUTE: case KW_ATTRIBUTE2: case KW_EXTENSION: case KW_SEG_FS: case KW_SEG_GS:
	case KW_OB_WRAP: case KW_OB_TRAP: case KW_OB_SAT:
		return true;
	default:
		return false;
	}
}

static bool is_type_keyword(int k)
{
	switch (k) {
	case KW_VOID: case KW_CHAR: case KW_SHORT: case KW_INT: case KW_LONG: case KW_FLOAT:
	case KW_DOUBLE: case KW_SIGNED: case KW_GNU_SIGNED: case KW_GNU_SIGNED2: case KW_UNSIGNED:
	case KW_BOOL: case KW_C23_BOOL: case KW_COMPLEX: case KW_GNU_COMPLEX: case KW_GNU_COMPLEX2:
	case KW_IMAGINARY: case KW_STRUCT: case KW_UNION: case KW_ENUM: case KW_TYPEOF:
	case KW_TYPEOF_UNQUAL: case KW_GNU_TYPEOF: case KW_GNU_TYPEOF2: case KW_GNU_TYPEOF_UNQUAL:
	case KW_GNU_TYPEOF_UNQUAL2: case KW_AUTO_TYPE: case KW_BITINT: case KW_INT128:
	case KW_INT128_2: case KW_FLOAT16: case KW_FLOAT32: case KW_FLOAT64: case KW_FLOAT128:
	case KW_FLOAT32X: case KW_FLOAT64X: case KW_FLOAT128X: case KW_GNU_FLOAT128:
	case KW_GNU_FLOAT80: case KW_GNU_IBM128: case KW_BF16: case KW_DECIMAL32:
	case KW_DECIMAL64: case KW_DECIMAL128:
		return true;
	default:
		return false;
	}
}

bool at_type_name(Token *t)
{
	int k = kw(t);
	if (k == KW_TYPEDEF || k == KW_STATIC || k == KW_EXTERN || k == KW_AUTO ||
	    k == KW_REGISTER || k == KW_INLINE || k == KW_GNU_INLINE || k == KW_GNU_INLINE2 ||
	    k == KW_NORETURN || k == KW_THREAD_LOCAL || k == KW_C23_THREAD_LOCAL ||
	    k == KW_THREAD || k == KW_CONSTEXPR || k == KW_EXTENSION)
		return false;
	return is_type_keyword(k) || is_storage_or_qualifier(k) || is_typedef_name(t);
}

/* Does a declaration start here (in a block or at file scope)? */
static bool at_declaration(void)
{
	Token *t = tok();
	int k = kw(t);
	if (k == KW_EXTENSION) {
		int save = P.pos;
		while (consume_kw(KW_EXTENSION))
			;
		bool r = at_declaration();
		P.pos = save;
		return r;
	}
	if (k == KW_STATIC_ASSERT || k == KW_C23_STATIC_ASSERT)
		return true;
	if (is_type_keyword(k) || (is_storage_or_qualifier(k) && k != KW_ATTRIBUTE &&
				   k != KW_ATTRIBUTE2) || k == KW_AUTO)
		return true;
	if (k == KW_ATTRIBUTE || k == KW_ATTRIBUTE2 || (is('[') && peek(1)->kind == TK_PUNCT &&
							    peek(1)->punct == '[')) {
		/* An attribute before a declaration or before a statement */
		int save = P.pos;
		skip_attributes();
		bool r = !is(';') && (at_declaration() || (tok()->kind == TK_IDENT &&
						 !tok()->ident->keyword &&
						 peek(1)->kind == TK_IDENT));
		P.pos = save;
		return r;
	}
	return is_typedef_name(t) && !(peek(1)->kind == TK_PUNCT && peek(1)->punct == ':');
}

/* Builds the type from the counted specifiers (C17 6.7.2). */
typedef struct {
	int longs, shorts, chars, ints, signeds, unsigneds, voids, bools, floats, doubles;
	int complexes, int128s;
	Type *other;		/* typedef, struct, enum, typeof, _BitInt, _FloatN */
} SpecCount;

static Type *floatn_type(int k, Token *t)
{
	Type *ty = new_type(TY_FLOATN);
	ty->floatn_kind = k;
	ty->name = t->ident;
	switch (k) {
	case KW_FLOAT16: case KW_BF16: ty->bits = 2; break;
	case KW_FLOAT32: case KW_DECIMAL32: ty->bits = 4; break;
	case KW_FLOAT64: case KW_FLOAT32X: case KW_DECIMAL64: ty->bits = 8; break;
	case KW_GNU_FLOAT80: case KW_FLOAT64X: ty->bits = 16; break;
	default: ty->bits = 16; break;
	}
	if (k == KW_FLOAT32)
		return ty_float;
	if (k == KW_FLOAT64 || k == KW_FLOAT32X)
		return ty_double;
	return ty;
}

static Type *counted_type(SpecCount *c, Token *t)
{
	if (c->other) {
		if (c->longs || c->shorts || c->chars || c->ints || c->signeds || c->unsigneds) {
			if (c->other->kind == TY_BITINT)
				return bitint_type(c->other->bits, c->unsigneds > 0);
			syntax_error(t, "two or more data types in declaration specifiers");
		}
		if (c->complexes)
			return complex_of(c->other);
		return c->other;
	}
	Type *ty;
	if (c->voids)
		ty = ty_void;
	else if (c->bools)
		ty = ty_bool;
	else if (c->floats)
		ty = ty_float;
	else if (c->doubles)
		ty = c->longs ? ty_ldouble : ty_double;
	else if (c->chars)
		ty = c->unsigneds ? ty_uchar : c->signeds ? ty_schar : ty_char;
	else if (c->int128s)
		ty = c->unsigneds ? ty_uint128 : ty_int128;
	else if (c->shorts)
		ty = c->unsigneds ? ty_ushort : ty_short;
	else if (c->longs >= 2)
		ty = c->unsigneds ? ty_ullong : ty_llong;
	else if (c->longs == 1)
		ty = c->unsigneds ? ty_ulong : ty_long;
	else
		ty = c->unsigneds ? ty_uint : ty_int;	/* also implicit int */
	if (c->complexes)
		ty = complex_of(ty);
	return ty;
}

static DeclSpec declspec(void)
{
	DeclSpec ds = {0};
	SpecCount c = {0};
	bool any_type = false, is_const = false, is_volatile = false, is_atomic = false;
	Token *atomic_tok = NULL;
	Token *first = tok();
	for (;;) {
		Token *t = tok();
		int k = kw(t);
		if (k == KW_ATTRIBUTE || k == KW_ATTRIBUTE2 ||
		    (is('[') && peek(1)->kind == TK_PUNCT && peek(1)->punct == '[')) {
			attributes(&ds.attrs);
			ds.has_spec = true;
			continue;
		}
		if (!k && !(is_typedef_name(t) && !any_type))
			break;
		switch (k) {
		case KW_TYPEDEF: ds.is_typedef = true; break;
		case KW_STATIC: ds.is_static = true; break;
		case KW_EXTERN: ds.is_extern = true; break;
		case KW_REGISTER: ds.is_register = true; break;
		case KW_AUTO: break;
		case KW_CONSTEXPR: ds.is_constexpr = true; break;
		case KW_INLINE: case KW_GNU_INLINE: case KW_GNU_INLINE2: ds.is_inline = true; break;
		case KW_NORETURN: break;
		case KW_THREAD_LOCAL: case KW_C23_THREAD_LOCAL: case KW_THREAD:
			ds.is_thread = true;
			break;
		case KW_CONST: case KW_GNU_CONST: case KW_GNU_CONST2: is_const = true; break;
		case KW_VOLATILE: case KW_GNU_VOLATILE: case KW_GNU_VOLATILE2: is_volatile = true; break;
		case KW_RESTRICT: case KW_GNU_RESTRICT: case KW_GNU_RESTRICT2: break;
		case KW_EXTENSION: case KW_SEG_FS: case KW_SEG_GS: break;
		case KW_OB_WRAP: case KW_OB_TRAP: case KW_OB_SAT:
			qualifier_ob(&ds, t);
			break;
		case KW_ALIGNAS: case KW_C23_ALIGNAS: {
			advance();
			expect('(', "after _Alignas");
			int a = at_type_name(tok()) ? type_align(parse_type_name()) : (int)parse_const_int();
			expect(')', "after _Alignas");
			if (a > ds.attrs.aligned)
				ds.attrs.aligned = a;
			ds.has_spec = true;
			continue;
		}
		case KW_ATOMIC:
			atomic_tok = t;
			if (peek(1)->kind == TK_PUNCT && peek(1)->punct == '(') {
				advance();
				advance();
				c.other = parse_type_name();
				expect(')', "after _Atomic(");
				is_atomic = true;
				any_type = true;
				ds.has_spec = true;
				continue;
			}
			is_atomic = true;
			break;
		case KW_VOID: c.voids++; any_type = true; break;
		case KW_BOOL: case KW_C23_BOOL: c.bools++; any_type = true; break;
		case KW_CHAR: c.chars++; any_type = true; break;
		case KW_SHORT: c.shorts++; any_type = true; break;
		case KW_INT: c.ints++; any_type = true; break;
		case KW_LONG: c.longs++; any_type = true; break;
		case KW_FLOAT: c.floats++; any_type = true; break;
		case KW_DOUBLE: c.doubles++; any_type = true; break;
		case KW_SIGNED: case KW_GNU_SIGNED: case KW_GNU_SIGNED2: c.signeds++; any_type = true; break;
		case KW_UNSIGNED: c.unsigneds++; any_type = true; break;
		case KW_COMPLEX: case KW_GNU_COMPLEX: case KW_GNU_COMPLEX2: c.complexes++; break;
		case KW_IMAGINARY: c.complexes++; break;
		case KW_INT128: case KW_INT128_2: c.int128s++; any_type = true; break;
		case KW_FLOAT16: case KW_FLOAT32: case KW_FLOAT64: case KW_FLOAT128:
		case KW_FLOAT32X: case KW_FLOAT64X: case KW_FLOAT128X: case KW_GNU_FLOAT128:
		case KW_GNU_FLOAT80: case KW_GNU_IBM128: case KW_BF16: case KW_DECIMAL32:
		case KW_DECIMAL64: case KW_DECIMAL128:
			c.other = floatn_type(k, t);
			any_type = true;
			break;
		case KW_BITINT: {
			advance();
			expect('(', "after _BitInt");
			int bits = (int)parse_const_int();
			expect(')', "after _BitInt(N");
			c.other = bitint_type(bits, false);
			any_type = true;
			ds.has_spec = true;
			continue;
		}
		case KW_STRUCT: case KW_UNION:
			advance();
			c.other = struct_or_union(k == KW_UNION);
			any_type = true;
			ds.has_spec = true;
			continue;
		case KW_ENUM:
			advance();
			c.other = enum_specifier();
			any_type = true;
			ds.has_spec = true;
			continue;
		case KW_TYPEOF: case KW_GNU_TYPEOF: case KW_GNU_TYPEOF2:
		case KW_TYPEOF_UNQUAL: case KW_GNU_TYPEOF_UNQUAL: case KW_GNU_TYPEOF_UNQUAL2:
			advance();
			c.other = typeof_specifier(k == KW_TYPEOF_UNQUAL || k == KW_GNU_TYPEOF_UNQUAL ||
						   k == KW_GNU_TYPEOF_UNQUAL2);
			any_type = true;
			ds.has_spec = true;
			continue;
		case KW_AUTO_TYPE:
			ds.is_auto_type = true;
			any_type = true;
			break;
		case KW_NONE:
			/* a typedef name */
			c.other = sugared(t->ident->sym->ty, t->ident);
			any_type = true;
			break;
		default:
			goto done;
		}
		advance();
		ds.has_spec = true;
	}
done:
	ds.ty = counted_type(&c, first);
	ds.plain_int = !c.other && !c.signeds && !c.unsigneds && !c.chars &&
		       (c.ints || c.shorts || c.longs);
	if (!any_type && ds.is_constexpr)
		ds.is_auto_type = true;
	if (ds.attrs.mode && is_integer(ds.ty)) {
		Type *m = ds.attrs.mode;
		ds.ty = ds.ty->is_unsigned && !m->is_unsigned ?
			(m == ty_schar ? ty_uchar : m == ty_short ? ty_ushort : m == ty_int ? ty_uint :
			 m == ty_long ? ty_ulong : m == ty_llong ? ty_ullong : ty_uint128) : m;
	}
	if (ds.attrs.vector_size)
		ds.ty = vector_of(ds.ty, ds.attrs.vector_size);
	if (ds.kw_ob && ds.attrs.ob) {
		if (ds.kw_ob == ds.attrs.ob)
			warning_at(ds.kw_ob_tok->loc, "redundant-overflow-behavior",
				   "redundant overflow behavior specification; both specifier and "
				   "attribute specify '%s'", ob_name(ds.kw_ob) + 5);
		else
			error_at(ds.kw_ob_tok->loc, "conflicting overflow behavior specification; "
				 "specifier specifies '%s' but attribute specifies '%s'",
				 ob_name(ds.kw_ob) + 5, ob_name(ds.attrs.ob) + 5);
	}
	if (ds.kw_ob)
		ds.ty = apply_ob(ds.ty, ds.kw_ob, NULL, ds.kw_ob_tok, true);
	else if (ds.attrs.ob)
		ds.ty = apply_ob(ds.ty, ds.attrs.ob, ds.attrs.ob_label, ds.attrs.ob_tok, false);
	ds.attrs.ob = OB_NONE;	/* consumed */
	if (ds.attrs.aligned && ds.is_typedef && ds.attrs.aligned > type_align(ds.ty)) {
		ds.ty = copy_type(ds.ty);
		ds.ty->align_override = ds.attrs.aligned;
	}
	if (is_const || is_volatile)
		ds.ty = qualified(ds.ty, is_const, is_volatile);
	if (is_atomic) {
		ds.ty = copy_type(ds.ty);
		ds.ty->is_atomic = true;
		/* obt checks atomic updates; Clang 23 rejects the combination */
		if (ds.ty->ob)
			warning_at(atomic_tok->loc, "atomic-overflow-behavior",
				   "'_Atomic' with an overflow behavior type is an obt extension; "
				   "Clang rejects it");
	}
	ds.has_spec |= any_type;
	return ds;
}

static Type *typeof_specifier(bool unqual)
{
	check_nesting(tok(), "typeof");
	expect('(', "after typeof");
	Type *ty;
	if (at_type_name(tok())) {
		ty = parse_type_name();
	} else {
		Node *n = parse_expr();
		obt_check_unevaluated(P.u, n);	/* its _Generic needs obtcc's answer */
		ty = n->ty;
		if (n->kind == ND_MEMBER && n->member && n->member->bit_width >= 0)
			ty = n->member->ty;
	}
	expect(')', "after typeof(");
	/* typeof_unqual drops const and volatile but keeps the overflow
	 * behaviour, which is part of the type, not a qualifier. */
	return unqual ? unqualified(ty) : ty;
}

/* ---- struct, union, enum ---------------------------------------------- */

static void struct_members(Record *rec)
{
	Member head = {0}, *cur = &head;
	while (!consume('}')) {
		if (consume(';'))
			continue;
		if (consume_kw(KW_STATIC_ASSERT) || consume_kw(KW_C23_STATIC_ASSERT)) {
			P.pos--;
			parse_static_assert();
			continue;
		}
		while (consume_kw(KW_EXTENSION))
			;
		DeclSpec ds = declspec();
		if (!ds.has_spec)
			syntax_error(tok(), "expected a member declaration");
		if (consume(';')) {
			/* An anonymous struct or union member. */
			if (is_record(ds.ty)) {
				Member *m = alloc(sizeof *m);
				m->ty = ds.ty;
				m->bit_width = -1;
				cur = cur->next = m;
			}
			continue;
		}
		Token *declarators = tok();	/* where an annotation of them would go */
		do {
			Token *name = NULL;
			Attrs at = {0};
			Type *ty = is(':') ? ds.ty : declarator(ds.ty, &name);
			Member *m = alloc(sizeof *m);
			m->name = name ? name->ident : NULL;
			m->tok = name ? name : tok();
			m->bit_width = -1;
			if (consume(':'))
				m->bit_width = (int)parse_const_int();
			/* gcc -funsigned-bitfields: a plain int bit-field is unsigned */
			if (m->bit_width >= 0 && target.unsigned_bitfields && ds.plain_int) {
				ty = copy_type(ty);
				ty->is_unsigned = true;
			}
			attributes(&at);
			if (at.ob)
				ty = apply_ob(ty, at.ob, at.ob_label, at.ob_tok, false);
			if (at.vector_size)
				ty = vector_of(ty, at.vector_size);
			int align = at.aligned > ds.attrs.aligned ? at.aligned : ds.attrs.aligned;
			m->is_packed = at.packed || ds.attrs.packed;
			if (align && align > type_align(ty)) {
				ty = copy_type(ty);
				ty->align_override = align;
			}
			m->ty = ty;
			cur = cur->next = m;
			if (name)
				flow_declarator(name, declarators, ty, "member", NULL);
		} while (consume(','));
		expect(';', "after a member declaration");
	}
	rec->members = head.next;
	for (Member *m = rec->members; m; m = m->next)
		if (m->ty->kind == TY_ARRAY && m->ty->array_len < 0 && !m->next)
			rec->has_flex = true;
}

/* [attributes] [tag] [attributes] after struct, union or enum. */
static Token *tag_name(Attrs *at)
{
	Token *tag = NULL;
	attributes(at);
	if (tok()->kind == TK_IDENT && !tok()->ident->keyword)
		tag = advance();
	attributes(at);
	return tag;
}

static Type *struct_or_union(bool is_union)
{
	check_nesting(tok(), "struct or union");
	Attrs at = {0};
	Token *tag = tag_name(&at);
	Type *ty = NULL;
	if (tag && !is('{')) {
		Sym *s = tag->ident->tag;
		bool forward = is(';');
		if (s && (!forward || s->scope_depth == P.depth))
			return s->ty;
		/* A new incomplete type in this scope. */
	}
	if (tag && is('{')) {
		Sym *s = tag->ident->tag;
		if (s && s->scope_depth == P.depth && is_record(s->ty) &&
		    !s->ty->record->is_complete)
			ty = s->ty;
	}
	if (!ty) {
		ty = new_type(is_union ? TY_UNION : TY_STRUCT);
		ty->record = alloc(sizeof(Record));
		ty->record->tag = tag ? tag->ident : NULL;
		ty->record->is_union = is_union;
		if (tag)
			declare_tag(tag->ident, ty);
	}
	if (!is('{'))
		return ty;
	ty->record->pack = pack_at(P.u, tok()->offset);
	advance();
	struct_members(ty->record);
	attributes(&at);
	ty->record->is_packed |= at.packed;
	ty->record->transparent |= at.transparent_union;
	if (at.aligned > ty->record->align)
		ty->record->align = at.aligned;
	record_layout(ty->record);
	return ty;
}

static Type *enum_specifier(void)
{
	Attrs at = {0};
	Token *tag = tag_name(&at);
	Type *fixed = NULL;
	if (consume(':'))
		fixed = parse_type_name();
	if (tag && !is('{')) {
		Sym *s = tag->ident->tag;
		if (s && s->ty->kind == TY_ENUM)
			return s->ty;
	}
	Type *ty = new_type(TY_ENUM);
	ty->enum_info = alloc(sizeof(EnumInfo));
	ty->enum_info->tag = tag ? tag->ident : NULL;
	ty->enum_info->fixed = fixed;
	if (fixed)
		ty->base = unqualified(fixed);
	if (tag)
		declare_tag(tag->ident, ty);
	if (!consume('{'))
		return ty;

	__int128 next = 0;
	int64_t min = 0;
	uint64_t max = 0;
	bool negative = false;
	while (!consume('}')) {
		Token *name = advance();
		if (name->kind != TK_IDENT)
			syntax_error(name, "expected an enumerator name");
		skip_attributes();
		if (consume('=')) {
			Node *e = parse_cond_expr();
			obt_check_expr(P.u, e, true, false);
			if (!eval_int(e, &next))
				syntax_error(name, "enumerator value for '%s' is not an integer constant",
					     name->ident->name);
		}
		Sym *s = declare(name->ident, SYM_ENUM_CONST, ty_int, name);
		s->enum_val = (int64_t)next;
		if (next < INT32_MIN || next > INT32_MAX)
			s->ty = next < 0 || next <= INT64_MAX ? ty_long : ty_ulong;
		if (fixed)
			s->ty = ty;
		if (next < 0) {
			negative = true;
			if ((int64_t)next < min)
				min = (int64_t)next;
		} else if ((uint64_t)next > max) {
			max = (uint64_t)next;
		}
		next++;
		if (!consume(','))
			expect('}', "after an enumerator list");
		if (P.toks[P.pos - 1].punct == '}')
			break;
	}
	attributes(&at);
	enum_complete(ty, min, max, negative, at.packed);
	return ty;
}

/* ---- declarators ------------------------------------------------------ */

static Type *type_suffix(Type *ty);

static Param *param_list(bool *variadic, bool *oldstyle)
{
	Param head = {0}, *cur = &head;
	*variadic = false;
	*oldstyle = false;
	if (is(')')) {
		*oldstyle = !P.c23;
		return NULL;
	}
	if (kw(tok()) == KW_VOID && peek(1)->kind == TK_PUNCT && peek(1)->punct == ')') {
		advance();
		return NULL;
	}
	/* K&R identifier list: (a, b, c) */
	if (tok()->kind == TK_IDENT && !tok()->ident->keyword && !is_typedef_name(tok())) {
		*oldstyle = true;
		do {
			Token *name = advance();
			if (name->kind != TK_IDENT)
				syntax_error(name, "expected a parameter name");
			Param *p = alloc(sizeof *p);
			p->name = name->ident;
			p->tok = name;
			p->ty = ty_int;
			cur = cur->next = p;
		} while (consume(','));
		return head.next;
	}
	do {
		if (consume(P_ELLIPSIS)) {
			*variadic = true;
			break;
		}
		DeclSpec ds = declspec();
		if (!ds.has_spec)
			syntax_error(tok(), "expected a parameter declaration");
		Token *name = NULL, *start = tok();
		Attrs at = {0};
		Type *ty = declarator(ds.ty, &name);
		attributes(&at);
		if (at.ob)
			ty = apply_ob(ty, at.ob, at.ob_label, at.ob_tok, false);
		/* Array and function parameters adjust to pointers. */
		if (ty->kind == TY_ARRAY) {
			Type *pt = pointer_to(ty->base);
			pt->is_const = ty->is_const;
			ty = pt;
		} else if (ty->kind == TY_FUNC) {
			ty = pointer_to(ty);
		}
		Param *p = alloc(sizeof *p);
		p->name = name ? name->ident : NULL;
		p->tok = name ? name : tok();
		p->insert = start;
		p->ty = ty;
		cur = cur->next = p;
		if (name)
			declare(name->ident, SYM_VAR, ty, name);
	} while (consume(','));
	return head.next;
}

static Type *function_suffix(Type *ret)
{
	push_scope();
	bool variadic, oldstyle;
	Param *params = param_list(&variadic, &oldstyle);
	pop_scope();
	expect(')', "after the parameter list");
	Type *rest = type_suffix(ret);
	Type *fty = func_type(rest);
	fty->params = params;
	fty->is_variadic = variadic;
	fty->is_oldstyle = oldstyle;
	return fty;
}

static Type *array_suffix(Type *ty)
{
	/* [static const restrict ...] say nothing obtcc needs */
	for (;;) {
		int k = kw(tok());
		if (k != KW_STATIC && k != KW_CONST && k != KW_GNU_CONST && k != KW_GNU_CONST2 &&
		    k != KW_VOLATILE && k != KW_RESTRICT && k != KW_GNU_RESTRICT &&
		    k != KW_GNU_RESTRICT2 && k != KW_ATOMIC)
			break;
		advance();
	}
	long len = -1;
	bool vla = false;
	if (is('*') && peek(1)->kind == TK_PUNCT && peek(1)->punct == ']') {
		advance();
		vla = true;
	} else if (!is(']')) {
		Node *n = parse_assign();
		__int128 v;
		if (eval_int(n, &v))
			len = (long)v;
		else
			vla = true;
		/* outside a function an array size never runs: its value is
		 * the compile-time one */
		obt_check_expr(P.u, n, P.static_init || !P.fn, false);
	}
	expect(']', "after an array size");
	Type *elem = type_suffix(ty);
	Type *at = array_of(elem, len);
	at->is_vla = vla;
	return at;
}

static Type *type_suffix(Type *ty)
{
	check_nesting(tok(), "declarator");
	/* C23 attributes may follow the identifier and each array or
	 * function suffix (int x [[maybe_unused]], f(void) [[gnu::cold]]);
	 * `[[` cannot start an array size, so they are told apart at once. */
	if (c23_attributes_follow()) {
		Attrs at = {0};
		attributes(&at);
		if (at.ob)
			ty = apply_ob(ty, at.ob, at.ob_label, at.ob_tok, false);
	}
	if (consume('('))
		return function_suffix(ty);
	if (consume('['))
		return array_suffix(ty);
	return ty;
}

/* Qualifiers and attributes after a '*'. */
static Type *pointer_quals(Type *ty)
{
	for (;;) {
		Token *t = tok();
		int k = kw(t);
		if (k == KW_CONST || k == KW_GNU_CONST || k == KW_GNU_CONST2) {
			ty = qualified(ty, true, false);
		} else if (k == KW_VOLATILE || k == KW_GNU_VOLATILE || k == KW_GNU_VOLATILE2) {
			ty = qualified(ty, false, true);
		} else if (k == KW_RESTRICT || k == KW_GNU_RESTRICT || k == KW_GNU_RESTRICT2 ||
			   k == KW_ATOMIC) {
			/* _Generic tells `int *restrict` from `int *` */
			ty = copy_type(ty);
			ty->is_restrict |= k != KW_ATOMIC;
			ty->is_atomic |= k == KW_ATOMIC;
		} else if (k == KW_SEG_FS || k == KW_SEG_GS) {
			/* nothing obtcc needs */
		} else if (k == KW_OB_WRAP || k == KW_OB_TRAP || k == KW_OB_SAT) {
			ObKind ob = k == KW_OB_WRAP ? OB_WRAP : k == KW_OB_TRAP ? OB_TRAP : OB_SAT;
			ty = apply_ob(ty, ob, NULL, t, true);
		} else if (k == KW_ATTRIBUTE || k == KW_ATTRIBUTE2 || c23_attributes_follow()) {
			Attrs at = {0};
			attributes(&at);
			if (at.ob)
				ty = apply_ob(ty, at.ob, at.ob_label, at.ob_tok, false);
			continue;
		} else {
			return ty;
		}
		advance();
	}
}

/* Is the '(' at the current position the start of a nested declarator
 * rather than a parameter list? Attributes may open either, so the
 * decision is made on what follows them. */
static bool nested_declarator_follows(bool abstract)
{
	int save = P.pos;
	advance();
	skip_attributes();
	Token *t = tok(), *after = peek(1);
	P.pos = save;
	if (t->kind == TK_PUNCT)
		return t->punct == '*' || t->punct == '(' || t->punct == '^' ||
		       (t->punct == '[' && !abstract) ||
		       (t->punct == '[' && after->kind == TK_PUNCT && after->punct == '[');
	if (abstract)
		return false;
	return t->kind == TK_IDENT && !kw(t) && !is_typedef_name(t);
}

static Type *declarator_inner(Type *ty, Token **name, bool abstract)
{
	check_nesting(tok(), "declarator");
	/* Attributes may stand before each '*' (int (__attribute__((ms_abi))
	 * *fp)(int)); a behaviour among them applies to the type so far. */
	for (;;) {
		Attrs at = {0};
		attributes(&at);
		if (at.ob)
			ty = apply_ob(ty, at.ob, at.ob_label, at.ob_tok, false);
		if (!consume('*') && !consume('^'))
			break;
		ty = pointer_quals(pointer_to(ty));
	}

	if (is('(') && nested_declarator_follows(abstract)) {
		int start = P.pos;
		skip_balanced();
		Type *outer = type_suffix(ty);
		int end = P.pos;
		P.pos = start + 1;
		Type *result = declarator_inner(outer, name, abstract);
		expect(')', "to close a declarator");
		P.pos = end;
		return result;
	}
	if (tok()->kind == TK_IDENT && !tok()->ident->keyword) {
		if (abstract && is_typedef_name(tok()))
			return type_suffix(ty);
		*name = advance();
	}
	return type_suffix(ty);
}

static Type *declarator(Type *ty, Token **name)
{
	Token *start = tok();
	*name = NULL;
	ty = declarator_inner(ty, name, false);
	return audit_default(ty, *name ? *name : start);
}

static Type *abstract_declarator(Type *ty)
{
	Token *name = NULL;
	return declarator_inner(ty, &name, true);
}

Type *parse_type_name(void)
{
	DeclSpec ds = declspec();
	if (!ds.has_spec)
		syntax_error(tok(), "expected a type name");
	Type *ty = abstract_declarator(ds.ty);
	Attrs at = {0};
	attributes(&at);
	if (at.ob)
		ty = apply_ob(ty, at.ob, at.ob_label, at.ob_tok, false);
	return ty;
}

/* ---- full expressions ------------------------------------------------- */

/* Every expression that is not part of a larger one comes here once typed:
 * statements, initializer items, array sizes. */
static void full_expr(Node *n)
{
	obt_check_expr(P.u, n, P.static_init, false);
}

/* The controlling expression of if, while, do and for: a conversion to
 * _Bool. */
static void condition(Node *n, bool is_while)
{
	obt_condition(n, is_while);
	full_expr(n);
}

/* A full expression whose value nobody uses (an expression statement, a
 * for clause): x++ there needs no copy of the old value. */
static void discarded_expr(Node *n)
{
	obt_check_expr(P.u, n, P.static_init, true);
}

static bool range_involves_ob(int from, int to);

/* A static assertion is CC's to judge: the emitted text keeps it, with any
 * _Generic over OBT types already resolved. obtcc reports a failure only
 * where an OBT is involved; elsewhere its verdict could come from a
 * declaration it skipped, and must not fail a unit CC accepts. */
void parse_static_assert(void)
{
	int begin = P.pos;
	Token *t = advance();
	expect('(', "after _Static_assert");
	Node *cond = parse_cond_expr();
	obt_check_expr(P.u, cond, true, false);
	if (consume(','))
		while (tok()->kind == TK_STR)
			advance();
	expect(')', "after _Static_assert");
	expect(';', "after _Static_assert");
	__int128 v;
	if (eval_int(cond, &v) && !v && range_involves_ob(begin, P.pos))
		error_at(t->loc, "static assertion failed");
}

/* ---- initializers ----------------------------------------------------- */

/* An initializer is read against the type of the object it initializes,
 * so that each item is converted to the type of the subobject it
 * initializes (C17 6.7.9): those conversions are where an
 * overflow-behaviour type meets its initial values.
 *
 * Inside one pair of braces a cursor walks the subobjects: a stack of
 * frames, one per aggregate entered by brace elision or by a designator,
 * the innermost on top. An item without a designator goes to the top
 * frame's current subobject, leaving full frames first; a designation
 * starts again from the braces' own object and enters what it names, so
 * that the items after `.a.b = 1` continue inside `a`, and a member of an
 * anonymous struct or union is reached through that member. */

enum { INIT_DEPTH = 64 };

typedef struct {
	Type *ty;		/* the aggregate, or the scalar in braces */
	Member *member;		/* record: the current member, NULL past the end */
	long index;		/* array, vector, scalar: the current element */
	long limit;		/* elements; -1 if unbounded */
} Frame;

typedef struct {
	Frame f[INIT_DEPTH];
	int n;
	long count;		/* elements seen of the braces' own array */
} Cursor;

static long init_braced(Type *ty);

static Member *first_member(Type *ty)
{
	Member *m = ty->record->members;
	while (m && !m->name && m->bit_width >= 0)
		m = m->next;	/* unnamed bit-fields take no initializer */
	return m;
}

static Member *next_member(Type *ty, Member *m)
{
	if (ty->kind == TY_UNION)
		return NULL;
	m = m->next;
	while (m && !m->name && m->bit_width >= 0)
		m = m->next;
	return m;
}

static bool is_aggregate(Type *ty)
{
	return is_record(ty) || ty->kind == TY_ARRAY || ty->kind == TY_VECTOR;
}

static void frame_enter(Cursor *c, Type *ty, Token *at)
{
	if (c->n == INIT_DEPTH)
		syntax_error(at, "initializer nested too deeply");
	Frame *f = &c->f[c->n++];
	*f = (Frame){.ty = ty, .limit = 1};
	if (is_record(ty))
		f->member = ty->record->is_complete ? first_member(ty) : NULL;
	else if (ty->kind == TY_ARRAY)
		f->limit = ty->is_vla ? -1 : ty->array_len;
	else if (ty->kind == TY_VECTOR)
		f->limit = ty->vector_size / (type_size(ty->base) > 0 ? type_size(ty->base) : 1);
	else if (ty->kind == TY_UNKNOWN)
		f->limit = -1;
}

/* The type of the frame's current subobject, NULL past its end. */
static Type *frame_current(Frame *f)
{
	if (is_record(f->ty))
		return f->member ? f->member->ty : NULL;
	if (f->limit >= 0 && f->index >= f->limit)
		return NULL;
	return is_aggregate(f->ty) ? f->ty->base : f->ty;
}

static void frame_advance(Frame *f)
{
	if (is_record(f->ty))
		f->member = f->member ? next_member(f->ty, f->member) : NULL;
	else
		f->index++;
}

/* Where an item without a designator goes; NULL for an excess item. */
static Type *next_target(Cursor *c)
{
	while (c->n > 1 && !frame_current(&c->f[c->n - 1])) {
		c->n--;
		frame_advance(&c->f[c->n - 1]);
	}
	return frame_current(&c->f[c->n - 1]);
}

/* The path to a member, through anonymous structs and unions: fills
 * path[] from the outside in and returns its length, 0 if not found. */
static int member_path(Type *ty, Ident *name, Member **path, int room)
{
	if (room <= 0)
		return 0;
	for (Member *m = ty->record->members; m; m = m->next) {
		if (m->name == name) {
			path[0] = m;
			return 1;
		}
		if (!m->name && is_record(m->ty)) {
			int n = member_path(m->ty, name, path + 1, room - 1);
			if (n) {
				path[0] = m;
				return n + 1;
			}
		}
	}
	return 0;
}

static void designate_member(Cursor *c, Token *name)
{
	Frame *f = &c->f[c->n - 1];
	if (name->kind != TK_IDENT || !is_record(f->ty))
		syntax_error(name, "expected a member name in a designator");
	Member *path[INIT_DEPTH];
	int n = member_path(f->ty, name->ident, path, INIT_DEPTH - c->n);
	if (!n)
		syntax_error(name, "no member named '%s' in the initialized type",
			     name->ident->name);
	for (int i = 0; i < n; i++) {
		c->f[c->n - 1].member = path[i];
		if (i + 1 < n)
			frame_enter(c, path[i]->ty, name);
	}
}

/* designator... [=], or GNU "member:": returns the designated
 * subobject's type, with the cursor on it. */
static Type *designation(Cursor *c)
{
	c->n = 1;
	if (tok()->kind == TK_IDENT) {
		Token *name = advance();
		expect(':', "after a member name in a designator");
		designate_member(c, name);
		return frame_current(&c->f[0]);
	}
	for (;;) {
		Frame *f = &c->f[c->n - 1];
		Token *at = tok();
		if (consume('[')) {
			long lo = (long)parse_const_int(), hi = lo;
			if (consume(P_ELLIPSIS))
				hi = (long)parse_const_int();
			expect(']', "after an array designator");
			if (f->ty->kind != TY_ARRAY && f->ty->kind != TY_VECTOR)
				syntax_error(at, "array designator in a non-array initializer");
			f->index = hi;
		} else if (consume('.')) {
			designate_member(c, advance());
		} else {
			break;
		}
		if (is('[') || is('.')) {
			Type *sub = frame_current(&c->f[c->n - 1]);
			if (!sub || !is_aggregate(sub))
				syntax_error(tok(), "designator for a subobject that is not an aggregate");
			frame_enter(c, sub, tok());
		}
	}
	consume('=');	/* GNU: `[1] 5` needs no '=' */
	return frame_current(&c->f[c->n - 1]);
}

static bool at_designator(void)
{
	return is('[') || (is('.') && peek(1)->kind == TK_IDENT) ||
	       (tok()->kind == TK_IDENT && peek(1)->kind == TK_PUNCT && peek(1)->punct == ':');
}

static bool is_char_array(Type *ty)
{
	return ty->kind == TY_ARRAY && is_integer(ty->base) && type_size(ty->base) <= 4;
}

/* An expression that initializes a whole struct, union or vector (one of
 * the same type), rather than its first member by brace elision. */
static bool whole_aggregate_expr(Type *ty)
{
	if (!is_record(ty) && ty->kind != TY_VECTOR)
		return false;
	int save = P.pos;
	Node *e = parse_assign();
	if (e->ty->kind == TY_UNKNOWN || (is_record(ty) && is_record(e->ty) &&
					  e->ty->record == ty->record) ||
	    (ty->kind == TY_VECTOR && e->ty->kind == TY_VECTOR)) {
		full_expr(e);
		return true;
	}
	P.pos = save;
	return false;
}

/* An initializer for one object of type ty that is not in braces. */
static Node *init_expr(Type *ty)
{
	Node *e = parse_assign();
	if (ty->kind != TY_UNKNOWN && !is_aggregate(ty))
		e = assign_conversion(e, ty, CTX_INIT);
	full_expr(e);
	return e;
}

/* A literal item of a braced list: [+ or -] a number or character
 * constant, then ',' or '}'. */
static bool literal_item(void)
{
	int i = is('-') || is('+');
	Token *t = peek(i), *after = peek(i + 1);
	return (t->kind == TK_NUM || t->kind == TK_CHAR) && after->kind == TK_PUNCT &&
	       (after->punct == ',' || after->punct == '}');
}

/* A scalar item of a braced list. Nothing keeps the nodes of a literal
 * one once it is checked, unless the check wrote an edit (a proof may
 * look at the node later) or the site report follows values: then its
 * nodes are given back (util.c's scratch arena), so that a table of a
 * million constants costs its tokens, not two million nodes. */
static void init_item(Type *ty)
{
	if (!literal_item() || site_report_path) {
		init_expr(ty);
		return;
	}
	int edits = P.u->edits.len;
	ScratchMark m = scratch_begin();
	init_expr(ty);
	scratch_end(m, P.u->edits.len == edits);
}

/* One item of a braced list, for the subobject of type ty (NULL: an
 * excess item, which CC warns about); entering aggregates whose braces
 * are elided. */
static void init_element(Cursor *c, Type *ty)
{
	for (;;) {
		if (!ty || is('{')) {
			if (is('{'))
				init_braced(ty ? ty : ty_unknown);
			else
				init_expr(ty_unknown);
			break;
		}
		if (is_char_array(ty) && tok()->kind == TK_STR) {
			parse_assign();
			break;
		}
		if (!is_aggregate(ty) || whole_aggregate_expr(ty)) {
			if (!is_aggregate(ty))
				init_item(ty);
			break;
		}
		frame_enter(c, ty, tok());
		ty = frame_current(&c->f[c->n - 1]);
	}
	Frame *outer = &c->f[0];
	if (!is_record(outer->ty) && outer->index + 1 > c->count)
		c->count = outer->index + 1;
	frame_advance(&c->f[c->n - 1]);
}

/* { items } for an object of type ty: returns the number of elements
 * when ty is an array (its length, if unknown). */
static long init_braced(Type *ty)
{
	check_nesting(tok(), "initializer");
	expect('{', "to start an initializer list");
	Cursor cursor, *c = &cursor;
	c->n = 0;
	c->count = 0;
	frame_enter(c, ty, tok());
	while (!is('}')) {
		Type *target = at_designator() ? designation(c) : next_target(c);
		init_element(c, target);
		if (!consume(','))
			break;
	}
	expect('}', "to end an initializer list");
	return c->count;
}

/* The initializer of a declared object; completes an array of unknown
 * size. */
static Type *initializer(Type *ty, bool is_static, Sym *var)
{
	bool saved = P.static_init;
	P.static_init = is_static;
	long len = -1;
	if (is('{')) {
		int begin = P.pos;
		len = init_braced(ty);
		if (var && !is_static && ty->kind == TY_ARRAY)
			tallies_note_array_init(var, begin, P.pos);
	} else if (is_char_array(ty) && tok()->kind == TK_STR) {
		len = parse_assign()->ty->array_len;
	} else {
		Node *e = init_expr(ty);
		if (var && !is_static)
			facts_note_init(var, e);
		if (var && !is_static && block_item_decl)
			ranges_for_statement(e, e->end, block_end);
	}
	P.static_init = saved;
	if (ty->kind == TY_ARRAY && ty->array_len < 0 && len >= 0) {
		Type *t = copy_type(ty);
		t->array_len = len;
		return t;
	}
	return ty;
}

Node *parse_compound_literal(Type *ty, int begin)
{
	Token *t = tok();
	ty = initializer(ty, P.depth == 0, NULL);
	Node *n = new_node(ND_COMPOUND_LIT, t, begin, P.pos);
	n->ty = ty;
	return n;
}

/* ---- statements ------------------------------------------------------- */

static Node *compound_stmt(bool stmt_expr);
static void declaration(bool global);

static void asm_operands(bool expressions)
{
	do {
		if (is(':') || is(')') || is(P_COLONCOLON))
			return;
		if (consume('[')) {
			advance();
			expect(']', "after an asm operand name");
		}
		while (tok()->kind == TK_STR)
			advance();
		if (expressions && consume('(')) {
			Node *e = parse_expr();
			facts_note_write(e, e);	/* an output writes it; an input may be "m" */
			full_expr(e);
			expect(')', "after an asm operand");
		} else if (tok()->kind == TK_IDENT) {
			advance();	/* a goto label */
		}
	} while (consume(','));
}

/* asm [volatile|inline|goto] ( template : outputs : inputs : clobbers : labels ) */
static void asm_statement(void)
{
	facts_note_effect(NULL, P.pos);
	advance();
	for (;;) {
		int k = kw(tok());
		if (k == KW_VOLATILE || k == KW_GNU_VOLATILE || k == KW_GNU_VOLATILE2 ||
		    k == KW_INLINE || k == KW_GNU_INLINE || k == KW_GNU_INLINE2 || k == KW_GOTO)
			advance();
		else
			break;
	}
	expect('(', "after asm");
	while (tok()->kind == TK_STR)
		advance();
	int section = 0;
	for (;;) {
		if (consume(P_COLONCOLON))
			section += 2;
		else if (consume(':'))
			section += 1;
		else
			break;
		asm_operands(section <= 2);
	}
	expect(')', "after asm operands");
}

static Node *statement(void)
{
	Token *t = tok();
	check_nesting(t, "statement");
	int k = kw(t);
	bool value_wanted = value_wanted_next;
	value_wanted_next = false;
	stmt_jumps = false;
	bool direct = block_item;	/* not the body of a loop or an if */
	block_item = false;

	if (t->kind == TK_IDENT && !k && peek(1)->kind == TK_PUNCT && peek(1)->punct == ':') {
		advance();
		advance();
		skip_attributes();
		obt_note_label(t);
		facts_note_label((int)(t - P.toks), true, -1);
		if (is('}'))
			return NULL;	/* C23: a label at the end of a block */
		if (at_declaration()) {
			declaration(false);
			return NULL;
		}
		value_wanted_next = value_wanted;
		block_item = direct;
		return statement();
	}
	switch (k) {
	case KW_IF: {
		advance();
		expect('(', "after if");
		Node *cond = parse_expr();
		condition(cond, false);
		expect(')', "after the if condition");
		int then_begin = P.pos;
		statement();
		ranges_for_branch(cond, true, then_begin, P.pos);
		if (consume_kw(KW_ELSE)) {
			int else_begin = P.pos;
			statement();
			ranges_for_branch(cond, false, else_begin, P.pos);
		} else if (stmt_jumps && direct) {
			ranges_for_branch(cond, false, P.pos, block_end);
		}
		stmt_jumps = false;
		return NULL;
	}
	case KW_SWITCH: case KW_WHILE: {
		int saved_switch = switch_begin, begin = P.pos;
		if (k == KW_SWITCH)
			switch_begin = P.pos;
		advance();
		expect('(', "after the keyword");
		Node *cond = parse_expr();
		if (k == KW_WHILE)
			condition(cond, true);
		else
			full_expr(cond);
		expect(')', "after the condition");
		int body_begin = P.pos;
		statement();
		if (k == KW_WHILE) {
			facts_note_loop((LoopStmt){begin, begin + 2, body_begin, P.pos, cond, NULL, NULL});
			ranges_for_loop(cond, body_begin, P.pos, NULL, 0, 0);
		}
		switch_begin = saved_switch;
		stmt_jumps = false;
		return NULL;
	}
	case KW_DO: {
		int begin = P.pos;
		advance();
		int body_begin = P.pos;
		statement();
		if (!consume_kw(KW_WHILE))
			syntax_error(tok(), "expected 'while' after a do statement");
		expect('(', "after while");
		int cond_begin = P.pos;
		condition(parse_expr(), false);
		expect(')', "after the condition");
		expect(';', "after do-while");
		facts_note_loop((LoopStmt){begin, cond_begin, body_begin, P.pos, NULL, NULL, NULL});
		stmt_jumps = false;
		return NULL;
	}
	case KW_FOR: {
		int begin = P.pos;
		advance();
		expect('(', "after for");
		push_scope();
		int init_begin = P.pos;
		bool init_is_decl = at_declaration();
		if (init_is_decl)
			declaration(false);
		else if (!consume(';')) {
			discarded_expr(parse_expr());
			expect(';', "in a for statement");
		}
		int init_end = P.pos - 1;
		LoopFact *lf = NULL;
		Node *cond = NULL, *inc = NULL;
		if (!is(';')) {
			cond = parse_expr();
			lf = facts_for_condition(cond, init_begin, init_end, init_is_decl);
			condition(cond, false);
		}
		expect(';', "in a for statement");
		int step_begin = P.pos;
		if (!is(')')) {
			inc = parse_expr();
			facts_for_step(lf, inc);
			flow_for_loop(cond, inc);
			discarded_expr(inc);
		}
		int step_end = P.pos;
		expect(')', "after the for clauses");
		int body_begin = P.pos;
		statement();
		facts_for_body(lf, P.pos);
		versioning_note_for(cond, inc, init_begin, init_end + 1, step_begin, step_end,
				    body_begin, P.pos, direct ? block_end : -1);
		facts_note_loop((LoopStmt){begin, init_end + 1, body_begin, P.pos, cond, inc, NULL});
		if (cond)
			ranges_for_loop(cond, body_begin, P.pos, inc, step_begin, step_end);
		pop_scope();
		stmt_jumps = false;
		return NULL;
	}
	case KW_GOTO:
		advance();
		if (consume('*'))
			full_expr(parse_expr());
		else if (tok()->kind == TK_IDENT)
			advance();
		else
			syntax_error(tok(), "expected a label after goto");
		expect(';', "after goto");
		stmt_jumps = true;
		return NULL;
	case KW_CONTINUE: case KW_BREAK:
		advance();
		expect(';', "after the keyword");
		stmt_jumps = true;
		return NULL;
	case KW_RETURN: {
		advance();
		if (!consume(';')) {
			Node *e = parse_expr();
			if (P.fn && P.fn->ty->base->kind != TY_VOID)
				e = assign_conversion(e, P.fn->ty->base, CTX_RETURN);
			full_expr(e);
			expect(';', "after return");
			facts_note_return(e);
		} else {
			facts_note_return(NULL);
		}
		stmt_jumps = true;
		return NULL;
	}
	case KW_CASE:
		facts_note_label(P.pos, false, switch_begin);
		advance();
		full_expr(parse_cond_expr());
		if (consume(P_ELLIPSIS))
			full_expr(parse_cond_expr());
		expect(':', "after a case label");
		if (is('}'))
			return NULL;
		value_wanted_next = value_wanted;
		block_item = direct;
		return statement();
	case KW_DEFAULT:
		facts_note_label(P.pos, false, switch_begin);
		advance();
		expect(':', "after default");
		if (is('}'))
			return NULL;
		value_wanted_next = value_wanted;
		block_item = direct;
		return statement();
	case KW_ASM: case KW_GNU_ASM: case KW_GNU_ASM2:
		asm_statement();
		expect(';', "after an asm statement");
		return NULL;
	case KW_STATIC_ASSERT: case KW_C23_STATIC_ASSERT:
		parse_static_assert();
		return NULL;
	}
	if (consume('{')) {
		push_scope();
		compound_stmt(false);
		pop_scope();
		return NULL;
	}
	if (consume(';'))
		return NULL;
	if (k == KW_ATTRIBUTE || k == KW_ATTRIBUTE2 || (is('[') && peek(1)->punct == '[')) {
		skip_attributes();	/* [[fallthrough]]; and friends */
		if (consume(';'))
			return NULL;
		return statement();
	}
	Node *n = parse_expr();
	expect(';', "after an expression");
	if (!value_wanted)
		discarded_expr(n);
	if (direct) {
		ranges_for_statement(n, P.pos, block_end);
		tallies_note_statement(n, block_end);
	}
	return n;
}

/* After '{': reads to the matching '}'. In a statement expression the
 * last statement, if it is an expression statement, is the value: it is
 * returned unchecked, for the enclosing expression to check knowing
 * whether that value is used. */
static Node *compound_stmt(bool stmt_expr)
{
	Node *last = NULL;
	int saved_end = block_end;
	block_end = P.bracket_close[P.pos - 1];
	while (consume_kw(KW_LABEL)) {
		do
			advance();
		while (consume(','));
		expect(';', "after __label__");
	}
	while (!consume('}')) {
		if (tok()->kind == TK_EOF)
			syntax_error(tok(), "expected '}' at end of input");
		if (last)	/* not the last after all */
			discarded_expr(last);
		last = NULL;
		bool saved_decl = block_item_decl;
		if (at_declaration()) {
			block_item_decl = true;
			declaration(false);
			stmt_jumps = false;
		} else {
			value_wanted_next = stmt_expr;
			block_item = true;
			block_item_decl = false;
			Node *n = statement();
			if (stmt_expr)
				last = n;
		}
		block_item_decl = saved_decl;
	}
	block_end = saved_end;
	return last;
}

Node *parse_stmt_expr(int begin)
{
	Token *t = advance();	/* { */
	push_scope();
	Node *last = compound_stmt(true);
	pop_scope();
	expect(')', "after a statement expression");
	Node *n = new_node(ND_STMT_EXPR, t, begin, P.pos);
	n->lhs = last;
	n->ty = last ? value_type_of(decay(last)) : ty_void;
	return n;
}

/* ---- declarations ----------------------------------------------------- */

static void function_definition(Sym *fn, Type *ty);

/* After a declarator: asm("name") labels and attributes, in any order. */
static void declarator_tail(Attrs *at)
{
	for (;;) {
		int k = kw(tok());
		if (k == KW_ASM || k == KW_GNU_ASM || k == KW_GNU_ASM2) {
			advance();
			skip_balanced();
		} else if (!attributes(at)) {
			return;
		}
	}
}

static bool starts_knr_declarations(Type *ty)
{
	return ty->kind == TY_FUNC && ty->is_oldstyle && ty->params &&
	       !is('{') && !is(',') && !is(';') && !is('=');
}

static void declaration(bool global)
{
	while (consume_kw(KW_EXTENSION))
		;
	if (kw(tok()) == KW_STATIC_ASSERT || kw(tok()) == KW_C23_STATIC_ASSERT) {
		parse_static_assert();
		return;
	}
	DeclSpec ds = declspec();
	if (consume(';'))
		return;
	bool first = true;
	Token *declarators = tok();	/* where an annotation of them would go */
	do {
		Token *name = NULL;
		Attrs at = {0};
		Type *ty = declarator(ds.ty, &name);
		declarator_tail(&at);
		if (at.ob)
			ty = apply_ob(ty, at.ob, at.ob_label, at.ob_tok, false);
		if (at.vector_size)
			ty = vector_of(ty, at.vector_size);
		if (at.mode && is_integer(ty))
			ty = at.mode;
		if (!name)
			syntax_error(tok(), "expected an identifier in a declaration");
		if (ds.is_typedef) {
			if (at.aligned > type_align(ty)) {
				ty = copy_type(ty);
				ty->align_override = at.aligned;
			}
			declare(name->ident, SYM_TYPEDEF, ty, name);
			first = false;
			continue;
		}
		if (ty->kind == TY_FUNC) {
			Sym *s = declare(name->ident, SYM_FUNC, ty, name);
			s->is_static = ds.is_static;
			if (at.fn_label || ds.attrs.fn_label)
				s->overflow_label = at.fn_label ? at.fn_label : ds.attrs.fn_label;
			flow_declarator(name, declarators, ty, "function", NULL);
			if (first && (is('{') || starts_knr_declarations(ty))) {
				function_definition(s, ty);
				return;
			}
			flow_parameters(s->tok, ty->params);
			first = false;
			continue;
		}
		if (ds.is_auto_type && consume('=')) {
			/* __auto_type x = e: the type of e */
			bool saved = P.static_init;
			P.static_init = global || ds.is_static;
			Node *e = decay(parse_assign());
			P.static_init = saved;
			Sym *s = declare(name->ident, SYM_VAR, value_type_of(e), name);
			s->is_static = ds.is_static;
			full_expr(e);
			first = false;
			continue;
		}
		Sym *s = declare(name->ident, SYM_VAR, ty, name);
		s->is_static = ds.is_static;
		s->is_extern = ds.is_extern;
		s->is_register = ds.is_register;
		s->has_cleanup = at.cleanup || ds.attrs.cleanup;
		flow_declarator(name, declarators, ty, "variable", s->tok);
		if (consume('=')) {
			Token *outer = flow_initializing(s->tok);
			s->ty = initializer(ty, global || ds.is_static || ds.is_thread, s);
			flow_initializing(outer);
		}
		first = false;
	} while (consume(','));
	expect(';', "after a declaration");
}

/* int f(a, b) int a; char *b; { ... } */
static void knr_declarations(Type *fty)
{
	while (!is('{')) {
		DeclSpec ds = declspec();
		Token *declarators = tok();
		do {
			Token *name = NULL;
			Attrs at = {0};
			Type *ty = declarator(ds.ty, &name);
			declarator_tail(&at);
			if (ty->kind == TY_ARRAY)
				ty = pointer_to(ty->base);
			else if (ty->kind == TY_FUNC)
				ty = pointer_to(ty);
			for (Param *p = fty->params; p && name; p = p->next) {
				if (p->name == name->ident) {
					p->ty = ty;
					p->insert = declarators;
				}
			}
		} while (consume(','));
		expect(';', "after a parameter declaration");
	}
}

/* fn->tok is the first declaration's name. */
static void function_definition(Sym *fn, Type *ty)
{
	Func *outer = P.fn;
	Func f = {.name = fn->name, .ty = ty};
	push_scope();
	if (!is('{'))
		knr_declarations(ty);
	Vec params = {0};	/* Sym *, NULL for an unnamed one */
	for (Param *p = ty->params; p; p = p->next)
		vec_push(&params, p->name ? declare(p->name, SYM_VAR, p->ty, p->tok) : NULL);
	flow_parameters(fn->tok, ty->params);
	P.fn = &f;
	obt_begin_function(fn);
	prove_begin_function(ty, params);
	expect('{', "to start a function body");
	compound_stmt(false);
	prove_end_function(P.u, fn);
	obt_end_function();
	P.fn = outer;
	pop_scope();
}

/* ---- the translation unit --------------------------------------------- */

static void toplevel_declaration(void)
{
	while (consume(';'))
		;
	if (tok()->kind == TK_EOF)
		return;
	int k = kw(tok());
	if (k == KW_ASM || k == KW_GNU_ASM || k == KW_GNU_ASM2) {
		asm_statement();
		expect(';', "after a file-scope asm");
		return;
	}
	/* also implicit int: main() { }, __attribute__((noinline)) f() { } */
	if (at_declaration() || (tok()->kind == TK_IDENT && !k) || k == KW_ATTRIBUTE ||
	    k == KW_ATTRIBUTE2 || is('*') || is('('))
		declaration(true);
	else
		syntax_error(tok(), "expected a declaration");
}

/* The end of a top-level declaration that failed to parse: the next ';'
 * at brace depth 0, or a '}' that closes a function body. */
static int resync(int from)
{
	int depth = 0;
	for (int i = from; i < P.u->ntoks - 1; i++) {
		Token *t = &P.toks[i];
		if (t->kind != TK_PUNCT)
			continue;
		if (t->punct == '{' || t->punct == '(' || t->punct == '[')
			depth++;
		else if (t->punct == ')' || t->punct == ']')
			depth--;
		else if (t->punct == '}' && --depth <= 0) {
			Token *n = &P.toks[i + 1];
			bool more = n->kind == TK_PUNCT && (n->punct == ';' || n->punct == ',' ||
							    n->punct == '=');
			bool decl_goes_on = n->kind == TK_IDENT && !n->at_line_start;
			if (!more && !decl_goes_on && depth <= 0)
				return i + 1;
			depth = 0;
		} else if (t->punct == ';' && depth <= 0)
			return i + 1;
	}
	return P.u->ntoks - 1;
}

static bool range_involves_ob(int from, int to)
{
	for (int i = from; i < to; i++) {
		Token *t = &P.toks[i];
		if (t->kind != TK_IDENT)
			continue;
		int k = t->ident->keyword;
		if (k == KW_OB_WRAP || k == KW_OB_TRAP || k == KW_OB_SAT ||
		    strcmp(t->ident->name, "overflow_behavior") == 0 ||
		    strcmp(t->ident->name, "__overflow_behavior__") == 0)
			return true;
		Sym *s = t->ident->sym;
		if (s && type_has_ob(s->ty))
			return true;
	}
	return false;
}

static void activate_keywords(void)
{
	static const struct { const char *name; int kw; bool c23_only; } words[] = {
#define X(id, s) {s, KW_##id, false},
		KEYWORDS(X)
#undef X
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
		Ident *id = intern(words[i].name, strlen(words[i].name));
		int k = words[i].kw;
		bool c23 = k == KW_C23_BOOL || k == KW_C23_TRUE || k == KW_C23_FALSE ||
			   k == KW_NULLPTR || k == KW_C23_ALIGNAS || k == KW_C23_ALIGNOF ||
			   k == KW_C23_STATIC_ASSERT || k == KW_C23_THREAD_LOCAL ||
			   k == KW_CONSTEXPR;
		bool gnu = k == KW_TYPEOF || k == KW_ASM || k == KW_TYPEOF_UNQUAL;
		if (c23 && !P.c23)
			k = 0;
		if (gnu && target.strict_iso && !P.c23)
			k = 0;
		if (k == KW_TYPEOF_UNQUAL && !P.c23)
			k = 0;
		/* Clang knows _Float16 but not the other _FloatN names, which
		 * glibc then declares as typedefs. */
		bool gcc_float = k == KW_FLOAT32 || k == KW_FLOAT64 || k == KW_FLOAT128 ||
				 k == KW_FLOAT32X || k == KW_FLOAT64X || k == KW_FLOAT128X ||
				 k == KW_GNU_FLOAT80 || k == KW_GNU_IBM128 || k == KW_DECIMAL32 ||
				 k == KW_DECIMAL64 || k == KW_DECIMAL128;
		if (gcc_float && target.is_clang)
			k = 0;
		id->keyword = k;
	}
}

/* The builtin types GCC knows without a declaration. */
static void declare_builtin_types(void)
{
	Type *va;
	if (target.ptr_size == 8 && target.long_size == 8) {
		Type *rec = new_type(TY_STRUCT);
		rec->record = alloc(sizeof(Record));
		rec->record->tag = intern("__va_list_tag", 13);
		rec->record->size = 24;
		rec->record->align = 8;
		rec->record->is_complete = true;
		va = array_of(rec, 1);
	} else {
		va = pointer_to(ty_char);
	}
	declare(intern("__builtin_va_list", 17), SYM_TYPEDEF, va, NULL);
	if (target.has_int128) {
		declare(intern("__int128_t", 10), SYM_TYPEDEF, ty_int128, NULL);
		declare(intern("__uint128_t", 11), SYM_TYPEDEF, ty_uint128, NULL);
	}
	declare(intern("__builtin_ms_va_list", 20), SYM_TYPEDEF, pointer_to(ty_char), NULL);
}

/* The unit starts with the probe obtcc's driver had CC preprocess:
 *   __obt_probe(numbers...) __obt_probe_types(size_t, ptrdiff_t, ...);
 * It tells the target, and is blanked out of the output. */
static void read_probe(void)
{
	Token *t = tok();
	if (t->kind != TK_IDENT || strcmp(t->ident->name, "__obt_probe") != 0)
		fatal("the preprocessed unit does not start with obtcc's target probe");
	int start = t->offset;
	while (!is(')'))
		advance();
	advance();
	target_from_probe(P.u->text + start, P.toks[P.pos].offset - start);
	P.c23 = target.c23;
	types_init();
	activate_keywords();
	declare_builtin_types();
	/* __obt_probe_types((size_t)(ptrdiff_t)(wchar_t)(char16_t)(char32_t)) */
	advance();
	expect('(', "in the target probe");
	Type **slots[] = {&P.size_t_ty, &P.ptrdiff_ty, &P.wchar_ty, &P.char16_ty, &P.char32_ty};
	for (size_t i = 0; i < sizeof slots / sizeof slots[0]; i++) {
		expect('(', "in the target probe");
		*slots[i] = parse_type_name();
		expect(')', "in the target probe");
	}
	expect(')', "in the target probe");
	expect(';', "in the target probe");
	Edit *e = alloc(sizeof *e);
	e->offset = start;
	e->end = P.toks[P.pos - 1].offset + 1;
	vec_push(&P.u->probe_lines, e);
}

void parse_unit(Unit *u)
{
	P.u = u;
	P.toks = u->toks;
	P.bracket_close = match_brackets(u->toks, u->ntoks);
	P.pos = 0;
	if (setjmp(recover)) {
		error_unparsed_at(recover_loc, recover_msg);
		return;
	}
	read_probe();

	while (tok()->kind != TK_EOF) {
		volatile int start = P.pos;
		if (setjmp(recover)) {
			while (P.depth > 0)
				pop_scope();
			P.fn = NULL;
			P.static_init = false;
			obt_abandon_function();
			prove_abandon_function();
			switch_begin = -1;
			int end = resync(start);
			if (end <= P.pos && P.pos > start)
				end = P.pos;
			if (parse_opts.strict || range_involves_ob(start, end)) {
				error_unparsed_at(recover_loc, recover_msg);
			} else if (opt_verbose) {
				note_at(recover_loc, "obtcc skipped this declaration (%s); it involves "
					"no overflow behavior type", recover_msg);
			}
			P.pos = end > start ? end : start + 1;
			continue;
		}
		toplevel_declaration();
	}
}
