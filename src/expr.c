/*
 * expr.c - expressions: parsing and typing.
 *
 * Every node gets its C type as it is built, with the implicit conversions
 * of C17 6.3 made explicit as ND_CAST nodes marked is_implicit (integer
 * promotions folded into the usual arithmetic conversions, assignment,
 * argument and return conversions). The OBT checker relies on those nodes:
 * a conversion is only checked where it is visible in the tree.
 *
 * Each node records the token range it was parsed from, which is what the
 * rewriter edits.
 */
#include "obtcc.h"

#include <stdlib.h>
#include <string.h>

Node *new_node(NodeKind kind, Token *t, int begin, int end)
{
	Node *n = alloc_node(sizeof *n);
	n->kind = kind;
	n->tok = t;
	n->begin = begin;
	n->end = end;
	return n;
}

Node *new_num(__int128 val, Type *ty, Token *t, int begin, int end)
{
	Node *n = new_node(ND_NUM, t, begin, end);
	n->val = val;
	n->ty = ty;
	n->is_const = true;
	return n;
}

static Node *new_cast(Node *n, Type *ty, bool implicit)
{
	Node *c = new_node(ND_CAST, n->tok, n->begin, n->end);
	c->lhs = n;
	c->ty = ty;
	c->is_implicit = implicit;
	return c;
}

/* The type of an lvalue when its value is used: no qualifiers. */
#define value_type drop_cv

Type *value_type_of(Node *n)
{
	return value_type(n->ty);
}

/* The type an operand has for the integer promotions: a bit-field
 * narrower than int promotes like a type of its width (C17 6.3.1.1p2),
 * so unsigned x:3 gives int. So does a store into one, (s.x = v) or
 * s.x++, whose value has the bit-field's type, as GCC and Clang read it. */
Type *operand_type(Node *n)
{
	Type *ty = value_type(n->ty);
	Node *m = bare(n);
	switch (m->kind) {
	case ND_ASSIGN: case ND_COMPOUND_ASSIGN:
	case ND_PRE_INC: case ND_PRE_DEC: case ND_POST_INC: case ND_POST_DEC:
		m = bare(m->lhs);
		break;
	default:
		break;
	}
	if (m->kind == ND_MEMBER && m->member && m->member->bit_width >= 0 && is_integer(ty) &&
	    ty->kind != TY_BOOL && m->member->bit_width < target.int_size * 8)
		return with_ob_of(ty_int, ty);
	return ty;
}

static bool same_type_exactly(Type *a, Type *b)
{
	return a == b || (types_compatible(a, b) && a->ob_label == b->ob_label &&
			  (!is_integer(a) || a->kind == b->kind));
}

Node *convert_to(Node *n, Type *ty)
{
	if (same_type_exactly(value_type(n->ty), value_type(ty)) ||
	    ty->kind == TY_UNKNOWN || n->ty->kind == TY_UNKNOWN)
		return n;
	return new_cast(n, value_type(ty), true);
}

Node *bare(Node *n)
{
	while (n->kind == ND_CAST && n->is_implicit)
		n = n->lhs;
	return n;
}

Sym *variable_of(Node *n)
{
	n = bare(n);
	return n->kind == ND_VAR && n->var && n->var->kind == SYM_VAR ? n->var : NULL;
}

Node *decay(Node *n)
{
	if (n->ty->kind == TY_ARRAY)
		return new_cast(n, pointer_to(n->ty->base), true);
	if (n->ty->kind == TY_FUNC)
		return new_cast(n, pointer_to(n->ty), true);
	return n;
}

/* Conversion as if by assignment (C17 6.5.16.1): to the unqualified type
 * of the destination. Non-arithmetic mismatches are CC's business. */
Node *assign_conversion(Node *n, Type *to, ConvCtx ctx)
{
	n = decay(n);
	if (n->ty->kind == TY_UNKNOWN && type_has_ob(to)) {
		/* The checker must see this: it cannot check what it cannot type. */
		Node *c = new_cast(n, value_type(to), true);
		c->ctx = ctx;
		return c;
	}
	if (to->kind == TY_UNKNOWN || n->ty->kind == TY_UNKNOWN)
		return n;
	if (is_scalar(to) || to->kind == TY_VECTOR) {
		Node *c = convert_to(n, to);
		if (c != n)
			c->ctx = ctx;
		return c;
	}
	return n;
}

/* An integer constant 0, or one cast to plain void * (C17 6.3.2.3p3: not
 * to const void *, which makes a ?: with int * a const void *). */
static bool is_null_pointer_constant(Node *n)
{
	while (n->kind == ND_CAST && (n->is_implicit || (n->ty->kind == TY_PTR &&
							n->ty->base->kind == TY_VOID &&
							!n->ty->base->is_const &&
							!n->ty->base->is_volatile)))
		n = n->lhs;
	/* any integer constant expression of value 0, (long)0 * 0l included
	 * (Linux's __is_constexpr tells constants by it) */
	__int128 v;
	return is_integer(n->ty) && eval_int(n, &v) && v == 0;
}


/* ---- identifiers and constants ---------------------------------------- */

static int hex_digit(int c)
{
	if (c >= '0' && c <= '9') return c - '0';
	if (c >= 'a' && c <= 'f') return c - 'a' + 10;
	if (c >= 'A' && c <= 'F') return c - 'A' + 10;
	return -1;
}

/* Decodes one (possibly escaped) character of a literal; returns its
 * value and advances *p. */
static uint32_t read_char(const char **p)
{
	const char *s = *p;
	if (*s != '\\') {
		/* A UTF-8 sequence counts as one character for wide literals. */
		unsigned char c = *s++;
		uint32_t v = c;
		if (c >= 0xc0) {
			int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
			v = c & (0x3f >> extra);
			while (extra-- && (*s & 0xc0) == 0x80)
				v = (v << 6) | (*s++ & 0x3f);
		}
		*p = s;
		return v;
	}
	s++;
	uint32_t v;
	switch (*s) {
	case 'n': v = '\n'; s++; break;
	case 't': v = '\t'; s++; break;
	case 'r': v = '\r'; s++; break;
	case 'a': v = 7; s++; break;
	case 'b': v = 8; s++; break;
	case 'f': v = 12; s++; break;
	case 'v': v = 11; s++; break;
	case 'e': case 'E': v = 27; s++; break;
	case 'x':
		s++;
		v = 0;
		while (hex_digit(*s) >= 0)
			v = v * 16 + hex_digit(*s++);
		break;
	case 'u': case 'U': {
		int n = *s == 'u' ? 4 : 8;
		s++;
		v = 0;
		while (n-- && hex_digit(*s) >= 0)
			v = v * 16 + hex_digit(*s++);
		break;
	}
	default:
		if (*s >= '0' && *s <= '7') {
			v = 0;
			for (int i = 0; i < 3 && *s >= '0' && *s <= '7'; i++)
				v = v * 8 + (*s++ - '0');
		} else {
			v = (unsigned char)*s++;
		}
	}
	*p = s;
	return v;
}

static Type *char_literal_type(const Token *t, int *prefix_len)
{
	const char *s = t->text;
	*prefix_len = 0;
	if (s[0] == 'u' && s[1] == '8') {
		*prefix_len = 2;
		return ty_uchar;
	}
	switch (s[0]) {
	case 'L': *prefix_len = 1; return P.wchar_ty;
	case 'u': *prefix_len = 1; return P.char16_ty;
	case 'U': *prefix_len = 1; return P.char32_ty;
	default: return ty_char;
	}
}

static Node *char_constant(Token *t, int idx)
{
	int pre;
	Type *elem = char_literal_type(t, &pre);
	const char *p = t->text + pre + 1, *end = t->text + t->len - 1;
	__int128 val = 0;
	int count = 0;
	while (p < end) {
		uint32_t c = read_char(&p);
		/* only the low bytes of a long multi-character constant count */
		val = pre ? c : (__int128)((unsigned __int128)val << 8 | (c & 0xff));
		count++;
	}
	Type *ty = ty_int;
	if (pre) {
		ty = elem;
		val = wrap_to_type(val, elem);
	} else if (count == 1) {
		/* 'x' has type int but the value of a char */
		val = wrap_to_type(val, ty_char);
	} else {
		val = wrap_to_type(val, ty_int);
	}
	return new_num(val, ty, t, idx, idx + 1);
}

/* Adjacent string literals concatenate; the array length counts the
 * characters of all of them plus the terminator. */
static Node *string_literal(void)
{
	int begin = P.pos;
	Token *first = tok();
	long chars = 0;
	Type *elem = ty_char;
	while (tok()->kind == TK_STR) {
		Token *t = advance();
		int pre;
		Type *ty = char_literal_type(t, &pre);
		if (pre)
			elem = ty == ty_uchar ? (P.c23 ? ty_uchar : ty_char) : ty;
		const char *p = t->text + pre + 1, *end = t->text + t->len - 1;
		while (p < end) {
			const char *q = p;
			read_char(&p);
			/* Narrow strings count bytes, wide ones characters. */
			chars += (pre && ty != ty_uchar) ? 1 : (p - q > 1 && *q != '\\' ? p - q : 1);
		}
	}
	Node *n = new_node(ND_STR, first, begin, P.pos);
	n->ty = array_of(elem, chars + 1);
	return n;
}

static Node *number(Token *t, int idx)
{
	const char *s = t->text;
	int len = t->len;
	/* Drop C23 digit separators. */
	char *buf = alloc(len + 1);
	int n = 0;
	for (int i = 0; i < len; i++)
		if (s[i] != '\'')
			buf[n++] = s[i];
	buf[n] = 0;

	bool is_hex = buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X');
	bool is_bin = buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B');
	bool is_float = false;
	for (int i = 0; i < n; i++) {
		char c = buf[i];
		if (c == '.' || (!is_hex && (c == 'e' || c == 'E')) || (is_hex && (c == 'p' || c == 'P')))
			is_float = true;
	}
	if (is_float) {
		Node *nd = new_node(ND_FNUM, t, idx, idx + 1);
		char *end;
		nd->fval = strtod(buf, &end);
		Type *ty = ty_double;
		bool imaginary = false;
		for (; *end; end++) {
			char c = *end;
			if (c == 'f' || c == 'F') {
				if (end[1] >= '0' && end[1] <= '9') {
					Type *fn = new_type(TY_FLOATN);
					fn->bits = atoi(end + 1) / 8;
					if (fn->bits < 2)
						fn->bits = 2;
					ty = fn->bits == 4 ? ty_float : fn->bits == 8 ? ty_double : fn;
					while (end[1] && end[1] != 'i' && end[1] != 'j')
						end++;
				} else {
					ty = ty_float;
				}
			} else if (c == 'l' || c == 'L') {
				ty = ty_ldouble;
			} else if (c == 'i' || c == 'j' || c == 'I' || c == 'J') {
				imaginary = true;
			} else if (c == 'q' || c == 'Q' || c == 'w' || c == 'W') {
				Type *fn = new_type(TY_FLOATN);
				fn->bits = c == 'w' || c == 'W' ? 16 : 16;
				ty = fn;
			} else if (c == 'd' || c == 'D') {
				Type *fn = new_type(TY_FLOATN);
				fn->bits = (end[1] == 'f' || end[1] == 'F') ? 4 :
					   (end[1] == 'l' || end[1] == 'L') ? 16 : 8;
				ty = fn;
				end++;
			}
		}
		nd->ty = imaginary ? complex_of(ty) : ty;
		return nd;
	}

	unsigned __int128 val = 0;
	int base = is_hex ? 16 : is_bin ? 2 : buf[0] == '0' ? 8 : 10;
	const char *p = buf + (is_hex || is_bin ? 2 : 0);
	bool overflow = false;
	for (; *p; p++) {
		int d = hex_digit(*p);
		if (d < 0 || d >= base)
			break;
		unsigned __int128 next = val * base + d;
		if (next / base != val)
			overflow = true;
		val = next;
	}
	bool u = false, imaginary = false, bitint = false;
	int l = 0;
	for (; *p; p++) {
		switch (*p) {
		case 'u': case 'U': u = true; break;
		case 'l': case 'L': l++; break;
		case 'i': case 'j': case 'I': case 'J': imaginary = true; break;
		case 'w': case 'W':
			if (p[1] == 'b' || p[1] == 'B') {
				bitint = true;
				p++;
				break;
			}
			/* fallthrough */
		default:
			syntax_error(t, "invalid suffix \"%s\" on integer constant", p);
		}
	}
	(void)overflow;
	Type *ty;
	if (bitint) {
		int bits = 1;
		while (bits < 128 && (val >> bits))
			bits++;
		ty = bitint_type(u ? (bits < 1 ? 1 : bits) : bits + 1, u);
	} else {
		/* C17 6.4.4.1: the first type of the list that can hold it. */
		Type *signed_list[] = {ty_int, ty_long, ty_llong};
		Type *unsigned_list[] = {ty_uint, ty_ulong, ty_ullong};
		ty = NULL;
		for (int i = l; i < 3 && !ty; i++) {
			int bits = int_bits(signed_list[i]);
			if (!u && val <= ((unsigned __int128)1 << (bits - 1)) - 1)
				ty = signed_list[i];
			else if ((u || base != 10) && val <= ((unsigned __int128)1 << bits) - 1)
				ty = unsigned_list[i];
		}
		if (!ty)
			ty = (val >> 64) ? (u ? ty_uint128 : ty_int128) : ty_ullong;
	}
	Node *nd = new_num((__int128)val, ty, t, idx, idx + 1);
	if (imaginary) {
		nd->ty = complex_of(ty);
		nd->is_const = false;
	}
	return nd;
}

/* The value of an integer literal token, read again (tallies.c). */
bool literal_int_value(Token *t, __int128 *v)
{
	if (t->kind != TK_NUM)
		return false;
	Node *n = number(t, (int)(t - P.toks));
	*v = n->val;
	return n->kind == ND_NUM && is_integer(n->ty);
}

/* ---- builtins ---------------------------------------------------------- */

static Type *deref_arg(Node *args)
{
	if (args && args->ty->kind == TY_PTR)
		return value_type(args->ty->base);
	return ty_unknown;
}

static bool name_is(const char *name, const char *const *list)
{
	for (; *list; list++)
		if (strcmp(name, *list) == 0)
			return true;
	return false;
}

/* Integer-valued bit builtins: clz, ctz, popcount, parity, ffs, clrsb and
 * their l/ll/g forms. */
static bool is_bit_builtin(const char *s)
{
	static const char *const roots[] = {"clz", "ctz", "popcount", "parity", "ffs", "clrsb", NULL};
	for (const char *const *r = roots; *r; r++) {
		size_t n = strlen(*r);
		if (strncmp(s, *r, n) == 0 && (!s[n] || !strcmp(s + n, "l") ||
					       !strcmp(s + n, "ll") || !strcmp(s + n, "g") ||
					       !strcmp(s + n, "imax")))
			return true;
	}
	return false;
}

/* The result type of a call to a builtin GCC knows without a declaration;
 * ty_unknown when obtcc does not know it (an error only if the value
 * meets an OBT). */
static Type *builtin_result(const char *name, Node *args)
{
	static const char *const int_results[] = {
		"constant_p", "classify_type", "isnan", "isinf", "isfinite", "isnormal",
		"signbit", "signbitf", "signbitl", "isgreater", "isgreaterequal", "isless",
		"islessequal", "islessgreater", "isunordered", "fpclassify", "isinf_sign",
		"LINE", "issignaling", "iseqsig", "isnanf", "isnanl", "finite", "finitef",
		"finitel", "isinff", "isinfl", "abs", "toupper", "tolower", "isdigit",
		"isalpha", "isspace", "memcmp", "strcmp", "strncmp", "setjmp", "printf",
		"sprintf", "snprintf", "putchar", "puts", "ffsl", "ffsll", "ia32_rdtsc_int",
		"available_p", "has_attribute", NULL};
	static const char *const void_results[] = {
		"trap", "unreachable", "abort", "exit", "_exit", "va_start", "va_end",
		"va_copy", "prefetch", "__clear_cache", "longjmp", "free", "memset_void",
		"c23_va_start", "ia32_pause", "sync_synchronize", "atomic_thread_fence",
		"atomic_signal_fence", "atomic_store", "atomic_load", "atomic_clear",
		"atomic_store_n", "atomic_exchange", "assume", "init_dwarf_reg_size_table",
		"unwind_init", "eh_return", NULL};
	static const char *const ptr_results[] = {
		"alloca", "alloca_with_align", "frame_address", "return_address",
		"extract_return_addr", "frob_return_addr", "memcpy", "memmove", "memset",
		"mempcpy", "malloc", "calloc", "realloc", "strcpy", "strncpy", "strcat",
		"strncat", "stpcpy", "strchr", "strrchr", "strstr", "memchr",
		"assume_aligned", "apply_args", "apply", "aggregate_incoming_address",
		"dwarf_cfa", "stack_save", "FILE", "FUNCTION", "thread_pointer", NULL};
	static const char *const size_results[] = {
		"object_size", "dynamic_object_size", "strlen", "strnlen", NULL};

	if (starts_with(name, "__builtin_"))
		name += 10;
	else if (starts_with(name, "__sync_") || starts_with(name, "__atomic_")) {
		const char *op = name + (name[2] == 's' ? 7 : 9);
		if (strstr(op, "compare_exchange") || strstr(op, "test_and_set") ||
		    strstr(op, "always_lock_free") || strstr(op, "is_lock_free") ||
		    strcmp(op, "bool_compare_and_swap") == 0)
			return ty_bool;
		if (!strcmp(op, "synchronize") || !strcmp(op, "thread_fence") ||
		    !strcmp(op, "signal_fence") || !strcmp(op, "clear") ||
		    !strcmp(op, "store") || !strcmp(op, "load") || !strcmp(op, "exchange") ||
		    !strcmp(op, "store_n") || !strcmp(op, "lock_release"))
			return ty_void;
		return deref_arg(args);
	}
	if (name_is(name, int_results) || is_bit_builtin(name))
		return ty_int;
	if (name_is(name, void_results))
		return ty_void;
	if (name_is(name, ptr_results))
		return pointer_to(!strcmp(name, "FILE") || !strcmp(name, "FUNCTION")
				  ? qualified(ty_char, true, false) : ty_void);
	if (name_is(name, size_results))
		return P.size_t_ty;
	if (!strcmp(name, "expect") || !strcmp(name, "expect_with_probability") ||
	    !strcmp(name, "labs") || !strcmp(name, "extend_pointer"))
		return ty_long;
	if (!strcmp(name, "llabs"))
		return ty_llong;
	if (strstr(name, "_overflow_p") || strstr(name, "_overflow"))
		return ty_bool;
	if (!strcmp(name, "bswap16"))
		return ty_ushort;
	if (!strcmp(name, "bswap32"))
		return ty_uint;
	if (!strcmp(name, "bswap64"))
		return target.long_size == 8 ? ty_ulong : ty_ullong;
	if (!strcmp(name, "bswap128"))
		return ty_uint128;
	if (!strcmp(name, "launder") || !strcmp(name, "speculation_safe_value") ||
	    !strcmp(name, "stdc_bit_ceil") || !strcmp(name, "stdc_bit_floor"))
		return args ? value_type(decay(args)->ty) : ty_unknown;
	if (!strcmp(name, "shuffle") || !strcmp(name, "shufflevector"))
		return args ? args->ty : ty_unknown;
	if (!strcmp(name, "complex"))
		return args ? complex_of(args->ty) : ty_unknown;
	if (!strcmp(name, "huge_val") || !strcmp(name, "inf") || !strcmp(name, "nan") ||
	    !strcmp(name, "nans") || !strcmp(name, "fabs") || !strcmp(name, "copysign") ||
	    !strcmp(name, "sqrt") || !strcmp(name, "pow") || !strcmp(name, "powi") ||
	    !strcmp(name, "floor") || !strcmp(name, "ceil") || !strcmp(name, "fmod") ||
	    !strcmp(name, "ldexp") || !strcmp(name, "exp") || !strcmp(name, "log"))
		return ty_double;
	size_t n = strlen(name);
	if (n > 1 && (name[n - 1] == 'f' || name[n - 1] == 'l')) {
		char *root = str_ndup(name, n - 1);
		if (!strcmp(root, "huge_val") || !strcmp(root, "inf") || !strcmp(root, "nan") ||
		    !strcmp(root, "nans") || !strcmp(root, "fabs") || !strcmp(root, "copysign") ||
		    !strcmp(root, "sqrt") || !strcmp(root, "powi"))
			return name[n - 1] == 'f' ? ty_float : ty_ldouble;
	}
	return ty_unknown;
}

/* ---- postfix ---------------------------------------------------------- */

static Node *parse_cast(void);
static Node *parse_unary(void);
static __int128 required_constant(Node *n, Token *t, const char *complaint);

/* Arguments of a call: converted to the parameter types of a prototype,
 * default argument promotions elsewhere. */
static Node *call_args(Type *fty, Node **args_out)
{
	Node head = {0}, *cur = &head;
	Param *param = fty && fty->kind == TY_FUNC ? fty->params : NULL;
	bool prototyped = fty && fty->kind == TY_FUNC && !fty->is_oldstyle;
	if (!is(')')) {
		do {
			Node *arg = decay(parse_assign());
			if (param) {
				arg = assign_conversion(arg, param->ty, CTX_ARG);
				if (arg->kind == ND_CAST && arg->is_implicit && arg->ctx == CTX_ARG)
					arg->param = param;
				param = param->next;
			} else if (prototyped || !fty || fty->kind != TY_FUNC) {
				if (is_integer(arg->ty) || arg->ty->kind == TY_FLOAT)
					arg = convert_to(arg, arg->ty->kind == TY_FLOAT ? ty_double
										: promote(arg->ty));
			} else if (is_integer(arg->ty) || arg->ty->kind == TY_FLOAT) {
				arg = convert_to(arg, arg->ty->kind == TY_FLOAT ? ty_double
									: promote(arg->ty));
			}
			cur = cur->next = arg;
		} while (consume(','));
	}
	*args_out = head.next;
	return head.next;
}

/* A call of a builtin that only computes a value: __builtin_expect
 * (likely, unlikely) and __builtin_constant_p store nothing. */
static bool stores_nothing(Node *callee)
{
	if (callee->kind != ND_VAR || !callee->var || callee->var->kind != SYM_BUILTIN)
		return false;
	const char *name = callee->var->name->name;
	return !strcmp(name, "__builtin_expect") || !strcmp(name, "__builtin_constant_p");
}

static Node *funcall(Node *fn, int begin)
{
	Token *t = advance();	/* ( */
	Type *fty = fn->ty;
	if (fty->kind == TY_PTR)
		fty = fty->base;
	Node *n = new_node(ND_CALL, t, begin, 0);
	n->lhs = fn;
	call_args(fty->kind == TY_FUNC ? fty : NULL, &n->args);
	expect(')', "after the arguments of a call");
	n->end = P.pos;
	Node *callee = bare(fn);	/* decayed to a pointer */
	if (!stores_nothing(callee))
		facts_note_effect(NULL, begin);
	if (callee->kind == ND_VAR && callee->var && callee->var->kind == SYM_FUNC)
		summaries_note_call(n);
	if (callee->kind == ND_VAR && callee->var->kind == SYM_BUILTIN)
		n->ty = builtin_result(callee->var->name->name, n->args);
	else if (fty->kind == TY_FUNC)
		n->ty = value_type(fty->base);
	else
		n->ty = ty_unknown;
	return n;
}

static Member *find_member(Type *ty, Ident *name, long *extra_offset)
{
	for (Member *m = ty->record->members; m; m = m->next) {
		if (m->name == name)
			return m;
		if (!m->name && is_record(m->ty)) {
			Member *inner = find_member(m->ty, name, extra_offset);
			if (inner) {
				*extra_offset += m->offset;
				return inner;
			}
		}
	}
	return NULL;
}

/* The chain of members from ty to `name` through anonymous members, as a
 * linked list of copies (each node a Member with next = the inner one). */
static Node *member_access(Node *base, Token *op, bool arrow, int begin)
{
	Token *name = advance();
	if (name->kind != TK_IDENT)
		syntax_error(name, "expected a member name");
	Type *rty = base->ty;
	if (arrow) {
		base = decay(base);
		rty = base->ty->kind == TY_PTR ? base->ty->base : ty_unknown;
	}
	Node *n = new_node(ND_MEMBER, op, begin, P.pos);
	n->lhs = base;
	n->is_arrow = arrow;
	if (rty->kind == TY_UNKNOWN || !is_record(rty) || !rty->record->is_complete) {
		n->ty = ty_unknown;
		return n;
	}
	long extra = 0;
	Member *m = find_member(rty, name->ident, &extra);
	if (!m)
		syntax_error(name, "no member named '%s' in '%s'", name->ident->name,
			     type_spelling(rty));
	n->member = m;
	n->ty = qualified(m->ty, rty->is_const, rty->is_volatile);
	return n;
}

static Node *postfix_ops(Node *n, int begin)
{
	for (;;) {
		Token *t = tok();
		if (is('(')) {
			n = funcall(decay(n), begin);
		} else if (is('[')) {
			advance();
			Node *idx = parse_expr();
			expect(']', "after an array index");
			Node *base = decay(n), *index = decay(idx);
			if (!is_pointer_like(base->ty) && is_pointer_like(index->ty)) {
				Node *tmp = base;	/* i[a] */
				base = index;
				index = tmp;
			}
			Node *x = new_node(ND_INDEX, t, begin, P.pos);
			x->lhs = base;
			x->rhs = index;
			x->ty = base->ty->kind == TY_PTR ? base->ty->base :
				base->ty->kind == TY_VECTOR ? base->ty->base : ty_unknown;
			n = x;
		} else if (is('.') || is(P_ARROW)) {
			advance();
			n = member_access(n, t, t->punct == P_ARROW, begin);
		} else if (is(P_INC) || is(P_DEC)) {
			advance();
			Node *x = new_node(t->punct == P_INC ? ND_POST_INC : ND_POST_DEC, t, begin, P.pos);
			x->lhs = n;
			x->ty = value_type(n->ty);
			facts_note_write(x, n);
			n = x;
		} else {
			return n;
		}
	}
}

/* ---- primary ---------------------------------------------------------- */

static Node *generic_selection(Token *t, int begin)
{
	expect('(', "after _Generic");
	Node *ctrl = NULL;
	Type *cty;
	if (at_type_name(tok())) {
		cty = parse_type_name();	/* C2y: _Generic(type-name, ...) */
	} else {
		ctrl = parse_assign();
		/* The controlling expression undergoes lvalue conversion: it
		 * decays and loses its qualifiers. The associations do not
		 * (C17 6.5.1.1p2), so `const int:` never matches a value. */
		cty = value_type(decay(ctrl)->ty);
	}
	Node *n = new_node(ND_GENERIC, t, begin, 0);
	n->lhs = ctrl;
	n->generic_ctrl_end = P.pos;
	n->involves_ob = type_has_ob(cty);
	Node *pick = NULL, *deflt = NULL;
	Vec seen = {0};
	while (consume(',')) {
		Token *at = tok();
		bool is_default = consume_kw(KW_DEFAULT);
		Type *aty = is_default ? NULL : parse_type_name();
		if (aty) {
			n->involves_ob |= type_has_ob(aty);
			for (int i = 0; i < seen.len; i++)
				if (types_identical(aty, seen.data[i]))
					error_at(at->loc, "type '%s' in generic association compatible "
						 "with previously specified type '%s'",
						 type_spelling(aty), type_spelling(seen.data[i]));
			vec_push(&seen, aty);
		}
		expect(':', "in a _Generic association");
		Node *e = parse_assign();
		if (is_default)
			deflt = e;
		else if (!pick && types_identical(aty, cty))
			pick = e;
	}
	n->generic_close = P.pos;
	expect(')', "after _Generic");
	n->end = P.pos;
	if (!pick)
		pick = deflt;
	if (!pick)
		syntax_error(t, "controlling expression type '%s' not compatible with any "
			     "generic association type", type_spelling(cty));
	n->generic_pick = pick;
	n->ty = pick->ty;
	n->is_const = pick->is_const;
	n->val = pick->val;
	return n;
}

static Node *offsetof_expr(Token *t, int begin)
{
	expect('(', "after __builtin_offsetof");
	Type *ty = parse_type_name();
	expect(',', "in __builtin_offsetof");
	long off = 0;
	bool is_const = true;
	for (;;) {
		Token *name = advance();
		if (name->kind != TK_IDENT)
			syntax_error(name, "expected a member name");
		if (!is_record(ty) || !ty->record->is_complete)
			syntax_error(name, "offsetof of an incomplete type");
		long extra = 0;
		Member *m = find_member(ty, name->ident, &extra);
		if (!m)
			syntax_error(name, "no member named '%s'", name->ident->name);
		off += m->offset + extra;
		ty = m->ty;
		for (;;) {
			if (consume('[')) {
				Node *idx = parse_expr();
				expect(']', "in __builtin_offsetof");
				__int128 v;
				if (ty->kind == TY_ARRAY || ty->kind == TY_PTR) {
					ty = ty->base;
					if (eval_int(idx, &v))
						off += (long)v * type_size(ty);
					else
						is_const = false;
				}
			} else {
				break;
			}
		}
		if (!consume('.'))
			break;
	}
	expect(')', "after __builtin_offsetof");
	Node *n = new_num(off, P.size_t_ty, t, begin, P.pos);
	n->is_const = is_const;
	return n;
}

static Node *builtin_keyword(Token *t, int begin)
{
	switch (kw(t)) {
	case KW_BUILTIN_OFFSETOF:
		return offsetof_expr(t, begin);
	case KW_BUILTIN_VA_ARG: {
		expect('(', "after __builtin_va_arg");
		Node *ap = parse_assign();
		expect(',', "in __builtin_va_arg");
		Type *ty = parse_type_name();
		expect(')', "after __builtin_va_arg");
		Node *n = new_node(ND_BUILTIN, t, begin, P.pos);
		n->lhs = ap;
		n->ty = ty;
		return n;
	}
	case KW_BUILTIN_TYPES_COMPATIBLE_P: {
		expect('(', "after __builtin_types_compatible_p");
		Type *a = parse_type_name();
		expect(',', "in __builtin_types_compatible_p");
		Type *b = parse_type_name();
		expect(')', "after __builtin_types_compatible_p");
		bool same = types_compatible(unqualified(a), unqualified(b));
		Node *n = new_num(same, ty_int, t, begin, P.pos);
		n->involves_ob = type_has_ob(a) || type_has_ob(b);
		return n;
	}
	case KW_BUILTIN_CHOOSE_EXPR: {
		expect('(', "after __builtin_choose_expr");
		Node *c = parse_assign();
		expect(',', "in __builtin_choose_expr");
		Node *a = parse_assign();
		expect(',', "in __builtin_choose_expr");
		Node *b = parse_assign();
		expect(')', "after __builtin_choose_expr");
		__int128 v = required_constant(c, t, "first argument to __builtin_choose_expr not a constant");
		Node *n = new_node(ND_GENERIC, t, begin, P.pos);
		n->lhs = c;
		n->generic_pick = v ? a : b;
		n->ty = n->generic_pick->ty;
		n->is_const = n->generic_pick->is_const;
		n->val = n->generic_pick->val;
		return n;
	}
	case KW_BUILTIN_CONVERTVECTOR:
	case KW_BUILTIN_BIT_CAST: {
		expect('(', "after a builtin");
		Node *n = new_node(ND_BUILTIN, t, begin, 0);
		if (kw(t) == KW_BUILTIN_BIT_CAST) {
			n->ty = parse_type_name();
			expect(',', "in __builtin_bit_cast");
			n->lhs = parse_assign();
		} else {
			n->lhs = parse_assign();
			expect(',', "in __builtin_convertvector");
			n->ty = parse_type_name();
		}
		expect(')', "after a builtin");
		n->end = P.pos;
		return n;
	}
	case KW_BUILTIN_HAS_ATTRIBUTE: {
		if (!is('('))
			syntax_error(tok(), "expected '(' after __builtin_has_attribute");
		skip_balanced();
		return new_num(1, ty_int, t, begin, P.pos);
	}
	case KW_BUILTIN_TGMATH: {
		Node *n = new_node(ND_CALL, t, begin, 0);
		facts_note_effect(NULL, begin);
		expect('(', "after __builtin_tgmath");
		Node *args;
		call_args(NULL, &args);
		expect(')', "after __builtin_tgmath");
		n->args = args;
		n->end = P.pos;
		n->ty = ty_unknown;
		return n;
	}
	default:
		syntax_error(t, "unexpected '%s'", tok_str(t));
	}
}

static Node *identifier(Token *t, int begin)
{
	Sym *s = lookup(t->ident);
	if (!s) {
		const char *name = t->ident->name;
		if (starts_with(name, "__builtin_") || starts_with(name, "__sync_") ||
		    starts_with(name, "__atomic_")) {
			/* A builtin may share its type with the library function
			 * of the same name: __builtin_strlen is strlen. */
			Sym *lib = starts_with(name, "__builtin_") ? lookup(intern(name + 10, t->len - 10)) : NULL;
			s = alloc(sizeof *s);
			s->name = t->ident;
			if (lib && lib->kind == SYM_FUNC && builtin_result(name, NULL) == ty_unknown) {
				s->kind = SYM_FUNC;
				s->ty = lib->ty;
			} else {
				s->kind = SYM_BUILTIN;
				s->ty = func_type(ty_unknown);
				s->ty->is_oldstyle = true;
			}
		} else if (!strcmp(name, "__func__") || !strcmp(name, "__FUNCTION__") ||
			   !strcmp(name, "__PRETTY_FUNCTION__")) {
			Node *n = new_node(ND_FUNCNAME, t, begin, P.pos);
			n->ty = array_of(qualified(ty_char, true, false), 1);
			return n;
		} else if (is('(')) {
			/* An implicit declaration: int f(). CC warns about it. */
			s = alloc(sizeof *s);
			s->kind = SYM_FUNC;
			s->name = t->ident;
			s->ty = func_type(ty_int);
			s->ty->is_oldstyle = true;
		} else {
			syntax_error(t, "use of undeclared identifier '%s'", name);
		}
	}
	if (s->kind == SYM_ENUM_CONST)
		return new_num(s->enum_val, s->ty, t, begin, P.pos);
	if (s->kind == SYM_TYPEDEF)
		syntax_error(t, "unexpected type name '%s': expected expression", t->ident->name);
	if (s->kind == SYM_FUNC)
		summaries_note_reference(s);
	Node *n = new_node(ND_VAR, t, begin, P.pos);
	n->var = s;
	n->ty = s->ty;
	return n;
}

static Node *parse_primary(void)
{
	int begin = P.pos;
	Token *t = tok();

	if (is('(')) {
		advance();
		if (is('{'))
			return parse_stmt_expr(begin);
		Node *inner = parse_expr();
		expect(')', "to close the parenthesis");
		/* A node's range includes its parentheses: an operator
		 * rewrites its operands' full text, and its own text from
		 * the operands' edges inward. */
		inner->begin = begin;
		inner->end = P.pos;
		return inner;
	}
	switch (t->kind) {
	case TK_NUM:
		advance();
		return number(t, begin);
	case TK_CHAR:
		advance();
		return char_constant(t, begin);
	case TK_STR:
		return string_literal();
	case TK_IDENT:
		break;
	default:
		syntax_error(t, "expected expression");
	}
	switch (kw(t)) {
	case KW_NONE:
		advance();
		return identifier(t, begin);
	case KW_GENERIC:
		advance();
		return generic_selection(t, begin);
	case KW_C23_TRUE: case KW_C23_FALSE:
		advance();
		return new_num(kw(t) == KW_C23_TRUE, ty_bool, t, begin, P.pos);
	case KW_NULLPTR: {
		advance();
		Node *n = new_num(0, ty_nullptr, t, begin, P.pos);
		return n;
	}
	case KW_BUILTIN_OFFSETOF: case KW_BUILTIN_VA_ARG: case KW_BUILTIN_TYPES_COMPATIBLE_P:
	case KW_BUILTIN_CHOOSE_EXPR: case KW_BUILTIN_CONVERTVECTOR: case KW_BUILTIN_BIT_CAST:
	case KW_BUILTIN_HAS_ATTRIBUTE: case KW_BUILTIN_TGMATH:
		advance();
		return builtin_keyword(t, begin);
	default:
		syntax_error(t, "expected expression before '%s'", tok_str(t));
	}
}

/* ---- unary and cast --------------------------------------------------- */

static Node *unary_node(NodeKind kind, Token *t, Node *operand, int begin)
{
	Node *n = new_node(kind, t, begin, operand->end);
	n->lhs = operand;
	return n;
}

static Node *sizeof_like(Token *t, int begin, bool is_sizeof)
{
	Type *ty;
	Node *operand = NULL;
	if (is('(') && at_type_name(peek(1))) {
		int save = P.pos;
		advance();
		ty = parse_type_name();
		expect(')', "after a type name");
		if (is('{')) {
			/* sizeof (T){...}.m: a compound literal operand */
			operand = postfix_ops(parse_compound_literal(ty, save), save);
			ty = operand->ty;
		}
	} else {
		operand = parse_unary();
		ty = operand->ty;
	}
	Node *n = new_node(is_sizeof ? ND_SIZEOF : ND_ALIGNOF, t, begin, P.pos);
	n->lhs = operand;
	n->ty = P.size_t_ty;
	long v = is_sizeof ? type_size(ty) : type_align(ty);
	if (is_sizeof && operand && operand->kind == ND_MEMBER && operand->member &&
	    operand->member->bit_width >= 0)
		v = -1;
	bool vla = ty->kind == TY_ARRAY && ty->is_vla;
	if (v >= 0 && !vla && ty->kind != TY_UNKNOWN) {
		n->is_const = true;
		n->val = v;
	}
	return n;
}

static Node *parse_unary(void)
{
	int begin = P.pos;
	Token *t = tok();
	if (t->kind == TK_PUNCT) {
		switch (t->punct) {
		case '+': case '-': case '~': case '!': {
			advance();
			Node *x = decay(parse_cast());
			NodeKind k = t->punct == '+' ? ND_PLUS : t->punct == '-' ? ND_NEG :
				     t->punct == '~' ? ND_BITNOT : ND_NOT;
			Node *n = unary_node(k, t, x, begin);
			if (k == ND_NOT) {
				n->ty = ty_int;
			} else if (is_integer(x->ty)) {
				n->ty = promote(operand_type(x));
				n->lhs = convert_to(x, n->ty);
			} else {
				n->ty = value_type(x->ty);
			}
			return n;
		}
		case P_INC: case P_DEC: {
			advance();
			Node *x = parse_unary();
			Node *n = unary_node(t->punct == P_INC ? ND_PRE_INC : ND_PRE_DEC, t, x, begin);
			n->ty = value_type(x->ty);
			facts_note_write(n, x);
			return n;
		}
		case '&': {
			advance();
			Node *x = parse_cast();
			Node *n = unary_node(ND_ADDR, t, x, begin);
			facts_note_write(n, x);
			n->ty = x->ty->kind == TY_UNKNOWN ? ty_unknown : pointer_to(x->ty);
			return n;
		}
		case P_LAND: {
			/* &&label: the address of a label (GNU) */
			advance();
			Token *label = advance();
			if (label->kind != TK_IDENT)
				syntax_error(label, "expected a label name");
			Node *n = new_node(ND_LABEL_ADDR, t, begin, P.pos);
			n->ty = pointer_to(ty_void);
			return n;
		}
		case '*': {
			advance();
			Node *x = decay(parse_cast());
			Node *n = unary_node(ND_DEREF, t, x, begin);
			n->ty = x->ty->kind == TY_PTR ? x->ty->base : ty_unknown;
			return n;
		}
		}
	}
	switch (kw(t)) {
	case KW_SIZEOF:
		advance();
		return sizeof_like(t, begin, true);
	case KW_ALIGNOF: case KW_GNU_ALIGNOF: case KW_GNU_ALIGNOF2: case KW_C23_ALIGNOF:
		advance();
		return sizeof_like(t, begin, false);
	case KW_EXTENSION: {
		advance();
		Node *x = parse_cast();
		x->begin = begin;
		return x;
	}
	case KW_GNU_REAL: case KW_GNU_REAL2: case KW_GNU_IMAG: case KW_GNU_IMAG2: {
		advance();
		Node *x = parse_cast();
		bool real = kw(t) == KW_GNU_REAL || kw(t) == KW_GNU_REAL2;
		Node *n = unary_node(real ? ND_REAL : ND_IMAG, t, x, begin);
		n->ty = x->ty->kind == TY_COMPLEX ? x->ty->base : value_type(x->ty);
		return n;
	}
	}
	Node *n = parse_primary();
	return postfix_ops(n, begin);
}

static Node *parse_cast(void)
{
	check_nesting(tok(), "expression");
	if (is('(') && at_type_name(peek(1))) {
		int begin = P.pos;
		Token *t = advance();
		Type *ty = parse_type_name();
		expect(')', "after a type name in a cast");
		if (is('{')) {
			Node *lit = parse_compound_literal(ty, begin);
			return postfix_ops(lit, begin);
		}
		Node *x = decay(parse_cast());
		Node *n = new_node(ND_CAST, t, begin, x->end);
		n->lhs = x;
		n->ty = value_type(ty);
		return n;
	}
	return parse_unary();
}

/* ---- binary operators ------------------------------------------------- */

static Node *binary(NodeKind kind, Token *t, Node *lhs, Node *rhs)
{
	Node *n = new_node(kind, t, lhs->begin, rhs->end);
	n->lhs = lhs;
	n->rhs = rhs;
	return n;
}

/* Arithmetic on two operands: both converted to their common type. */
static Node *arith(NodeKind kind, Token *t, Node *lhs, Node *rhs)
{
	Node *n = binary(kind, t, lhs, rhs);
	Type *common = usual_arith(operand_type(lhs), operand_type(rhs));
	n->lhs = convert_to(lhs, common);
	n->rhs = convert_to(rhs, common);
	n->ty = common;
	return n;
}

static Node *new_add(NodeKind kind, Token *t, Node *lhs, Node *rhs)
{
	lhs = decay(lhs);
	rhs = decay(rhs);
	if (is_arith(lhs->ty) && is_arith(rhs->ty))
		return arith(kind, t, lhs, rhs);
	if (lhs->ty->kind == TY_UNKNOWN || rhs->ty->kind == TY_UNKNOWN) {
		Node *n = binary(kind, t, lhs, rhs);
		n->ty = ty_unknown;
		return n;
	}
	Node *n = binary(kind, t, lhs, rhs);
	if (lhs->ty->kind == TY_PTR && rhs->ty->kind == TY_PTR) {
		n->ty = P.ptrdiff_ty;	/* p - q */
		return n;
	}
	/* Pointer arithmetic; an OBT index is plain pointer arithmetic. */
	n->ty = lhs->ty->kind == TY_PTR ? value_type(lhs->ty) : value_type(rhs->ty);
	return n;
}

static Node *shift(NodeKind kind, Token *t, Node *lhs, Node *rhs)
{
	Node *n = binary(kind, t, decay(lhs), decay(rhs));
	if (is_integer(n->lhs->ty)) {
		n->ty = promote(operand_type(n->lhs));
		n->lhs = convert_to(n->lhs, n->ty);
	} else {
		n->ty = value_type(n->lhs->ty);
	}
	if (is_integer(n->rhs->ty))
		n->rhs = convert_to(n->rhs, promote(operand_type(n->rhs)));
	return n;
}

static Node *comparison(NodeKind kind, Token *t, Node *lhs, Node *rhs)
{
	lhs = decay(lhs);
	rhs = decay(rhs);
	Node *n;
	if (is_arith(lhs->ty) && is_arith(rhs->ty)) {
		n = arith(kind, t, lhs, rhs);
		if (n->ty->kind == TY_VECTOR)
			return n;
	} else {
		n = binary(kind, t, lhs, rhs);
	}
	n->ty = ty_int;
	return n;
}

static Node *parse_mul(void)
{
	Node *n = parse_cast();
	for (;;) {
		Token *t = tok();
		NodeKind k = is('*') ? ND_MUL : is('/') ? ND_DIV : is('%') ? ND_MOD : ND_NUM;
		if (k == ND_NUM)
			return n;
		advance();
		n = arith(k, t, decay(n), decay(parse_cast()));
	}
}

static Node *parse_add(void)
{
	Node *n = parse_mul();
	for (;;) {
		Token *t = tok();
		if (!is('+') && !is('-'))
			return n;
		advance();
		n = new_add(t->punct == '+' ? ND_ADD : ND_SUB, t, n, parse_mul());
	}
}

static Node *parse_shift(void)
{
	Node *n = parse_add();
	for (;;) {
		Token *t = tok();
		if (!is(P_SHL) && !is(P_SHR))
			return n;
		advance();
		n = shift(t->punct == P_SHL ? ND_SHL : ND_SHR, t, n, parse_add());
	}
}

static Node *parse_relational(void)
{
	Node *n = parse_shift();
	for (;;) {
		Token *t = tok();
		NodeKind k = is('<') ? ND_LT : is('>') ? ND_GT : is(P_LE) ? ND_LE :
			     is(P_GE) ? ND_GE : ND_NUM;
		if (k == ND_NUM)
			return n;
		advance();
		n = comparison(k, t, n, parse_shift());
	}
}

static Node *parse_equality(void)
{
	Node *n = parse_relational();
	for (;;) {
		Token *t = tok();
		if (!is(P_EQ) && !is(P_NE))
			return n;
		advance();
		n = comparison(t->punct == P_EQ ? ND_EQ : ND_NE, t, n, parse_relational());
	}
}

static Node *bitwise(NodeKind kind, Token *t, Node *lhs, Node *rhs)
{
	lhs = decay(lhs);
	rhs = decay(rhs);
	if (is_arith(lhs->ty) && is_arith(rhs->ty))
		return arith(kind, t, lhs, rhs);
	Node *n = binary(kind, t, lhs, rhs);
	n->ty = ty_unknown;
	return n;
}

static Node *parse_bitand(void)
{
	Node *n = parse_equality();
	while (is('&')) {
		Token *t = advance();
		n = bitwise(ND_BITAND, t, n, parse_equality());
	}
	return n;
}

static Node *parse_bitxor(void)
{
	Node *n = parse_bitand();
	while (is('^')) {
		Token *t = advance();
		n = bitwise(ND_BITXOR, t, n, parse_bitand());
	}
	return n;
}

static Node *parse_bitor(void)
{
	Node *n = parse_bitxor();
	while (is('|')) {
		Token *t = advance();
		n = bitwise(ND_BITOR, t, n, parse_bitxor());
	}
	return n;
}

static Node *parse_logand(void)
{
	Node *n = parse_bitor();
	while (is(P_LAND)) {
		Token *t = advance();
		n = binary(ND_LOGAND, t, decay(n), decay(parse_bitor()));
		n->ty = ty_int;
	}
	return n;
}

static Node *parse_logor(void)
{
	Node *n = parse_logand();
	while (is(P_LOR)) {
		Token *t = advance();
		n = binary(ND_LOGOR, t, decay(n), decay(parse_logand()));
		n->ty = ty_int;
	}
	return n;
}

/* p, pointing at its target qualified also as other's target is: two
 * pointers meet in a ?: at the qualifiers of both (C17 6.5.15p6). */
static Type *with_both_targets_quals(Type *p, Type *other)
{
	Type *target = qualified(p->base, other->base->is_const, other->base->is_volatile);
	return target == p->base ? p : pointer_to(target);
}

/* The type of c ? a : b (C17 6.5.15), with the dominance rule for the
 * overflow behaviour of arithmetic operands. */
static void conditional_type(Node *n)
{
	Node *a = decay(n->lhs), *b = decay(n->rhs);
	Type *ta = operand_type(a), *tb = operand_type(b);
	if (is_arith(ta) && is_arith(tb)) {
		Type *common = usual_arith(ta, tb);
		n->lhs = convert_to(a, common);
		n->rhs = convert_to(b, common);
		n->ty = common;
		return;
	}
	n->lhs = a;
	n->rhs = b;
	if (ta->kind == TY_VOID || tb->kind == TY_VOID)
		n->ty = ty_void;
	else if (ta->kind == TY_PTR && tb->kind == TY_PTR && is_null_pointer_constant(a))
		n->ty = tb;
	else if (ta->kind == TY_PTR && tb->kind == TY_PTR && is_null_pointer_constant(b))
		n->ty = ta;
	else if (ta->kind == TY_PTR && tb->kind == TY_PTR && tb->base->kind == TY_VOID)
		n->ty = with_both_targets_quals(tb, ta);	/* void * wins */
	else if (ta->kind == TY_PTR && tb->kind == TY_PTR)
		n->ty = with_both_targets_quals(ta, tb);
	else if (ta->kind == TY_PTR)
		n->ty = ta;
	else if (tb->kind == TY_PTR)
		n->ty = tb;
	else if (ta->kind == TY_UNKNOWN || tb->kind == TY_UNKNOWN)
		n->ty = ty_unknown;
	else
		n->ty = ta;
}

Node *parse_cond_expr(void)
{
	Node *c = parse_logor();
	if (!is('?'))
		return c;
	Token *t = advance();
	Node *n = new_node(ND_COND, t, c->begin, 0);
	n->cond = decay(c);
	if (is(':')) {
		/* GNU a ?: b: the condition is also the value. */
		n->lhs = n->cond;
	} else {
		n->lhs = parse_expr();
	}
	expect(':', "in a conditional expression");
	n->rhs = parse_cond_expr();
	n->end = n->rhs->end;
	conditional_type(n);
	return n;
}

static NodeKind compound_op(int punct)
{
	switch (punct) {
	case P_ADD_ASSIGN: return ND_ADD;
	case P_SUB_ASSIGN: return ND_SUB;
	case P_MUL_ASSIGN: return ND_MUL;
	case P_DIV_ASSIGN: return ND_DIV;
	case P_MOD_ASSIGN: return ND_MOD;
	case P_SHL_ASSIGN: return ND_SHL;
	case P_SHR_ASSIGN: return ND_SHR;
	case P_AND_ASSIGN: return ND_BITAND;
	case P_OR_ASSIGN: return ND_BITOR;
	case P_XOR_ASSIGN: return ND_BITXOR;
	default: return ND_NUM;
	}
}

Node *parse_assign(void)
{
	Node *lhs = parse_cond_expr();
	Token *t = tok();
	if (is('=')) {
		advance();
		Node *rhs = parse_assign();
		Node *n = binary(ND_ASSIGN, t, lhs, rhs);
		facts_note_write(n, lhs);
		n->rhs = assign_conversion(rhs, lhs->ty, CTX_ASSIGN);
		n->ty = value_type(lhs->ty);
		return n;
	}
	NodeKind op = t->kind == TK_PUNCT ? compound_op(t->punct) : ND_NUM;
	if (op == ND_NUM)
		return lhs;
	advance();
	Node *rhs = decay(parse_assign());
	Node *n = binary(ND_COMPOUND_ASSIGN, t, lhs, rhs);
	facts_note_write(n, lhs);
	n->op = op;
	n->ty = value_type(lhs->ty);
	Type *lt = value_type(lhs->ty);
	if (op == ND_SHL || op == ND_SHR) {
		n->comp_ty = is_integer(lt) ? promote(operand_type(lhs)) : lt;
		if (is_integer(rhs->ty))
			n->rhs = convert_to(rhs, promote(value_type(rhs->ty)));
	} else if (is_arith(lt) && is_arith(rhs->ty)) {
		n->comp_ty = usual_arith(operand_type(lhs), operand_type(rhs));
		n->rhs = convert_to(rhs, n->comp_ty);
	} else {
		n->comp_ty = lt;	/* pointer += integer */
	}
	return n;
}

Node *parse_expr(void)
{
	Node *n = parse_assign();
	while (is(',')) {
		Token *t = advance();
		Node *rhs = parse_assign();
		Node *c = binary(ND_COMMA, t, n, rhs);
		c->ty = value_type(decay(rhs)->ty);
		n = c;
	}
	return n;
}

/* The value of an expression C wants to be constant. A trap type's
 * check that fails in it leaves it without one (eval.c): the OBT rules
 * name that first. */
static __int128 required_constant(Node *n, Token *t, const char *complaint)
{
	__int128 v;
	if (eval_int(n, &v))
		return v;
	obt_check_expr(P.u, n, true, false);
	syntax_error(t, "%s", complaint);
}

int64_t parse_const_int(void)
{
	Token *t = tok();
	Node *n = parse_cond_expr();
	__int128 v = required_constant(n, t, "expression is not an integer constant expression");
	/* No run-time code, but a _Generic in it still needs obtcc's answer. */
	obt_check_expr(P.u, n, true, false);
	return (int64_t)v;
}
