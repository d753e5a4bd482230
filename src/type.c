/*
 * type.c - C types: construction, layout, the integer conversions of C17
 * 6.3.1, compatibility, and spelling.
 *
 * An overflow behaviour (Type.ob) is part of every integer type: integer
 * promotions and the usual arithmetic conversions carry it along, and the
 * dominance rule (trap > sat > wrap > none) decides the kind of a result
 * whose operands disagree.
 */
#include "obtcc.h"

#include <string.h>

Type *ty_void, *ty_bool, *ty_char, *ty_schar, *ty_uchar, *ty_short, *ty_ushort,
	*ty_int, *ty_uint, *ty_long, *ty_ulong, *ty_llong, *ty_ullong, *ty_int128,
	*ty_uint128, *ty_float, *ty_double, *ty_ldouble, *ty_unknown, *ty_nullptr;

Type *new_type(TypeKind kind)
{
	Type *ty = alloc(sizeof *ty);
	ty->kind = kind;
	ty->array_len = -1;
	return ty;
}

Type *copy_type(const Type *ty)
{
	Type *t = alloc(sizeof *t);
	*t = *ty;
	return t;
}

static Type *int_type(TypeKind kind, bool is_unsigned)
{
	Type *ty = new_type(kind);
	ty->is_unsigned = is_unsigned;
	return ty;
}

void types_init(void)
{
	ty_void = new_type(TY_VOID);
	ty_bool = int_type(TY_BOOL, true);
	ty_char = int_type(TY_CHAR, target.char_unsigned);
	ty_schar = int_type(TY_SCHAR, false);
	ty_uchar = int_type(TY_UCHAR, true);
	ty_short = int_type(TY_SHORT, false);
	ty_ushort = int_type(TY_USHORT, true);
	ty_int = int_type(TY_INT, false);
	ty_uint = int_type(TY_UINT, true);
	ty_long = int_type(TY_LONG, false);
	ty_ulong = int_type(TY_ULONG, true);
	ty_llong = int_type(TY_LLONG, false);
	ty_ullong = int_type(TY_ULLONG, true);
	ty_int128 = int_type(TY_INT128, false);
	ty_uint128 = int_type(TY_UINT128, true);
	ty_float = new_type(TY_FLOAT);
	ty_double = new_type(TY_DOUBLE);
	ty_ldouble = new_type(TY_LDOUBLE);
	ty_unknown = new_type(TY_UNKNOWN);
	ty_nullptr = new_type(TY_NULLPTR);
}

/* A type built on another: pointer, array, function, vector, complex. */
static Type *derived(TypeKind kind, Type *base)
{
	Type *ty = new_type(kind);
	ty->base = base;
	return ty;
}

Type *pointer_to(Type *base)
{
	Type *ty = derived(TY_PTR, base);
	ty->is_unsigned = true;
	return ty;
}

Type *array_of(Type *base, long len)
{
	Type *ty = derived(TY_ARRAY, base);
	ty->array_len = len;
	return ty;
}

Type *func_type(Type *ret)
{
	return derived(TY_FUNC, ret);
}

Type *vector_of(Type *elem, long size)
{
	Type *ty = derived(TY_VECTOR, elem);
	ty->vector_size = size;
	return ty;
}

Type *complex_of(Type *part)
{
	return derived(TY_COMPLEX, part);
}

Type *bitint_type(int bits, bool is_unsigned)
{
	Type *ty = int_type(TY_BITINT, is_unsigned);
	ty->bits = bits;
	return ty;
}

Type *qualified(Type *ty, bool c, bool v)
{
	if ((!c || ty->is_const) && (!v || ty->is_volatile))
		return ty;
	Type *t = copy_type(ty);
	t->is_const |= c;
	t->is_volatile |= v;
	return t;
}

Type *unqualified(Type *ty)
{
	if (!ty->is_const && !ty->is_volatile && !ty->is_restrict && !ty->is_atomic &&
	    !ty->name)
		return ty;
	Type *t = copy_type(ty);
	t->is_const = t->is_volatile = t->is_restrict = t->is_atomic = false;
	t->name = NULL;
	t->sugar_of = NULL;
	return t;
}

/* Drops const/volatile but keeps the typedef name a report spells. */
Type *drop_cv(Type *ty)
{
	if (!ty->is_const && !ty->is_volatile && !ty->is_restrict && !ty->is_atomic)
		return ty;
	Type *t = copy_type(ty);
	t->is_const = t->is_volatile = t->is_restrict = t->is_atomic = false;
	return t;
}

Type *strip_ob(Type *ty)
{
	if (ty->ob == OB_NONE)
		return ty;
	Type *t = copy_type(ty);
	t->ob = OB_NONE;
	t->ob_default = false;
	t->ob_label = NULL;
	t->name = NULL;
	t->sugar_of = NULL;
	return t;
}

/* ty with a written behaviour (which replaces a defaulted one). */
Type *with_ob(Type *ty, ObKind ob, Ident *label)
{
	if (ty->ob == ob && ty->ob_label == label && !ty->ob_default)
		return ty;
	Type *t = copy_type(ty);
	t->ob = ob;
	t->ob_default = false;
	t->ob_label = label;
	/* A plain typedef given a behaviour keeps its name: "u8 __ob_trap".
	 * Otherwise the name no longer describes the type. */
	if (!(ty->name && ty->ob == OB_NONE && ob != OB_NONE)) {
		t->name = NULL;
		t->sugar_of = NULL;
	}
	return t;
}

/* plain with from's behaviour, written or defaulted: a promotion, a
 * bit-field's type, an enumeration's underlying type. */
Type *with_ob_of(Type *plain, const Type *from)
{
	if (from->ob == OB_NONE)
		return plain;
	Type *t = with_ob(plain, from->ob, from->ob_label);
	if (from->ob_default) {
		t = t == plain ? copy_type(t) : t;
		t->ob_default = true;
	}
	return t;
}

Type *sugared(Type *ty, Ident *typedef_name)
{
	Type *t = copy_type(ty);
	t->name = typedef_name;
	t->sugar_of = ty;
	return t;
}

Type *enum_underlying(Type *ty)
{
	if (ty->kind != TY_ENUM)
		return ty;
	return with_ob_of(ty->base ? ty->base : ty_uint, ty);
}

/* ---- classification --------------------------------------------------- */

bool is_integer(const Type *ty)
{
	return (ty->kind >= TY_BOOL && ty->kind <= TY_BITINT) || ty->kind == TY_ENUM;
}

bool is_flonum(const Type *ty)
{
	return ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE || ty->kind == TY_LDOUBLE ||
	       ty->kind == TY_FLOATN;
}

bool is_arith(const Type *ty)
{
	return is_integer(ty) || is_flonum(ty) || ty->kind == TY_COMPLEX;
}

bool is_scalar(const Type *ty)
{
	return is_arith(ty) || ty->kind == TY_PTR || ty->kind == TY_NULLPTR;
}

bool is_pointer_like(const Type *ty)
{
	return ty->kind == TY_PTR || ty->kind == TY_ARRAY || ty->kind == TY_FUNC;
}

bool is_record(const Type *ty)
{
	return ty->kind == TY_STRUCT || ty->kind == TY_UNION;
}

bool is_signed_int(const Type *ty)
{
	return !is_unsigned_int(ty);
}

bool is_unsigned_int(const Type *ty)
{
	if (ty->kind == TY_ENUM)
		return enum_underlying((Type *)ty)->is_unsigned;
	return is_integer(ty) && ty->is_unsigned;
}

/* ---- size and alignment ----------------------------------------------- */

int int_bits(const Type *ty)
{
	switch (ty->kind) {
	case TY_BOOL: return 1;
	case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 8;
	case TY_SHORT: case TY_USHORT: return target.short_size * 8;
	case TY_INT: case TY_UINT: return target.int_size * 8;
	case TY_LONG: case TY_ULONG: return target.long_size * 8;
	case TY_LLONG: case TY_ULLONG: return target.llong_size * 8;
	case TY_INT128: case TY_UINT128: return 128;
	case TY_BITINT: return ty->bits;
	case TY_ENUM: return int_bits(enum_underlying((Type *)ty));
	case TY_PTR: return target.ptr_size * 8;
	default: return 0;
	}
}

/* Every value of an integer type of at most 64 bits (an enum: its
 * underlying type's); false for any other type. */
bool type_bounds(Type *ty, __int128 *lo, __int128 *hi)
{
	if (!is_integer(ty))
		return false;
	if (ty->kind == TY_ENUM)
		ty = enum_underlying(ty);
	int bits = int_bits(ty);
	if (bits < 1 || bits > 64)
		return false;
	bool is_unsigned = is_unsigned_int(ty) || ty->kind == TY_BOOL;
	*lo = is_unsigned ? 0 : -((__int128)1 << (bits - 1));
	*hi = ((__int128)1 << (bits - !is_unsigned)) - 1;
	return true;
}

/* Does every value of inner fit outer? */
bool type_fits_in(Type *inner, Type *outer)
{
	__int128 ilo, ihi, olo, ohi;
	return type_bounds(inner, &ilo, &ihi) && type_bounds(outer, &olo, &ohi) &&
	       ilo >= olo && ihi <= ohi;
}

static long bitint_size(int bits)
{
	/* x86-64 psABI: up to 64 bits round up to a power of two bytes, beyond
	 * that to whole 8-byte words. */
	if (bits <= 8) return 1;
	if (bits <= 16) return 2;
	if (bits <= 32) return 4;
	return (bits + 63) / 64 * 8;
}

long type_size(const Type *ty)
{
	switch (ty->kind) {
	case TY_VOID: return 1;	/* GNU: sizeof(void) == 1 */
	case TY_BOOL: return 1;
	case TY_FLOAT: return target.float_size;
	case TY_DOUBLE: return target.double_size;
	case TY_LDOUBLE: return target.ldouble_size;
	case TY_FLOATN: return ty->bits;
	case TY_BITINT: return bitint_size(ty->bits);
	case TY_ENUM: return ty->enum_info->is_complete || ty->base ?
		type_size(enum_underlying((Type *)ty)) : -1;
	case TY_COMPLEX: return 2 * type_size(ty->base);
	case TY_PTR: case TY_NULLPTR: return target.ptr_size;
	case TY_FUNC: return 1;	/* GNU: sizeof of a function is 1 */
	case TY_VECTOR: return ty->vector_size;
	case TY_ARRAY: {
		if (ty->array_len < 0 || ty->is_vla)
			return ty->array_len < 0 && !ty->is_vla ? -1 : 0;
		long elem = type_size(ty->base);
		return elem < 0 ? -1 : elem * ty->array_len;
	}
	case TY_STRUCT: case TY_UNION:
		return ty->record->is_complete ? ty->record->size : -1;
	case TY_UNKNOWN: return -1;
	default: return int_bits(ty) / 8;
	}
}

static int natural_align(const Type *ty)
{
	switch (ty->kind) {
	case TY_LLONG: case TY_ULLONG: return target.llong_align;
	case TY_DOUBLE: return target.double_align;
	case TY_LDOUBLE: return target.ldouble_align;
	case TY_INT128: case TY_UINT128: return 16;
	case TY_FLOATN: return ty->bits >= 16 ? 16 : ty->bits;
	case TY_BITINT: return bitint_size(ty->bits) > 8 ? 8 : (int)bitint_size(ty->bits);
	case TY_ENUM: return type_align(enum_underlying((Type *)ty));
	case TY_COMPLEX: return type_align(ty->base);
	case TY_ARRAY: return type_align(ty->base);
	case TY_VECTOR: return ty->vector_size > 0 ? (int)ty->vector_size : 1;
	case TY_STRUCT: case TY_UNION: return ty->record->align ? ty->record->align : 1;
	case TY_VOID: case TY_FUNC: return 1;
	case TY_UNKNOWN: return 1;
	default: {
		long size = type_size(ty);
		return size > 0 ? (int)size : 1;
	}
	}
}

int type_align(const Type *ty)
{
	int a = natural_align(ty);
	return ty->align_override > a ? ty->align_override : a;
}

/* In __int128: record layout counts bits, and a record may take nearly
 * all of a 64-bit address space (gcc.c-torture's 991014-1). */
static __int128 align_to(__int128 n, long align)
{
	return align > 1 ? (n + align - 1) / align * align : n;
}

/* The alignment a member gets in its record: its type's, unless packed or
 * capped by #pragma pack. */
int member_align(Record *rec, Member *m)
{
	bool packed = rec->is_packed || m->is_packed;
	int align = packed && !m->ty->align_override ? 1 : type_align(m->ty);
	if (rec->pack && align > rec->pack)
		align = rec->pack;	/* #pragma pack caps every member */
	return align;
}

/* GCC's layout for the SysV ABIs: a bit-field goes at the next free bit
 * unless it would straddle a unit of its declared type, and named members'
 * types decide the record's alignment. */
void record_layout(Record *rec)
{
	__int128 bits = 0;	/* offset of the next free bit */
	long size = 0;
	int align = 1;
	for (Member *m = rec->members; m; m = m->next) {
		bool packed = rec->is_packed || m->is_packed;
		int malign = member_align(rec, m);
		if (m->bit_width >= 0) {
			long unit = type_size(m->ty) * 8;
			if (m->bit_width == 0) {
				bits = align_to(bits, type_align(m->ty) * 8L);
			} else if (!packed && unit > 0 &&
				   bits / unit != (bits + m->bit_width - 1) / unit) {
				bits = align_to(bits, malign * 8L);
			}
			m->offset = rec->is_union ? 0 : bits / 8;
			m->bit_offset = rec->is_union ? 0 : bits % 8;
			if (m->name && malign > align)
				align = malign;
			if (rec->is_union) {
				long end = (m->bit_width + 7) / 8;
				if (end > size)
					size = end;
			} else {
				bits += m->bit_width;
			}
			continue;
		}
		if (malign > align)
			align = malign;
		long msize = type_size(m->ty);
		if (msize < 0)
			msize = 0;	/* flexible array member */
		if (rec->is_union) {
			m->offset = 0;
			if (msize > size)
				size = msize;
		} else {
			long off = align_to((bits + 7) / 8, malign);
			m->offset = off;
			bits = ((__int128)off + msize) * 8;
		}
	}
	if (!rec->is_union)
		size = (bits + 7) / 8;
	if (rec->align > align)
		align = rec->align;
	rec->align = align;
	rec->size = align_to(size, align);
	rec->is_complete = true;
}

/* GCC gives an enum unsigned int when no value is negative, else int, and
 * widens to long / long long (or their unsigned forms) when needed; with
 * -fshort-enums or __attribute__((packed)) on the enum, the smallest type
 * that holds every value. */
void enum_complete(Type *ty, int64_t min, uint64_t max, bool any_negative, bool packed)
{
	Type *base;
	bool shortest = packed || target.short_enums;
	if (ty->enum_info->fixed) {
		base = ty->enum_info->fixed;
	} else if (shortest && !any_negative && max <= 0xffff) {
		base = max <= 0xff ? ty_uchar : ty_ushort;
	} else if (shortest && any_negative && min >= -32768 && (int64_t)max <= 32767) {
		base = min >= -128 && (int64_t)max <= 127 ? ty_schar : ty_short;
	} else if (!any_negative) {
		base = max <= 0xffffffffu ? ty_uint : ty_ulong;
		if (max > 0xffffffffu && target.long_size < 8)
			base = ty_ullong;
	} else if (min >= INT32_MIN && (int64_t)max <= INT32_MAX) {
		base = ty_int;
	} else {
		base = target.long_size == 8 ? ty_long : ty_llong;
	}
	ty->base = base;
	ty->enum_info->is_complete = true;
}

/* ---- conversions ------------------------------------------------------ */

int int_rank(const Type *ty)
{
	switch (ty->kind) {
	case TY_BOOL: return 1;
	case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 2;
	case TY_SHORT: case TY_USHORT: return 3;
	case TY_INT: case TY_UINT: return 4;
	case TY_LONG: case TY_ULONG: return 5;
	case TY_LLONG: case TY_ULLONG: return 6;
	case TY_INT128: case TY_UINT128: return 7;
	case TY_ENUM: return int_rank(enum_underlying((Type *)ty));
	default: return 0;
	}
}

ObKind ob_dominant(ObKind a, ObKind b)
{
	/* trap > sat > wrap > none */
	static const int power[] = {[OB_NONE] = 0, [OB_WRAP] = 1, [OB_SAT] = 2, [OB_TRAP] = 3};
	return power[a] >= power[b] ? a : b;
}

Type *promote(Type *ty)
{
	if (!is_integer(ty))
		return ty;
	if (ty->kind == TY_ENUM)
		ty = enum_underlying(ty);
	if (ty->kind == TY_BITINT)
		return unqualified(ty);
	if (int_rank(ty) < 4) {
		/* Every narrower type fits in int unless short is as wide as int. */
		bool fits = int_bits(ty) < target.int_size * 8 ||
			    (!ty->is_unsigned && int_bits(ty) == target.int_size * 8);
		return with_ob_of(fits ? ty_int : ty_uint, ty);
	}
	return drop_cv(ty);
}

static Type *to_unsigned(Type *ty)
{
	switch (ty->kind) {
	case TY_INT: return ty_uint;
	case TY_LONG: return ty_ulong;
	case TY_LLONG: return ty_ullong;
	case TY_INT128: return ty_uint128;
	case TY_BITINT: return bitint_type(ty->bits, true);
	default: return ty;
	}
}

/* The common type of two promoted integer types (C17 6.3.1.8), ignoring
 * overflow behaviour. _BitInt ranks by width, below a standard type of
 * the same width. */
static Type *common_int(Type *a, Type *b)
{
	if (a->kind == b->kind && a->is_unsigned == b->is_unsigned &&
	    (a->kind != TY_BITINT || a->bits == b->bits))
		return a;
	int wa = int_bits(a), wb = int_bits(b);
	int ra = a->kind == TY_BITINT ? wa * 16 : wa * 16 + int_rank(a);
	int rb = b->kind == TY_BITINT ? wb * 16 : wb * 16 + int_rank(b);
	if (a->is_unsigned == b->is_unsigned)
		return ra >= rb ? a : b;
	Type *u = a->is_unsigned ? a : b, *s = a->is_unsigned ? b : a;
	int ru = a->is_unsigned ? ra : rb, rs = a->is_unsigned ? rb : ra;
	if (ru >= rs)
		return u;
	if (int_bits(s) > int_bits(u))
		return s;
	return to_unsigned(s);
}

static Type *float_rank_max(Type *a, Type *b)
{
	long sa = type_size(a), sb = type_size(b);
	if (!is_flonum(a))
		return b;
	if (!is_flonum(b))
		return a;
	return sa >= sb ? a : b;
}

static bool same_int_kind(const Type *a, const Type *b)
{
	if (a->kind == TY_BITINT || b->kind == TY_BITINT)
		return a->kind == b->kind && a->bits == b->bits && a->is_unsigned == b->is_unsigned;
	return a->kind == b->kind;
}

Type *usual_arith(Type *a, Type *b)
{
	if (a->kind == TY_UNKNOWN || b->kind == TY_UNKNOWN)
		return ty_unknown;
	if (a->kind == TY_VECTOR)
		return a;
	if (b->kind == TY_VECTOR)
		return b;
	if (a->kind == TY_COMPLEX || b->kind == TY_COMPLEX) {
		Type *pa = a->kind == TY_COMPLEX ? a->base : a;
		Type *pb = b->kind == TY_COMPLEX ? b->base : b;
		if (is_integer(pa) && is_integer(pb))
			return complex_of(common_int(promote(strip_ob(pa)), promote(strip_ob(pb))));
		return complex_of(float_rank_max(pa, pb));
	}
	if (is_flonum(a) || is_flonum(b))
		return unqualified(float_rank_max(a, b));
	Type *pa = promote(a), *pb = promote(b);
	/* Two operands of one typedef give a result of that typedef, as the
	 * user wrote it (reports name it). */
	if (pa->name && pa->name == pb->name && pa->ob == pb->ob && pa->ob_label == pb->ob_label &&
	    pa->ob_default == pb->ob_default)
		return pa;
	Type *c = common_int(strip_ob(pa), strip_ob(pb));
	/* A written behaviour wins over audit mode's default (audit.c). */
	ObKind oa = pa->ob, ob_b = pb->ob;
	if (pa->ob_default && written_ob(pb))
		oa = OB_NONE;
	if (pb->ob_default && written_ob(pa))
		ob_b = OB_NONE;
	ObKind ob = ob_dominant(oa, ob_b);
	if (ob == OB_NONE)
		return unqualified(c);
	/* The label travels with the dominant behaviour. */
	Ident *label = oa == ob ? pa->ob_label : NULL;
	if (!label && ob_b == ob)
		label = pb->ob_label;
	Type *res = with_ob(unqualified(c), ob, label);
	res->ob_default = (oa != ob || pa->ob_default) && (ob_b != ob || pb->ob_default);
	/* The result is exactly one operand's type: name it as written. */
	Type *ops[] = {pa, pb};
	for (int i = 0; i < 2; i++)
		if (ops[i]->name && ops[i]->ob == ob && ops[i]->ob_label == label &&
		    ops[i]->ob_default == res->ob_default && same_int_kind(ops[i], res))
			return ops[i];
	return res;
}

/* Does an overflow behaviour appear in ty: itself, a pointee, an element,
 * a parameter, or a member of ty itself if it is a struct or union? Members
 * of structs met further down do not count: a struct is one type whatever
 * its members, and self-referential structs would never end. */
static bool has_ob(Type *ty, bool in_record)
{
	for (int depth = 0; ty && depth < 64; depth++) {
		if (ty->ob)
			return true;
		if (ty->kind == TY_FUNC) {
			for (Param *p = ty->params; p; p = p->next)
				if (has_ob(p->ty, true))
					return true;
		}
		if (is_record(ty)) {
			if (in_record)
				return false;
			for (Member *m = ty->record->members; m; m = m->next)
				if (has_ob(m->ty, true))
					return true;
			return false;
		}
		ty = ty->base;
		in_record |= depth > 0;
	}
	return false;
}

bool type_has_ob(Type *ty)
{
	return has_ob(ty, false);
}

/* ---- compatibility ---------------------------------------------------- */


static bool compatible(Type *a, Type *b, bool check_ob)
{
	if (a == b)
		return true;
	if (check_ob && written_ob(a) != written_ob(b))
		return false;
	if (a->kind == TY_ENUM && b->kind != TY_ENUM)
		return is_integer(b) && same_int_kind(enum_underlying(strip_ob(a)), b);
	if (b->kind == TY_ENUM && a->kind != TY_ENUM)
		return compatible(b, a, check_ob);
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case TY_PTR:
		return a->base->is_const == b->base->is_const &&
		       a->base->is_volatile == b->base->is_volatile &&
		       a->base->is_atomic == b->base->is_atomic &&
		       a->base->is_restrict == b->base->is_restrict &&
		       compatible(a->base, b->base, check_ob);
	case TY_ARRAY:
		if (!compatible(a->base, b->base, check_ob))
			return false;
		return a->array_len < 0 || b->array_len < 0 || a->is_vla || b->is_vla ||
		       a->array_len == b->array_len;
	case TY_FUNC: {
		if (!compatible(a->base, b->base, check_ob))
			return false;
		if (a->is_oldstyle || b->is_oldstyle)
			return true;
		if (a->is_variadic != b->is_variadic)
			return false;
		Param *p = a->params, *q = b->params;
		for (; p && q; p = p->next, q = q->next)
			if (!compatible(unqualified(p->ty), unqualified(q->ty), check_ob))
				return false;
		return !p && !q;
	}
	case TY_STRUCT: case TY_UNION:
		return a->record == b->record;
	case TY_ENUM:
		return a->enum_info == b->enum_info;
	case TY_VECTOR:
		return a->vector_size == b->vector_size && compatible(a->base, b->base, check_ob);
	case TY_COMPLEX:
		return compatible(a->base, b->base, check_ob);
	case TY_FLOATN:
		return a->floatn_kind == b->floatn_kind;
	case TY_BITINT:
		return a->bits == b->bits && a->is_unsigned == b->is_unsigned;
	default:
		return true;
	}
}

bool types_compatible(Type *a, Type *b)
{
	return compatible(a, b, true);
}

/* Compatible and with the same qualifiers at the top: how _Generic
 * matches an association (qualifiers further down are part of
 * compatibility already). */
bool types_identical(Type *a, Type *b)
{
	return a->is_const == b->is_const && a->is_volatile == b->is_volatile &&
	       a->is_restrict == b->is_restrict && a->is_atomic == b->is_atomic &&
	       compatible(a, b, true);
}

bool same_type_ignoring_ob(Type *a, Type *b)
{
	return compatible(a, b, false);
}

/* ---- spelling --------------------------------------------------------- */

const char *ob_name(ObKind ob)
{
	switch (ob) {
	case OB_WRAP: return "__ob_wrap";
	case OB_TRAP: return "__ob_trap";
	case OB_SAT: return "__ob_sat";
	default: return "";
	}
}

static const char *base_name(const Type *ty)
{
	switch (ty->kind) {
	case TY_VOID: return "void";
	case TY_BOOL: return "_Bool";
	case TY_CHAR: return "char";
	case TY_SCHAR: return "signed char";
	case TY_UCHAR: return "unsigned char";
	case TY_SHORT: return "short";
	case TY_USHORT: return "unsigned short";
	case TY_INT: return "int";
	case TY_UINT: return "unsigned int";
	case TY_LONG: return "long";
	case TY_ULONG: return "unsigned long";
	case TY_LLONG: return "long long";
	case TY_ULLONG: return "unsigned long long";
	case TY_INT128: return "__int128";
	case TY_UINT128: return "unsigned __int128";
	case TY_BITINT: return str_fmt("%s_BitInt(%d)", ty->is_unsigned ? "unsigned " : "", ty->bits);
	case TY_FLOAT: return "float";
	case TY_DOUBLE: return "double";
	case TY_LDOUBLE: return "long double";
	case TY_FLOATN: return ty->name ? ty->name->name : "_FloatN";
	case TY_NULLPTR: return "nullptr_t";
	case TY_UNKNOWN: return "<unknown type>";
	case TY_ENUM:
		return ty->enum_info->tag ? str_fmt("enum %s", ty->enum_info->tag->name)
					  : "enum <anonymous>";
	case TY_STRUCT: case TY_UNION:
		return str_fmt("%s %s", ty->kind == TY_STRUCT ? "struct" : "union",
			       ty->record->tag ? ty->record->tag->name : "<anonymous>");
	default: return "?";
	}
}

static char *quals(const Type *ty, bool with_ob)
{
	return str_fmt("%s%s%s", ty->is_const ? "const " : "",
		       ty->is_volatile ? "volatile " : "",
		       with_ob && ty->ob ? "" : "");
}

/* Spells ty around a declarator text `inner` ("" for an abstract type). */
static char *spell(const Type *ty, const char *inner, bool with_ob)
{
	const char *sep = inner[0] ? " " : "";
	if (ty->name && with_ob) {
		/* a behaviour added to a plain typedef is spelled after it */
		bool added = ty->ob && ty->sugar_of && !ty->sugar_of->ob;
		return str_fmt("%s%s%s%s%s%s", quals(ty, false), ty->name->name, added ? " " : "",
			       added ? ob_name(ty->ob) : "", sep, inner);
	}
	switch (ty->kind) {
	case TY_PTR: {
		const char *q = ty->is_const ? (ty->is_volatile ? " const volatile" : " const")
					     : (ty->is_volatile ? " volatile" : "");
		char *in = str_fmt("*%s%s%s", q, inner[0] && q[0] ? " " : "", inner);
		if (ty->base->kind == TY_ARRAY || ty->base->kind == TY_FUNC)
			in = str_fmt("(%s)", in);
		return spell(ty->base, in, with_ob);
	}
	case TY_ARRAY:
		return spell(ty->base, ty->array_len >= 0 && !ty->is_vla
			     ? str_fmt("%s[%ld]", inner, ty->array_len) : str_fmt("%s[]", inner), with_ob);
	case TY_FUNC: {
		Buf b = {0};
		buf_str(&b, inner);
		buf_str(&b, "(");
		for (Param *p = ty->params; p; p = p->next)
			buf_fmt(&b, "%s%s", spell(p->ty, "", with_ob), p->next ? ", " : "");
		if (ty->is_variadic)
			buf_str(&b, ty->params ? ", ..." : "...");
		else if (!ty->params && !ty->is_oldstyle)
			buf_str(&b, "void");
		buf_str(&b, ")");
		return spell(ty->base, b.data, with_ob);
	}
	case TY_VECTOR:
		return str_fmt("__attribute__((vector_size(%ld))) %s", ty->vector_size,
			       spell(ty->base, inner, with_ob));
	case TY_COMPLEX:
		return str_fmt("%s_Complex %s%s%s", quals(ty, false), base_name(ty->base), sep, inner);
	default:
		return str_fmt("%s%s%s%s%s%s", quals(ty, false), base_name(ty),
			       with_ob && ty->ob ? " " : "", with_ob ? ob_name(ty->ob) : "",
			       sep, inner);
	}
}

char *type_spelling(const Type *ty)
{
	return spell(ty, "", true);
}

/* The canonical spelling of a type written through a typedef, or NULL. */
const char *type_aka(const Type *ty)
{
	if (!ty->name)
		return NULL;
	Type *canon = ty->sugar_of;
	while (canon && canon->name && canon->sugar_of)
		canon = canon->sugar_of;
	if (!canon || canon->name)
		return NULL;
	if (canon->ob != ty->ob)
		canon = with_ob_of(strip_ob(canon), ty);
	return type_spelling(canon);
}

/* A type as diagnostics quote it: 'u32t' (aka 'unsigned int __ob_trap'). */
char *quoted_type(const Type *ty)
{
	const char *aka = type_aka(ty);
	if (aka)
		return str_fmt("'%s' (aka '%s')", type_spelling(ty), aka);
	return str_fmt("'%s'", type_spelling(ty));
}

char *type_c_spelling(const Type *ty)
{
	if (ty->kind == TY_ENUM)
		return spell(strip_ob(enum_underlying((Type *)ty)), "", false);
	return spell(ty, "", false);
}
