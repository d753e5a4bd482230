/*
 * eval.c - integer constant expressions.
 *
 * Values are computed in __int128 and wrapped to the type of each node,
 * whose operands the type checker has already converted to the operation's
 * type; so one rule (compute exactly, then wrap) is C's arithmetic for
 * every integer type up to 128 bits. GCC also folds address constants
 * such as the classic offsetof, ((size_t)&((T *)0)->m), so those evaluate
 * too.
 *
 * A constant's value is the one run time gives it (docs/semantics.md,
 * "Constants"): an operation or conversion of a saturating type clamps,
 * and one of a trap type that fails has no value at all, since running it
 * fails every time. check.c diagnoses those; here they are simply not
 * constants, so nothing obtcc decides at compile time (a static
 * assertion, a __builtin_choose_expr, a proof) can disagree with run time.
 */
#include "obtcc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__int128 wrap_to_type(__int128 v, const Type *ty)
{
	if (ty->kind == TY_BOOL)
		return v != 0;
	int bits = is_integer(ty) ? int_bits(ty) : ty->kind == TY_PTR ? target.ptr_size * 8 : 128;
	if (bits >= 128 || bits <= 0)
		return v;
	unsigned __int128 mask = ((unsigned __int128)1 << bits) - 1;
	unsigned __int128 u = (unsigned __int128)v & mask;
	bool is_unsigned = ty->kind == TY_PTR || is_unsigned_int(ty);
	if (!is_unsigned && (u >> (bits - 1)) & 1)
		u |= ~mask;
	return (__int128)u;
}

/* ---- the overflow behaviours of constants ------------------------------ */

/* Does v, of type from, survive conversion to `to` (a bit-field of width
 * bfw if bfw >= 0)? */
bool constant_fits(__int128 v, Type *from, Type *to, int bfw)
{
	if (bfw < 0)
		return wrap_to_type(v, to) == v || (is_unsigned_int(from) && is_unsigned_int(to) &&
						    int_bits(to) == 128);
	if (is_signed_int(to))
		return v >= -((__int128)1 << (bfw - 1)) && v < ((__int128)1 << (bfw - 1));
	return v >= 0 && v < ((__int128)1 << bfw);
}

static __int128 type_max_value(Type *ty)
{
	if (is_unsigned_int(ty))
		return (__int128)((~(unsigned __int128)0) >> (128 - int_bits(ty)));
	return (__int128)(((unsigned __int128)1 << (int_bits(ty) - 1)) - 1);
}

__int128 clamp_to_type(__int128 v, Type *from, Type *to)
{
	if (constant_fits(v, from, to, -1))
		return v;
	bool negative = is_signed_int(from) && v < 0;
	__int128 max = type_max_value(to);
	if (!is_signed_int(to))
		return negative ? 0 : max;
	return negative ? -max - 1 : max;
}

bool constant_overflows(NodeKind op, __int128 a, __int128 b, Type *ty)
{
	int bits = int_bits(ty);
	if (is_unsigned_int(ty)) {
		unsigned __int128 x = (unsigned __int128)a, y = (unsigned __int128)b, r = 0;
		bool o = false;
		switch (op) {
		case ND_ADD: o = __builtin_add_overflow(x, y, &r); break;
		case ND_SUB: o = __builtin_sub_overflow(x, y, &r); break;
		case ND_MUL: o = __builtin_mul_overflow(x, y, &r); break;
		case ND_NEG: o = x != 0; break;
		default: break;
		}
		return o || (bits < 128 && (r >> bits));
	}
	__int128 r = 0;
	bool o = false;
	switch (op) {
	case ND_ADD: o = __builtin_add_overflow(a, b, &r); break;
	case ND_SUB: o = __builtin_sub_overflow(a, b, &r); break;
	case ND_MUL: o = __builtin_mul_overflow(a, b, &r); break;
	case ND_NEG: o = __builtin_sub_overflow((__int128)0, a, &r); break;
	default: r = b == -1 ? -a : 0; o = b == -1 && a == wrap_to_type((__int128)1 << (bits - 1), ty);
	}
	return o || wrap_to_type(r, ty) != r;
}

/* The clamped result of an operation that overflows ty: the direction
 * follows from the operands' signs, as in rewrite.c's helpers. */
__int128 saturated_result(NodeKind op, __int128 a, __int128 b, Type *ty)
{
	bool u = is_unsigned_int(ty), up;
	switch (op) {
	case ND_ADD: up = u || b > 0; break;
	case ND_SUB: up = !u && b < 0; break;
	case ND_MUL: up = u || (a < 0) == (b < 0); break;
	case ND_NEG: up = !u; break;
	case ND_MOD: return 0;
	default: up = true;	/* MIN / -1 */
	}
	__int128 max = type_max_value(ty);
	return up ? max : u ? 0 : -max - 1;
}

/* A trap type's check fails on this constant, every time it runs: a trap
 * type written in the program (not audit mode's default) on one side, no
 * wrap type on the other, and checks in force. */
bool constant_conversion_fails(__int128 v, Type *from, Type *to, int bfw)
{
	if (!is_integer(from) || !is_integer(to) || to->kind == TY_BOOL)
		return false;
	if (from->ob == OB_WRAP || to->ob == OB_WRAP || to->ob == OB_SAT)
		return false;
	if (written_ob(from) != OB_TRAP && written_ob(to) != OB_TRAP)
		return false;
	return obt_opts.mode != OBT_MODE_NONE && !constant_fits(v, from, to, bfw);
}

/* An operation's exact result a and b give, as run time has it: *val
 * holds it wrapped; a saturating type clamps it, and a trap type whose
 * check fails leaves no value (false). */
static bool arith_result(NodeKind op, __int128 a, __int128 b, Type *ty, __int128 *val)
{
	if (!is_integer(ty) || (ty->ob != OB_SAT && ty->ob != OB_TRAP) ||
	    ((op == ND_DIV || op == ND_MOD) && b == 0) || !constant_overflows(op, a, b, ty))
		return true;
	if (ty->ob == OB_SAT) {
		*val = saturated_result(op, a, b, ty);
		return true;
	}
	return written_ob(ty) != OB_TRAP || obt_opts.mode == OBT_MODE_NONE;
}

/* v converted to `to`, as run time does it */
static bool convert_constant(__int128 v, Type *from, Type *to, __int128 *val)
{
	if (constant_conversion_fails(v, from, to, -1))
		return false;
	if (is_integer(from) && is_integer(to) && to->ob == OB_SAT && from->ob != OB_WRAP)
		*val = clamp_to_type(v, from, to);
	else
		*val = wrap_to_type(v, to);
	return true;
}

static bool eval_float(Node *n, double *out);

static bool eval_addr(Node *n, __int128 *val)
{
	switch (n->kind) {
	case ND_MEMBER: {
		if (!n->member)
			return false;
		__int128 base;
		if (n->is_arrow ? !eval_int(n->lhs, &base) : !eval_addr(n->lhs, &base))
			return false;
		*val = base + n->member->offset;
		return true;
	}
	case ND_INDEX: {
		__int128 base, idx;
		if (!eval_int(n->lhs, &base) || !eval_int(n->rhs, &idx))
			return false;
		*val = base + idx * type_size(n->ty);
		return true;
	}
	case ND_DEREF:
		return eval_int(n->lhs, val);
	default:
		return false;
	}
}

static bool is_unsigned_op(const Node *n)
{
	return n->lhs && is_unsigned_int(n->lhs->ty);
}

/* __int128 arithmetic that wraps (the result is cut to its C type after):
 * a constant of __int128's own extremes must not make obtcc's
 * arithmetic overflow. */
static __int128 wrapping_add(__int128 a, __int128 b)
{
	return (__int128)((unsigned __int128)a + (unsigned __int128)b);
}

static __int128 wrapping_sub(__int128 a, __int128 b)
{
	return (__int128)((unsigned __int128)a - (unsigned __int128)b);
}

static __int128 wrapping_mul(__int128 a, __int128 b)
{
	return (__int128)((unsigned __int128)a * (unsigned __int128)b);
}

static bool eval_binary(Node *n, __int128 *val)
{
	__int128 a, b;
	if (!eval_int(n->lhs, &a) || !eval_int(n->rhs, &b))
		return false;
	bool u = is_unsigned_op(n);
	Type *ty = n->kind >= ND_EQ && n->kind <= ND_GE ? n->lhs->ty : n->ty;
	if (!is_integer(ty) && ty->kind != TY_PTR)
		return false;
	switch (n->kind) {
	case ND_ADD:
		if (n->lhs->ty->kind == TY_PTR)
			b = wrapping_mul(b, type_size(n->lhs->ty->base));
		else if (n->rhs->ty->kind == TY_PTR)
			a = wrapping_mul(a, type_size(n->rhs->ty->base));
		*val = wrapping_add(a, b);
		break;
	case ND_SUB:
		if (n->lhs->ty->kind == TY_PTR && n->rhs->ty->kind == TY_PTR) {
			long sz = type_size(n->lhs->ty->base);
			*val = sz > 0 ? wrapping_sub(a, b) / sz : 0;
			return true;
		}
		if (n->lhs->ty->kind == TY_PTR)
			b = wrapping_mul(b, type_size(n->lhs->ty->base));
		*val = wrapping_sub(a, b);
		break;
	case ND_MUL: *val = wrapping_mul(a, b); break;
	case ND_DIV: case ND_MOD:
		if (b == 0)
			return false;
		if (u) {
			unsigned __int128 ua = (unsigned __int128)a, ub = (unsigned __int128)b;
			*val = n->kind == ND_DIV ? (__int128)(ua / ub) : (__int128)(ua % ub);
		} else if (b == -1) {
			*val = n->kind == ND_DIV ? wrapping_sub(0, a) : 0;
		} else {
			*val = n->kind == ND_DIV ? a / b : a % b;
		}
		break;
	case ND_SHL:
		if (b < 0 || b >= 128)
			return false;
		*val = (__int128)((unsigned __int128)a << b);
		break;
	case ND_SHR:
		if (b < 0 || b >= 128)
			return false;
		*val = u ? (__int128)((unsigned __int128)a >> b) : a >> b;
		break;
	case ND_BITAND: *val = a & b; break;
	case ND_BITOR: *val = a | b; break;
	case ND_BITXOR: *val = a ^ b; break;
	case ND_EQ: *val = a == b; return true;
	case ND_NE: *val = a != b; return true;
	case ND_LT: *val = u ? (unsigned __int128)a < (unsigned __int128)b : a < b; return true;
	case ND_LE: *val = u ? (unsigned __int128)a <= (unsigned __int128)b : a <= b; return true;
	case ND_GT: *val = u ? (unsigned __int128)a > (unsigned __int128)b : a > b; return true;
	case ND_GE: *val = u ? (unsigned __int128)a >= (unsigned __int128)b : a >= b; return true;
	default: return false;
	}
	*val = wrap_to_type(*val, n->ty);
	return n->kind > ND_MOD || arith_result(n->kind, a, b, n->ty, val);
}

/* ---- builtins GCC folds in constant expressions ----------------------- */

static int leading_zeros(unsigned __int128 v, int width)
{
	int n = 0;
	for (int bit = width - 1; bit >= 0 && !((v >> bit) & 1); bit--)
		n++;
	return n;
}

static int trailing_zeros(unsigned __int128 v, int width)
{
	int n = 0;
	while (n < width && !((v >> n) & 1))
		n++;
	return n;
}

static int ones(unsigned __int128 v)
{
	int n = 0;
	for (; v; v &= v - 1)
		n++;
	return n;
}

/* The operand width of a bit builtin from its suffix (clz, clzl, clzll,
 * clzimax), or of its argument as written for the generic forms (clzg);
 * 0 if `name` is not one. *root is the name without __builtin_ and suffix. */
static int bit_builtin_width(const char *name, Node *arg, char *root, size_t room)
{
	static const char *const roots[] = {"clrsb", "clz", "ctz", "ffs", "popcount", "parity", NULL};
	for (const char *const *r = roots; *r; r++) {
		size_t n = strlen(*r);
		if (strncmp(name, *r, n) != 0)
			continue;
		const char *suffix = name + n;
		snprintf(root, room, "%s", *r);
		if (!*suffix)
			return target.int_size * 8;
		if (!strcmp(suffix, "l"))
			return target.long_size * 8;
		if (!strcmp(suffix, "ll") || !strcmp(suffix, "imax"))
			return target.llong_size * 8;
		if (!strcmp(suffix, "g"))
			return is_integer(bare(arg)->ty) ? int_bits(bare(arg)->ty) : 0;
		return 0;
	}
	return 0;
}

static bool eval_bit_builtin(const char *root, int width, Node *args, __int128 *val)
{
	__int128 arg;
	if (!eval_int(args, &arg))
		return false;
	unsigned __int128 mask = width >= 128 ? ~(unsigned __int128)0
					      : ((unsigned __int128)1 << width) - 1;
	unsigned __int128 v = (unsigned __int128)arg & mask;
	/* clzg/ctzg(0, fallback) give the fallback; clz(0) is not a constant */
	if (v == 0 && (!strcmp(root, "clz") || !strcmp(root, "ctz")))
		return args->next && eval_int(args->next, val);
	if (!strcmp(root, "clz"))
		*val = leading_zeros(v, width);
	else if (!strcmp(root, "ctz"))
		*val = trailing_zeros(v, width);
	else if (!strcmp(root, "ffs"))
		*val = v ? trailing_zeros(v, width) + 1 : 0;
	else if (!strcmp(root, "popcount"))
		*val = ones(v);
	else if (!strcmp(root, "parity"))
		*val = ones(v) & 1;
	else	/* clrsb: the redundant copies of the sign bit */
		*val = leading_zeros((v >> (width - 1)) & 1 ? ~v & mask : v, width) - 1;
	return true;
}

static bool eval_bswap(int width, Node *args, __int128 *val)
{
	__int128 arg;
	if (!eval_int(args, &arg))
		return false;
	unsigned __int128 v = (unsigned __int128)arg, r = 0;
	for (int byte = 0; byte < width / 8; byte++)
		r = (r << 8) | ((v >> (8 * byte)) & 0xff);
	*val = (__int128)r;
	return true;
}

/* The builtins GCC folds where C wants an integer constant expression
 * (Linux's cpu_to_be16, ilog2, order_base_2 and FIELD_PREP in enumerators,
 * bit-field widths, array sizes and static assertions). */
static bool eval_builtin(const char *name, Node *args, __int128 *val)
{
	if (!starts_with(name, "__builtin_"))
		return false;
	name += 10;
	if (!strcmp(name, "constant_p")) {
		__int128 ignored;
		double d;
		*val = eval_int(args, &ignored) || args->kind == ND_STR || eval_float(args, &d);
		return true;
	}
	if (!strcmp(name, "expect") || !strcmp(name, "expect_with_probability"))
		return eval_int(args, val);
	if (!strcmp(name, "bswap16") || !strcmp(name, "bswap32") || !strcmp(name, "bswap64") ||
	    !strcmp(name, "bswap128"))
		return eval_bswap(atoi(name + 5), args, val);
	char root[16];
	int width = bit_builtin_width(name, args, root, sizeof root);
	return width > 0 && eval_bit_builtin(root, width, args, val);
}

static bool eval_uncached(Node *n, __int128 *val);

/* Checks ask for the value of every subexpression, so a chain of n
 * operations would be evaluated n times over: each node remembers its
 * value, or that it has none. */
bool eval_int(Node *n, __int128 *val)
{
	if (!n->eval_state)
		n->eval_state = eval_uncached(n, &n->eval_val) ? EVAL_CONSTANT : EVAL_NOT_CONSTANT;
	if (n->eval_state == EVAL_CONSTANT)
		*val = n->eval_val;
	return n->eval_state == EVAL_CONSTANT;
}

static bool eval_uncached(Node *n, __int128 *val)
{
	if (n->is_const && (n->kind == ND_NUM || n->kind == ND_SIZEOF ||
			    n->kind == ND_ALIGNOF || n->kind == ND_GENERIC)) {
		*val = n->val;
		return true;
	}
	switch (n->kind) {
	case ND_GENERIC:
		return eval_int(n->generic_pick, val);
	case ND_CAST: {
		if (is_flonum(n->lhs->ty)) {
			double d;
			if (!eval_float(n->lhs, &d) || !is_integer(n->ty))
				return false;
			if (n->ty->kind == TY_BOOL) {
				*val = d != 0;
				return true;
			}
			/* a value the type cannot hold (or NaN) converts to no
			 * value in C: no constant (and no overflow in obtcc) */
			__int128 lo, hi;
			if (!type_bounds(n->ty, &lo, &hi))
				lo = -((__int128)1 << 126), hi = (__int128)1 << 126;
			if (!(d > (double)lo - 1 && d < (double)hi + 1))
				return false;
			*val = wrap_to_type((__int128)d, n->ty);
			return true;
		}
		if (n->lhs->ty->kind == TY_ARRAY || n->lhs->ty->kind == TY_FUNC) {
			return eval_addr(n->lhs, val);
		}
		__int128 v;
		if (!eval_int(n->lhs, &v))
			return false;
		if (!is_integer(n->ty) && n->ty->kind != TY_PTR)
			return false;
		return convert_constant(v, n->lhs->ty, n->ty, val);
	}
	case ND_ADDR:
		return eval_addr(n->lhs, val);
	case ND_NEG: case ND_BITNOT: case ND_PLUS: case ND_NOT: {
		__int128 v;
		if (!eval_int(n->lhs, &v))
			return false;
		*val = n->kind == ND_NEG ? wrapping_sub(0, v) : n->kind == ND_BITNOT ? ~v :
		       n->kind == ND_NOT ? !v : v;
		*val = wrap_to_type(*val, n->ty);
		return n->kind != ND_NEG || arith_result(ND_NEG, v, 0, n->ty, val);
	}
	case ND_LOGAND: case ND_LOGOR: {
		__int128 a, b;
		if (!eval_int(n->lhs, &a))
			return false;
		if (n->kind == ND_LOGAND ? !a : !!a) {
			*val = n->kind == ND_LOGOR;
			return true;
		}
		if (!eval_int(n->rhs, &b))
			return false;
		*val = b != 0;
		return true;
	}
	case ND_COND: {
		__int128 c;
		if (!eval_int(n->cond, &c))
			return false;
		return eval_int(c ? n->lhs : n->rhs, val);
	}
	case ND_CALL:
		if (n->lhs->kind == ND_VAR || (n->lhs->kind == ND_CAST && n->lhs->lhs->kind == ND_VAR)) {
			Node *f = n->lhs->kind == ND_VAR ? n->lhs : n->lhs->lhs;
			if (n->args)
				return eval_builtin(f->var->name->name, n->args, val);
		}
		return false;
	default:
		if (n->lhs && n->rhs && n->kind >= ND_ADD && n->kind <= ND_GE)
			return eval_binary(n, val);
		return false;
	}
}

static bool eval_float(Node *n, double *out)
{
	switch (n->kind) {
	case ND_FNUM:
		*out = n->fval;
		return true;
	case ND_CAST: {
		if (is_flonum(n->lhs->ty))
			return eval_float(n->lhs, out);
		__int128 v;
		if (!eval_int(n->lhs, &v))
			return false;
		*out = is_unsigned_int(n->lhs->ty) ? (double)(unsigned __int128)v : (double)v;
		return true;
	}
	case ND_NEG: case ND_PLUS: {
		if (!eval_float(n->lhs, out))
			return false;
		if (n->kind == ND_NEG)
			*out = -*out;
		return true;
	}
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: {
		double a, b;
		if (!is_flonum(n->ty) || !eval_float(n->lhs, &a) || !eval_float(n->rhs, &b))
			return false;
		*out = n->kind == ND_ADD ? a + b : n->kind == ND_SUB ? a - b :
		       n->kind == ND_MUL ? a * b : a / b;
		return true;
	}
	default: {
		__int128 v;
		if (is_integer(n->ty) && eval_int(n, &v)) {
			*out = (double)v;
			return true;
		}
		return false;
	}
	}
}
