/*
 * eval.c - integer constant expressions.
 *
 * Values are computed in __int128 and wrapped to the type of each node,
 * whose operands the type checker has already converted to the operation's
 * type; so one rule (compute exactly, then wrap) is C's arithmetic for
 * every integer type up to 128 bits. GCC also folds address constants
 * such as the classic offsetof, ((size_t)&((T *)0)->m), so those evaluate
 * too.
 */
#include "obtcc.h"

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
			b *= type_size(n->lhs->ty->base);
		else if (n->rhs->ty->kind == TY_PTR)
			a *= type_size(n->rhs->ty->base);
		*val = a + b;
		break;
	case ND_SUB:
		if (n->lhs->ty->kind == TY_PTR && n->rhs->ty->kind == TY_PTR) {
			long sz = type_size(n->lhs->ty->base);
			*val = sz > 0 ? (a - b) / sz : 0;
			return true;
		}
		if (n->lhs->ty->kind == TY_PTR)
			b *= type_size(n->lhs->ty->base);
		*val = a - b;
		break;
	case ND_MUL: *val = (__int128)((unsigned __int128)a * (unsigned __int128)b); break;
	case ND_DIV: case ND_MOD:
		if (b == 0)
			return false;
		if (u) {
			unsigned __int128 ua = (unsigned __int128)a, ub = (unsigned __int128)b;
			*val = n->kind == ND_DIV ? (__int128)(ua / ub) : (__int128)(ua % ub);
		} else if (b == -1) {
			*val = n->kind == ND_DIV ? -a : 0;
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
	return true;
}

bool eval_int(Node *n, __int128 *val)
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
		*val = wrap_to_type(v, n->ty);
		return true;
	}
	case ND_ADDR:
		return eval_addr(n->lhs, val);
	case ND_NEG: case ND_BITNOT: case ND_PLUS: case ND_NOT: {
		__int128 v;
		if (!eval_int(n->lhs, &v))
			return false;
		*val = n->kind == ND_NEG ? -v : n->kind == ND_BITNOT ? ~v :
		       n->kind == ND_NOT ? !v : v;
		*val = wrap_to_type(*val, n->ty);
		return true;
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
			const char *name = f->var->name->name;
			if (!strcmp(name, "__builtin_constant_p") && n->args) {
				__int128 ignored;
				double d;
				*val = eval_int(n->args, &ignored) || n->args->kind == ND_STR ||
				       eval_float(n->args, &d);
				return true;
			}
			if (!strcmp(name, "__builtin_expect") && n->args)
				return eval_int(n->args, val);
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
