/*
 * report.c - turns a failed check into its one-line report:
 *
 *	FILE:LINE:COL: runtime error: obt: KIND: DETAIL
 *
 * and a site's entry of the run-time record (record.c) into its line:
 *
 *	FILE:LINE:COL: runtime record: obt: KIND: N failures; first F, min A, max B; 'T'
 *
 * It runs in the freestanding build too, so it calls no library function,
 * not even the string routines, and never divides wider than 32 bits (a
 * 128-bit division would be a libgcc call). Text is built in the caller's
 * buffer by a writer that cuts rather than overflows.
 */
#include "internal.h"

#define OBT_BITS_WIDTH ((unsigned int)sizeof(obt_bits) * 8)


/* Arrays of chars, not of pointers: a table of pointers would need
 * relocating before use, and early-boot code may run before anything
 * relocates it. (Compilers also turn a switch of strings into such a
 * table.) Indexed by enum obt_op; one past the end is "unknown". */
static const char kind_names[][32] = {
	[OBT_OP_ADD] = "integer addition overflow",
	[OBT_OP_SUB] = "integer subtraction overflow",
	[OBT_OP_MUL] = "integer multiplication overflow",
	[OBT_OP_DIV] = "integer division overflow",
	[OBT_OP_REM] = "integer division overflow",
	[OBT_OP_NEG] = "integer negation overflow",
	[OBT_OP_CONVERT] = "integer truncation",
	[OBT_OP_CONVERT + 1] = "integer overflow",
};

static const char op_symbols[][4] = {
	[OBT_OP_ADD] = " + ",
	[OBT_OP_SUB] = " - ",
	[OBT_OP_MUL] = " * ",
	[OBT_OP_DIV] = " / ",
	[OBT_OP_REM] = " % ",
};

/* An operation unknown to this libobt (a site from a newer obtcc) is
 * reported, not indexed out of bounds. */
static unsigned int known_op(const struct obt_site *site)
{
	return site && site->op <= OBT_OP_CONVERT ? site->op : OBT_OP_CONVERT + 1;
}

/* A bounded output: stores what fits in size - 1 bytes, remembers a cut. */
struct writer {
	char *buf;
	size_t size;
	size_t len;
	int cut;
};

/* An operand as the report prints it. The sign is kept apart from the
 * magnitude so that MIN of every width prints without overflow. */
struct value {
	obt_bits magnitude;
	int negative;
	int truncated;	/* the type is wider than obt_bits: low bits only */
};

static void put_char(struct writer *w, char c)
{
	if (w->len + 1 >= w->size) {
		w->cut = 1;
		return;
	}
	w->buf[w->len++] = c;
}

static void put_str(struct writer *w, const char *s)
{
	if (!s)
		s = "?";
	while (*s && !w->cut)
		put_char(w, *s++);
}

/* Writes the count limbs of a magnitude (16 bits each, the least
 * significant first) in decimal: divides them by 10 from the top down, one
 * digit per pass, until the quotient is zero. The limbs are consumed. */
static void put_limbs(struct writer *w, unsigned short *limb, size_t count)
{
	char digit[OBT_WIDE_LIMBS * 16 / 3 + 1];
	unsigned int rem, more;
	size_t i, n = 0;

	do {
		rem = 0;
		more = 0;
		for (i = count; i-- > 0;) {
			unsigned int cur = rem << 16 | limb[i];

			limb[i] = (unsigned short)(cur / 10);
			rem = cur % 10;
			more |= limb[i];
		}
		digit[n++] = (char)('0' + rem);
	} while (more);
	while (n)
		put_char(w, digit[--n]);
}

static void split_limbs(obt_bits v, unsigned short *limb)
{
	size_t i;

	for (i = 0; i < OBT_LIMBS; i++)
		limb[i] = (unsigned short)(v >> (16 * i));
}

static void put_decimal(struct writer *w, obt_bits v)
{
	unsigned short limb[OBT_LIMBS];

	split_limbs(v, limb);
	put_limbs(w, limb, OBT_LIMBS);
}

/* Value bits of t. A missing or zero width means "unknown": all of
 * obt_bits counts, which is what the generated code passed. */
static unsigned int type_bits(const struct obt_type *t)
{
	if (!t || t->bits == 0 || t->bits > OBT_BITS_WIDTH)
		return OBT_BITS_WIDTH;
	return t->bits;
}

/* The pattern v in the form the generated code passes an operand of type
 * t: the low bits that t says count, sign-extended when t is signed. The
 * code may pass a value zero- or sign-extended; both come out alike. */
obt_bits __obt_canonical(const struct obt_type *t, obt_bits v)
{
	unsigned int n = type_bits(t);
	obt_bits sign = (obt_bits)1 << (n - 1);
	obt_bits mask = sign | (sign - 1);	/* no shift by the full width */

	v &= mask;
	if (t && t->is_signed && (v & sign))
		v |= ~mask;
	return v;
}

static void decode(const struct obt_type *t, obt_bits v, struct value *out)
{
	v = __obt_canonical(t, v);
	out->negative = t && t->is_signed && (v >> (OBT_BITS_WIDTH - 1));
	out->magnitude = out->negative ? 0 - v : v;
	out->truncated = t && t->bits > OBT_BITS_WIDTH;
}

void __obt_wide_of(const struct obt_type *t, obt_bits v, struct obt_wide *out)
{
	struct value val;
	size_t i;

	decode(t, v, &val);
	split_limbs(val.magnitude, out->limb);
	for (i = OBT_LIMBS; i < OBT_WIDE_LIMBS; i++)
		out->limb[i] = 0;
	out->negative = (unsigned char)val.negative;
	out->truncated = (unsigned char)val.truncated;
}

/* Field by field, not a struct copy: see report(). */
static void put_wide(struct writer *w, const struct obt_wide *v)
{
	unsigned short limb[OBT_WIDE_LIMBS];
	size_t i;

	for (i = 0; i < OBT_WIDE_LIMBS; i++)
		limb[i] = v->limb[i];
	if (v->negative)
		put_char(w, '-');
	put_limbs(w, limb, OBT_WIDE_LIMBS);
	if (v->truncated) {
		put_str(w, " (truncated to ");
		put_decimal(w, OBT_BITS_WIDTH);
		put_str(w, " bits)");
	}
}

static void put_value(struct writer *w, const struct obt_type *t, obt_bits v)
{
	struct obt_wide val;

	__obt_wide_of(t, v, &val);
	put_wide(w, &val);
}

/* 'name' or 'name' (aka 'canonical'). */
static void put_type(struct writer *w, const struct obt_type *t)
{
	put_char(w, '\'');
	put_str(w, t ? t->name : NULL);
	put_char(w, '\'');
	if (t && t->aka) {
		put_str(w, " (aka '");
		put_str(w, t->aka);
		put_str(w, "')");
	}
}

static void put_location(struct writer *w, const struct obt_site *site)
{
	put_str(w, site ? site->file : "<unknown>");
	put_char(w, ':');
	put_decimal(w, site ? site->line : 0);
	/* Column 0 means "not known", as in the compilers' own messages. */
	if (site && site->column) {
		put_char(w, ':');
		put_decimal(w, site->column);
	}
}

/* The part after the kind: what did not fit where. */
static void put_detail(struct writer *w, const struct obt_event *ev)
{
	const struct obt_site *site = ev->site;
	const struct obt_type *t = site ? site->type : NULL;
	unsigned int op = known_op(site);

	if (op == OBT_OP_CONVERT) {
		put_value(w, site->from, ev->lhs);
	} else if (op == OBT_OP_NEG) {
		put_str(w, "-(");
		put_value(w, t, ev->lhs);
		put_char(w, ')');
	} else if (op < OBT_OP_NEG) {
		put_value(w, t, ev->lhs);
		put_str(w, op_symbols[op]);
		put_value(w, t, ev->rhs);
	} else {
		put_str(w, "operands ");
		put_value(w, t, ev->lhs);
		put_str(w, " and ");
		put_value(w, t, ev->rhs);
		put_str(w, " of an unknown operation");
		return;
	}
	put_str(w, " does not fit ");
	put_type(w, t);
	if (op == OBT_OP_CONVERT && site->from) {
		put_str(w, " (from ");
		put_type(w, site->from);
		put_char(w, ')');
	}
}

/* A cut report ends in "..." so nobody mistakes it for the whole line. */
static void mark_cut(struct writer *w)
{
	size_t i;

	if (!w->cut || w->size < 4)
		return;
	for (i = w->size - 4; i < w->size - 1; i++)
		w->buf[i] = '.';
	w->len = w->size - 1;
}

const char *__obt_event_kind(const struct obt_site *site, obt_bits lhs)
{
	struct value val;

	if (known_op(site) != OBT_OP_CONVERT)
		return kind_names[known_op(site)];
	/* A negative value into an unsigned type flips its sign; any other
	 * value that does not fit lost high bits. */
	decode(site->from, lhs, &val);
	if (val.negative && site->type && !site->type->is_signed)
		return "integer sign change";
	return kind_names[OBT_OP_CONVERT];
}

/* Field by field: clang -O0 zeroes an initialised struct with memset,
 * which a freestanding program need not have. */
static void start(struct writer *w, char *buf, size_t size)
{
	w->buf = buf;
	w->size = size;
	w->len = 0;
	w->cut = 0;
}

static size_t finish(struct writer *w)
{
	mark_cut(w);
	w->buf[w->len] = '\0';
	return w->len;
}

/* The values come before the type, so that a line cut short (a type
 * name of hundreds of bytes) still has them. */
size_t __obt_format_record(const struct obt_record_line *r, char *buf, size_t size)
{
	struct writer w;
	const struct obt_site *site = r->site;

	start(&w, buf, size);
	if (!site) {
		put_str(&w, "obt: record full: ");
		put_decimal(&w, r->count);
		put_str(&w, " failures at sites it had no room for were not recorded");
		return finish(&w);
	}
	put_location(&w, site);
	put_str(&w, ": runtime record: obt: ");
	put_str(&w, r->kind);
	put_str(&w, ": ");
	put_decimal(&w, r->count);
	put_str(&w, " failures; first ");
	put_wide(&w, r->first);
	put_str(&w, ", min ");
	put_wide(&w, r->min);
	put_str(&w, ", max ");
	put_wide(&w, r->max);
	put_str(&w, "; ");
	put_type(&w, site->type);
	if (known_op(site) == OBT_OP_CONVERT && site->from) {
		put_str(&w, " (from ");
		put_type(&w, site->from);
		put_char(&w, ')');
	}
	return finish(&w);
}

size_t obt_format_event(const struct obt_event *ev, char *buf, size_t size)
{
	struct writer w;

	if (size == 0)
		return 0;
	start(&w, buf, size);
	if (ev) {
		put_location(&w, ev->site);
		put_str(&w, ": runtime error: obt: ");
		put_str(&w, ev->kind ? ev->kind : __obt_event_kind(ev->site, ev->lhs));
		put_str(&w, ": ");
		put_detail(&w, ev);
	}
	return finish(&w);
}
