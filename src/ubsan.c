/*
 * ubsan.c - the UBSan flavour of the runtime (-fobt-runtime=ubsan): failed
 * checks call the handlers that gcc's and Clang's libubsan and the Linux
 * kernel's lib/ubsan.c implement, with their static data laid out as those
 * read it, or trap the way Clang's -fsanitize-trap does.
 *
 * That is the only runtime a kernel has: no libobt, no 128-bit arguments
 * (an __int128 parameter makes GCC realign the stack, which the kernel's
 * 8-byte stack boundary forbids), and objtool checks what follows every
 * call that does not return. So a value travels as the ABI's "value
 * handle": the value itself in a pointer-sized word when its type fits
 * one, else a pointer to a copy; and trap-quiet mode calls nothing at all.
 *
 *   warn        __ubsan_handle_add_overflow(&data, lhs, rhs), then go on
 *   trap        __ubsan_handle_add_overflow_abort(...), which reports and
 *               does not return
 *   trap-quiet  ud1 (x86) or brk (AArch64) with the check's number in it,
 *               which the kernel's trap handler decodes into its report
 *               ("UBSAN: integer addition overflow"); elsewhere a plain trap
 *
 * Site data is writable, as the handlers mark a reported location in it
 * (the kernel sets bit 31 of the line, libubsan rewrites the column), so
 * each site reports once.
 */
#include "obtcc.h"

#include <string.h>

/* Clang's SanitizerHandler numbers, which the kernel's enum ubsan_checks
 * (lib/ubsan.h) mirrors: the number a trap carries. */
enum {
	CHECK_ADD_OVERFLOW = 0,
	CHECK_DIVREM_OVERFLOW = 3,
	CHECK_IMPLICIT_CONVERSION = 7,
	CHECK_MUL_OVERFLOW = 12,
	CHECK_NEGATE_OVERFLOW = 13,
	CHECK_SUB_OVERFLOW = 21,
};

/* ImplicitConversionCheckKind of the conversion data. */
enum {
	CONV_UNSIGNED_TRUNCATION = 1,
	CONV_SIGNED_TRUNCATION = 2,
	CONV_SIGN_CHANGE = 3,
	CONV_SIGNED_TRUNCATION_OR_SIGN_CHANGE = 4,
};

static const struct {
	const char *handler;	/* __ubsan_handle_NAME */
	int check;
	bool unary;
} checks[] = {
	[OBT_OP_ADD] = {"add_overflow", CHECK_ADD_OVERFLOW, false},
	[OBT_OP_SUB] = {"sub_overflow", CHECK_SUB_OVERFLOW, false},
	[OBT_OP_MUL] = {"mul_overflow", CHECK_MUL_OVERFLOW, false},
	[OBT_OP_DIV] = {"divrem_overflow", CHECK_DIVREM_OVERFLOW, false},
	[OBT_OP_REM] = {"divrem_overflow", CHECK_DIVREM_OVERFLOW, false},
	[OBT_OP_NEG] = {"negate_overflow", CHECK_NEGATE_OVERFLOW, true},
	[OBT_OP_CONVERT] = {"implicit_conversion", CHECK_IMPLICIT_CONVERSION, false},
};

static Buf type_items, op_items, conv_items;
static Vec type_keys;		/* a descriptor's initializer, index = its place */
static int nops, nconvs;
static size_t longest_name;
static bool handler_used[OBT_OP_CONVERT + 1];

static Type *plain_int(Type *ty)
{
	return strip_ob(unqualified(enum_underlying(ty)));
}

/* The width a descriptor gives: the handlers know 8, 16, 32, 64 and 128
 * bits (1 << (info >> 1)); a _BitInt is described by its storage. 0 if
 * none fits. */
static int descriptor_bits(Type *ty)
{
	int bits = int_bits(plain_int(ty));
	for (int b = 8; b <= 128; b *= 2)
		if (bits <= b)
			return b;
	return 0;
}

/* struct type_descriptor { u16 kind; u16 info; char name[]; }: kind 0 is
 * an integer, info its log2 width shifted left once, or'd with the
 * signedness; the name is quoted, as the compilers write it. */
static int type_descriptor(Type *ty)
{
	const char *aka = type_aka(ty);
	const char *name = aka ? str_fmt("'%s' (aka '%s')", type_spelling(ty), aka)
			       : str_fmt("'%s'", type_spelling(ty));
	int bits = descriptor_bits(ty), log2 = 0;
	while (bits >> (log2 + 1))
		log2++;
	const char *item = bits ? str_fmt("{0, %d, %s}", log2 << 1 | is_signed_int(ty),
					  c_string_literal(name))
				: str_fmt("{0xffff, 0, %s}", c_string_literal(name));
	for (int i = 0; i < type_keys.len; i++)
		if (strcmp(type_keys.data[i], item) == 0)
			return i;
	vec_push(&type_keys, (void *)item);
	buf_fmt(&type_items, "\t%s,\n", item);
	if (strlen(name) > longest_name)
		longest_name = strlen(name);
	return type_keys.len - 1;
}

/* Which ImplicitConversionCheckKind a conversion reports, decided by its
 * types as Clang does: truncation is "unsigned" when both sides are, a
 * change of signedness is a sign change, and both at once when the value
 * may also lose bits. */
static int conversion_kind(Type *from, Type *to, int bf_width)
{
	bool from_signed = is_signed_int(from), to_signed = is_signed_int(to);
	int to_bits = bf_width >= 0 ? bf_width : int_bits(to);
	if (from_signed == to_signed)
		return from_signed ? CONV_SIGNED_TRUNCATION : CONV_UNSIGNED_TRUNCATION;
	return to_bits < int_bits(from) ? CONV_SIGNED_TRUNCATION_OR_SIGN_CHANGE : CONV_SIGN_CHANGE;
}

/* struct source_location { const char *file; u32 line; u32 column; },
 * then the types. A conversion's record ends with the bit-field width that
 * newer handlers read and older ones do not look at. */
const char *ubsan_site(Token *at, ObtOp op, Type *ty, Type *from, int bf_width)
{
	Loc loc = original_loc(at);
	const char *where = str_fmt("{%s, %d, %d}", c_string_literal(mapped_file_name(loc.file)), loc.line, loc.col);
	handler_used[op] = true;
	if (op == OBT_OP_CONVERT) {
		buf_fmt(&conv_items, "\t{%s, &__obt_ubsan_types[%d], &__obt_ubsan_types[%d], %d, %d},\n",
			where, type_descriptor(from), type_descriptor(ty),
			conversion_kind(from, ty, bf_width), bf_width >= 0 ? bf_width : 0);
		return str_fmt("__obt_ubsan_conversions[%d]", nconvs++);
	}
	buf_fmt(&op_items, "\t{%s, &__obt_ubsan_types[%d]},\n", where, type_descriptor(ty));
	return str_fmt("__obt_ubsan_overflows[%d]", nops++);
}

/* An unsigned integer type as wide as a pointer. */
static const char *word_type(void)
{
	return target.ptr_size == target.long_size ? "unsigned long"
	       : target.ptr_size == target.int_size ? "unsigned int" : "unsigned long long";
}

/* The value handle of variable var of type ty: the value itself when it
 * fits a word (an unsigned value zero-extended, as the handlers read an
 * unsigned word whole; a signed one they sign-extend from its width), else
 * its address. */
static const char *value_handle(Type *ty, const char *var)
{
	if (type_size(plain_int(ty)) <= target.ptr_size)
		return str_fmt("(void *)(%s)%s", word_type(), var);
	return str_fmt("(void *)&%s", var);
}

/* The trap of trap-quiet mode, one statement.  x86: ud1 with the check number as an 8-bit
 * displacement from %eax (67 0f b9 40 NN), which the kernel's decode_bug()
 * reads as a UBSan trap; AArch64: brk #0x5500 + number, likewise. */
static const char *encoded_trap(int check)
{
	switch (target.arch) {
	case ARCH_I386:
	case ARCH_X86_64:
		return str_fmt("{ __asm__ __volatile__(\".byte 0x67, 0x0f, 0xb9, 0x40, %d\"); "
			       "__builtin_unreachable(); }", check);
	case ARCH_AARCH64:
		return str_fmt("{ __asm__ __volatile__(\"brk #%d\"); __builtin_unreachable(); }",
			       0x5500 + check);
	default:
		return "__builtin_trap();";
	}
}

const char *ubsan_fail(ObtOp op, Type *ty, Type *from, const char *site, const char *a,
		       const char *b)
{
	if (obt_opts.mode == OBT_MODE_TRAP_QUIET)
		return encoded_trap(checks[op].check);
	bool convert = op == OBT_OP_CONVERT;
	Type *left = convert ? from : ty;
	const char *lt = type_c_spelling(plain_int(left)), *rt = type_c_spelling(plain_int(ty));
	/* copies, so that a wide value has an address */
	Buf call = {0};
	buf_fmt(&call, "{ %s __obt_ul = %s; ", lt, a);
	if (convert)
		buf_fmt(&call, "%s __obt_ur = (%s)__obt_ul; ", rt, rt);
	else if (!checks[op].unary)
		buf_fmt(&call, "%s __obt_ur = %s; ", rt, b);
	buf_fmt(&call, "__ubsan_handle_%s%s(%s, %s", checks[op].handler,
		obt_opts.mode == OBT_MODE_TRAP ? "_abort" : "", site, value_handle(left, "__obt_ul"));
	if (!checks[op].unary)
		buf_fmt(&call, ", %s", value_handle(ty, "__obt_ur"));
	buf_str(&call, "); }");
	return call.data;
}

static void declare_handlers(Buf *b)
{
	const char *attrs = obt_opts.mode == OBT_MODE_TRAP ? "__noreturn__, __cold__" : "__cold__";
	const char *suffix = obt_opts.mode == OBT_MODE_TRAP ? "_abort" : "";
	for (int op = 0; op <= OBT_OP_CONVERT; op++) {
		/* division and remainder share one handler */
		if (!handler_used[op] || (op == OBT_OP_REM && handler_used[OBT_OP_DIV]))
			continue;
		buf_fmt(b, "__attribute__((%s)) void __ubsan_handle_%s%s(void *, void *%s);\n",
			attrs, checks[op].handler, suffix, checks[op].unary ? "" : ", void *");
	}
}

const char *ubsan_prelude(void)
{
	if (!nops && !nconvs)
		return "";
	Buf b = {0};
	buf_fmt(&b, "struct __obt_ubsan_location { const char *file; unsigned int line, column; };\n"
		"struct __obt_ubsan_type { unsigned short kind, info; char name[%zu]; };\n"
		"struct __obt_ubsan_overflow { struct __obt_ubsan_location loc; "
		"const struct __obt_ubsan_type *type; };\n"
		"struct __obt_ubsan_conversion { struct __obt_ubsan_location loc; "
		"const struct __obt_ubsan_type *from, *to; unsigned char kind; "
		"unsigned int bitfield_bits; };\n", longest_name + 1);
	declare_handlers(&b);
	buf_fmt(&b, "static const struct __obt_ubsan_type __obt_ubsan_types[] = {\n%s};\n",
		type_items.data);
	/* facts.c may have undone every check that used a site */
	if (nops)
		buf_fmt(&b, "static struct __obt_ubsan_overflow __obt_ubsan_overflows[] "
			"__attribute__((__unused__)) = {\n%s};\n", op_items.data);
	if (nconvs)
		buf_fmt(&b, "static struct __obt_ubsan_conversion __obt_ubsan_conversions[] "
			"__attribute__((__unused__)) = {\n%s};\n", conv_items.data);
	return b.data;
}
