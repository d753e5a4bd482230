/*
 * record.c - the run-time record: every failure of a warn-mode check,
 * counted per site and kind in the process, with the first, smallest and
 * largest value that did not fit. A test suite that fails one check a
 * million times writes one line for it, not a million (the platform file
 * writes the lines at exit: hosted.c, OBT_OPTIONS=record_path=).
 *
 * The value that did not fit is a conversion's source value, or an
 * operation's exact result (2147483647 + 1 is 2147483648), computed in
 * 16-bit limbs as wide as a product of two obt_bits; so obt-report reads
 * the same values from a record as from a log's reports.
 *
 * A failed check may come from any thread, or from a signal handler that
 * interrupted one, and may run inside the program's malloc: the table is
 * a fixed array, claimed and counted with atomics, and nothing here calls
 * the C library, so the core stays freestanding. A site's values are
 * updated under a spin lock tried a bounded number of times: a failure
 * that finds its site busy that long (a signal handler interrupting the
 * same site's update) is counted, but leaves the values alone, rather than
 * wait for ever. A site finds its entry within MAX_PROBES places of
 * where its hash points; a site that finds neither its entry nor room
 * there (the table holds OBT_RECORD_SITES sites and kinds, and fills up
 * before that) is only counted, and the record says how many such
 * failures it left out.
 */
#include <stdint.h>

#include "internal.h"

#define LOCK_TRIES (1 << 14)
/* Linear probing stays short until the table is nearly full; a full
 * table must not cost every failure a walk through all of it. */
#define MAX_PROBES 64

struct entry {
	uintptr_t key;		/* the site's address | kind; 0: free */
	unsigned char busy;	/* the lock of the fields below */
	unsigned long long count;
	struct obt_wide first, min, max;
	unsigned long missed;	/* failures counted while the entry was busy */
};

static struct entry table[OBT_RECORD_SITES];
static unsigned long dropped;	/* failures at sites the table had no room for */

/* The entries in the order their sites first failed, each as its index
 * + 1 (0: claimed, not yet written down): the record reads in the order
 * of the run, not of the addresses that ASLR moves. */
static unsigned short order[OBT_RECORD_SITES];
static unsigned int claimed;

/* A site holds pointers, so its address has a free low bit for the kind:
 * a conversion fails as a truncation or as a sign change. */
_Static_assert(_Alignof(struct obt_site) >= 2, "a site's low address bit is free");

static uintptr_t key_of(const struct obt_site *site, const char *kind)
{
	return (uintptr_t)site | (kind != __obt_event_kind(site, 0) ? 1 : 0);
}

/* The key's entry, claimed if new; NULL if neither it nor a free entry is
 * within MAX_PROBES of where the hash points. The kind bit is hashed
 * away: a site's two kinds are neighbours. */
static struct entry *entry_for(uintptr_t key)
{
	unsigned int h = (unsigned int)(key >> 3) * 2654435761u;
	unsigned int i, at = h >> (32 - OBT_RECORD_BITS);

	for (i = 0; i < MAX_PROBES; i++) {
		struct entry *e = &table[(at + i) % OBT_RECORD_SITES];
		uintptr_t seen = __atomic_load_n(&e->key, __ATOMIC_ACQUIRE);

		if (!seen && __atomic_compare_exchange_n(&e->key, &seen, key, 0,
							 __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
			__atomic_store_n(&order[__atomic_fetch_add(&claimed, 1, __ATOMIC_RELAXED)],
					 (unsigned short)(e - table + 1), __ATOMIC_RELEASE);
			return e;
		}
		if (seen == key)
			return e;
	}
	return NULL;
}

/* ---- exact values in limbs -------------------------------------------- */

static int compare_magnitude(const struct obt_wide *a, const struct obt_wide *b)
{
	size_t i;

	for (i = OBT_WIDE_LIMBS; i-- > 0;)
		if (a->limb[i] != b->limb[i])
			return a->limb[i] < b->limb[i] ? -1 : 1;
	return 0;
}

static int compare(const struct obt_wide *a, const struct obt_wide *b)
{
	int c = compare_magnitude(a, b);

	if (a->negative != b->negative)
		return a->negative ? -1 : 1;
	return a->negative ? -c : c;
}

static int is_zero(const struct obt_wide *v)
{
	size_t i;

	for (i = 0; i < OBT_WIDE_LIMBS; i++)
		if (v->limb[i])
			return 0;
	return 1;
}

/* |r| = |a| + |b| */
static void add_magnitudes(struct obt_wide *r, const struct obt_wide *a, const struct obt_wide *b)
{
	unsigned int carry = 0;
	size_t i;

	for (i = 0; i < OBT_WIDE_LIMBS; i++) {
		carry += (unsigned int)a->limb[i] + b->limb[i];
		r->limb[i] = (unsigned short)carry;
		carry >>= 16;
	}
}

/* |r| = |a| - |b|, given |a| >= |b| */
static void sub_magnitudes(struct obt_wide *r, const struct obt_wide *a, const struct obt_wide *b)
{
	unsigned int borrow = 0;
	size_t i;

	for (i = 0; i < OBT_WIDE_LIMBS; i++) {
		unsigned int d = (unsigned int)a->limb[i] - b->limb[i] - borrow;

		r->limb[i] = (unsigned short)d;
		borrow = d >> 31;
	}
}

/* r = a + b, or a - b: the signs decide whether magnitudes add or
 * subtract. r may be a or b. */
static void add(struct obt_wide *r, const struct obt_wide *a, const struct obt_wide *b,
		int subtract)
{
	unsigned char a_neg = a->negative, b_neg = b->negative ^ (unsigned char)subtract;

	if (a_neg == b_neg) {
		add_magnitudes(r, a, b);
		r->negative = a_neg;
	} else if (compare_magnitude(a, b) >= 0) {
		sub_magnitudes(r, a, b);
		r->negative = a_neg;
	} else {
		sub_magnitudes(r, b, a);
		r->negative = b_neg;
	}
	r->negative &= (unsigned char)!is_zero(r);
}

/* r = a * b; a and b come from obt_bits, so their upper halves are zero
 * and the product fits. Each limb product and its carries fit 32 bits. */
static void multiply(struct obt_wide *r, const struct obt_wide *a, const struct obt_wide *b)
{
	unsigned short out[OBT_WIDE_LIMBS];
	size_t i, j;

	for (i = 0; i < OBT_WIDE_LIMBS; i++)	/* not "= {0}": clang -O0 calls memset */
		out[i] = 0;
	for (i = 0; i < OBT_LIMBS; i++) {
		unsigned int carry = 0;

		for (j = 0; j < OBT_LIMBS; j++) {
			carry += (unsigned int)a->limb[i] * b->limb[j] + out[i + j];
			out[i + j] = (unsigned short)carry;
			carry >>= 16;
		}
		out[i + OBT_LIMBS] = (unsigned short)carry;
	}
	for (i = 0; i < OBT_WIDE_LIMBS; i++)
		r->limb[i] = out[i];
	r->negative = (unsigned char)((a->negative ^ b->negative) && !is_zero(r));
}

static void copy(struct obt_wide *to, const struct obt_wide *from)
{
	size_t i;

	for (i = 0; i < OBT_WIDE_LIMBS; i++)
		to->limb[i] = from->limb[i];
	to->negative = from->negative;
	to->truncated = from->truncated;
}

/* The value that did not fit, as obt-report computes it from a report. */
static void failed_value(const struct obt_site *site, obt_bits lhs, obt_bits rhs,
			 struct obt_wide *v)
{
	struct obt_wide b, zero;
	const struct obt_type *t = site->type;

	__obt_wide_of(site->op == OBT_OP_CONVERT ? site->from : t, lhs, v);
	__obt_wide_of(t, rhs, &b);
	__obt_wide_of(t, 0, &zero);
	switch (site->op) {
	case OBT_OP_ADD: add(v, v, &b, 0); break;
	case OBT_OP_SUB: add(v, v, &b, 1); break;
	case OBT_OP_MUL: multiply(v, v, &b); break;
	case OBT_OP_NEG:
	case OBT_OP_DIV:	/* the one quotient that fails: MIN / -1 is -MIN */
		add(v, &zero, v, 1);
		break;
	case OBT_OP_REM: copy(v, &zero); break;	/* MIN % -1 is 0 */
	default: break;
	}
	v->truncated |= b.truncated && site->op != OBT_OP_CONVERT;
}

/* ---- the record ------------------------------------------------------- */

static int lock(struct entry *e)
{
	int i;

	for (i = 0; i < LOCK_TRIES; i++)
		if (!__atomic_exchange_n(&e->busy, 1, __ATOMIC_ACQUIRE))
			return 1;
	return 0;
}

void __obt_record(const struct obt_site *site, obt_bits lhs, obt_bits rhs)
{
	struct obt_wide v;
	struct entry *e;

	if (!site)
		return;
	e = entry_for(key_of(site, __obt_event_kind(site, lhs)));
	if (!e) {
		__atomic_fetch_add(&dropped, 1, __ATOMIC_RELAXED);
		return;
	}
	failed_value(site, lhs, rhs, &v);	/* outside the lock: it holds it shorter */
	if (!lock(e)) {
		__atomic_fetch_add(&e->missed, 1, __ATOMIC_RELAXED);
		return;
	}
	if (!e->count++) {
		copy(&e->first, &v);
		copy(&e->min, &v);
		copy(&e->max, &v);
	} else if (compare(&v, &e->min) < 0) {
		copy(&e->min, &v);
	} else if (compare(&v, &e->max) > 0) {
		copy(&e->max, &v);
	}
	__atomic_store_n(&e->busy, 0, __ATOMIC_RELEASE);
}

/* The kind a key stands for: its site's own, or the other conversion kind. */
static const char *kind_of(uintptr_t key)
{
	const struct obt_site *site = (const struct obt_site *)(key & ~(uintptr_t)1);

	return key & 1 ? "integer sign change" : __obt_event_kind(site, 0);
}

void __obt_record_lines(void (*emit)(const char *text, size_t len))
{
	char text[OBT_RECORD_MAX + 1];
	struct obt_record_line r;
	size_t i, len;

	unsigned int n = __atomic_load_n(&claimed, __ATOMIC_ACQUIRE);

	for (i = 0; i < n; i++) {
		unsigned int at = __atomic_load_n(&order[i], __ATOMIC_ACQUIRE);
		struct entry *e = &table[at ? at - 1 : 0];
		uintptr_t key = __atomic_load_n(&e->key, __ATOMIC_ACQUIRE);
		int locked;

		if (!at || !key)
			continue;
		locked = lock(e);	/* a thread still running may be in it */
		r.site = (const struct obt_site *)(key & ~(uintptr_t)1);
		r.kind = kind_of(key);
		r.count = e->count + __atomic_load_n(&e->missed, __ATOMIC_RELAXED);
		r.first = &e->first;
		r.min = &e->min;
		r.max = &e->max;
		if (e->count) {
			len = __obt_format_record(&r, text, OBT_RECORD_MAX);
			text[len++] = '\n';
			text[len] = '\0';
			emit(text, len);
		}
		if (locked)
			__atomic_store_n(&e->busy, 0, __ATOMIC_RELEASE);
	}
	r.site = 0;
	r.count = __atomic_load_n(&dropped, __ATOMIC_RELAXED);
	if (r.count) {
		len = __obt_format_record(&r, text, OBT_RECORD_MAX);
		text[len++] = '\n';
		text[len] = '\0';
		emit(text, len);
	}
}

void __obt_record_clear(void)
{
	size_t i;

	for (i = 0; i < OBT_RECORD_SITES; i++) {
		table[i].key = 0;
		table[i].busy = 0;
		table[i].count = 0;
		table[i].missed = 0;
		order[i] = 0;
	}
	claimed = 0;
	dropped = 0;
}
