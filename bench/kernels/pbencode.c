/*
 * pbencode - a protobuf-style encoder: records of varint, zigzag-signed,
 * fixed32 and length-delimited fields, with a nested message per record.
 * As protobuf does, a first pass computes each message's encoded size
 * (a nested message's length is written before it), then the second pass
 * writes tags, varints and payloads into a buffer whose room it checks.
 */
#define KERNEL_NAME	"pbencode"
#define SIZE_NORMAL	2000
#define SIZE_SMALL	40
#include <stdbool.h>

#include "bench.h"

typedef SIZE(size_t) len_t;
typedef VAL(uint64_t) value_t;
typedef VAL(int64_t) svalue_t;
typedef VAL(uint32_t) u32_t;
typedef VAL(uint8_t) byte_t;

#define NREC	4096
#define OUT	(NREC * 128)

enum wire { VARINT = 0, FIXED64 = 1, BYTES = 2, FIXED32 = 5 };

struct point {
	svalue_t x, y;		/* zigzag-encoded (sint64) */
};

struct record {
	value_t id;		/* field 1, varint */
	u32_t flags;		/* field 2, fixed32 */
	len_t name_len;		/* field 3, bytes: a slice of the pool */
	len_t name;
	struct point at;	/* field 4, a nested message */
	value_t count;		/* field 5, varint; 0 is not written */
};

/* The bytes of v as a varint: one per started 7 bits. */
static inline len_t varint_size(value_t v)
{
	int bits = 64 - __builtin_clzll(v | 1);

	return (len_t)(bits * 9 + 64) / 64;
}

/* sint64: 0, -1, 1, -2, ... become 0, 1, 2, 3, ...; no negative value
 * is converted to the unsigned type. */
static inline value_t zigzag(svalue_t v)
{
	return v < 0 ? (value_t)~v << 1 | 1 : (value_t)v << 1;
}

static inline len_t tag_size(unsigned field)
{
	return varint_size(field << 3);
}

static inline len_t point_size(const struct point *p)
{
	return tag_size(1) + varint_size(zigzag(p->x)) + tag_size(2) + varint_size(zigzag(p->y));
}

static inline len_t record_size(const struct record *r)
{
	len_t psize = point_size(&r->at);
	len_t n = tag_size(1) + varint_size(r->id) + tag_size(2) + 4 +
		  tag_size(3) + varint_size(r->name_len) + r->name_len +
		  tag_size(4) + varint_size(psize) + psize;

	if (r->count)
		n += tag_size(5) + varint_size(r->count);
	return n;
}

struct out {
	byte_t *p;
	len_t len, cap;
	bool overflow;		/* a write did not fit: the encoding is cut */
};

static inline void put_varint(struct out *o, value_t v)
{
	if (o->cap - o->len < varint_size(v)) {
		o->overflow = true;
		return;
	}
	for (; v >= 0x80; v >>= 7)
		o->p[o->len++] = (byte_t)((v & 0x7f) | 0x80);
	o->p[o->len++] = (byte_t)v;
}

static inline void put_tag(struct out *o, unsigned field, enum wire w)
{
	put_varint(o, field << 3 | w);
}

static inline void put_bytes(struct out *o, const byte_t *s, len_t n)
{
	if (o->cap - o->len < n) {
		o->overflow = true;
		return;
	}
	memcpy(o->p + o->len, s, n);
	o->len += n;
}

static inline void put_fixed32(struct out *o, u32_t v)
{
	byte_t b[4] = { (byte_t)(v & 0xff), (byte_t)(v >> 8 & 0xff), (byte_t)(v >> 16 & 0xff),
			(byte_t)(v >> 24) };

	put_bytes(o, b, 4);
}

/* Encodes every record, each as a length-delimited field 1 of the
 * stream; returns the bytes written. */
KERNEL len_t encode(const struct record *rec, len_t n, const byte_t *pool, struct out *o)
{
	for (len_t i = 0; i < n; i++) {
		const struct record *r = &rec[i];
		len_t psize = point_size(&r->at);

		put_tag(o, 1, BYTES);
		put_varint(o, record_size(r));
		put_tag(o, 1, VARINT);
		put_varint(o, r->id);
		put_tag(o, 2, FIXED32);
		put_fixed32(o, r->flags);
		put_tag(o, 3, BYTES);
		put_varint(o, r->name_len);
		put_bytes(o, pool + r->name, r->name_len);
		put_tag(o, 4, BYTES);
		put_varint(o, psize);
		put_tag(o, 1, VARINT);
		put_varint(o, zigzag(r->at.x));
		put_tag(o, 2, VARINT);
		put_varint(o, zigzag(r->at.y));
		if (r->count) {
			put_tag(o, 5, VARINT);
			put_varint(o, r->count);
		}
	}
	return o->len;
}

static uint64_t kernel_run(unsigned long reps)
{
	struct record *rec = bench_alloc(NREC * sizeof(*rec));
	byte_t *pool = (byte_t *)bench_random_bytes(4096, 14);
	struct out o = { bench_alloc(OUT), 0, OUT, false };
	uint64_t seed = 14, sum = 0;

	for (size_t i = 0; i < NREC; i++) {
		uint64_t a = bench_rand(&seed), b = bench_rand(&seed);

		rec[i].id = a >> (a & 63);
		rec[i].flags = (uint32_t)b;
		rec[i].name_len = b >> 32 & 31;
		rec[i].name = b >> 40 & 4063;
		rec[i].at.x = (int64_t)(a >> 20) >> (b & 31) >> 20;
		rec[i].at.y = -(int64_t)(b >> 44);
		rec[i].count = b & 0x300 ? 0 : b >> 50;
	}
	for (unsigned long r = 0; r < reps; r++) {
		rec[r % NREC].id = r;
		o.len = 0;
		len_t len = encode(rec, NREC, pool, &o);

		sum = bench_mix(sum, len ^ (uint64_t)o.overflow << 63);
		sum = bench_mix(sum, o.p[len / 2] | (uint64_t)o.p[len - 1] << 8);
	}
	free(o.p);
	free(pool);
	free(rec);
	return sum;
}
