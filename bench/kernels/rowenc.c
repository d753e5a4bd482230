/*
 * rowenc - a self-describing row encoder, the shape of a database's record
 * format or a columnar log's row writer: each row is a header (its own
 * length as a varint, then one varint type code per column) followed by
 * the columns' bodies (integers big-endian in the fewest of 1, 2, 4 or 8
 * bytes, zero in the type code alone; strings of at most 255 bytes).
 *
 * The output is sized by the caller from the format's bounds and every
 * piece is written by a small helper that returns how many bytes it
 * wrote: `len += varint_put(out + len, v)`, where the helper returns at
 * most 10, in loops over the columns and the rows. put_int is only called
 * with a width of 1 to 8. The writer checks nothing against the buffer:
 * the bounds are the format's, as in such encoders.
 */
#define KERNEL_NAME	"rowenc"
#define SIZE_NORMAL	250
#define SIZE_SMALL	5
#include "bench.h"

typedef SIZE(size_t) len_t;		/* lengths, offsets, counts */
typedef VAL(uint64_t) value_t;
typedef VAL(int64_t) svalue_t;
typedef VAL(uint8_t) byte_t;
typedef HASH(uint64_t) hash_t;

#define NROW		2048
#define NCOL		12		/* columns of the benchmark's schema */
#define MAX_COLS	32		/* columns a row may have */
#define MAX_VARINT	10
#define MAX_TEXT	255
/* The longest row: its header's length, a type code per column, then the
 * longest bodies. */
#define ROW_MAX		(MAX_VARINT + MAX_COLS * MAX_VARINT + MAX_COLS * MAX_TEXT)

enum kind { NUL, INT, TEXT };

struct column {
	byte_t kind;
	byte_t text_len;		/* TEXT: at most 255 bytes */
	len_t text;			/* TEXT: a slice of the pool */
	svalue_t i;			/* INT */
};

/* v as a little-endian base-128 varint at p; returns its length, 1..10. */
static len_t varint_put(byte_t *p, value_t v)
{
	len_t n = 0;

	while (v >= 0x80) {
		p[n++] = (byte_t)((v & 0x7f) | 0x80);
		v >>= 7;
	}
	p[n++] = (byte_t)v;
	return n;
}

/* sint64 as protobuf maps it: 0, -1, 1, -2, ... become 0, 1, 2, 3, ... */
static inline value_t zigzag(svalue_t v)
{
	return v < 0 ? (value_t)~v << 1 | 1 : (value_t)v << 1;
}

/* The body bytes of an integer: 0 for zero, else 1, 2, 4 or 8. */
static len_t int_width(value_t z)
{
	if (z == 0)
		return 0;
	if (z < 0x100)
		return 1;
	if (z < 0x10000)
		return 2;
	return z < 0x100000000u ? 4 : 8;
}

/* The low n bytes of v, big-endian; every call passes 1 <= n <= 8. */
static len_t put_int(byte_t *p, value_t v, len_t n)
{
	byte_t be[8];

	for (len_t i = 0; i < 8; i++)
		be[7 - i] = (byte_t)(v >> 8 * i & 0xff);
	memcpy(p, be + (8 - n), n);
	return n;
}

/* A column's type code: 0 null, 1 + log2(width) + 1 an integer (1 for
 * zero), 8 + 2 * length a string. */
static value_t type_code(const struct column *c)
{
	static const byte_t code[9] = { 1, 2, 3, 0, 4, 0, 0, 0, 5 };

	switch (c->kind) {
	case INT:
		return code[int_width(zigzag(c->i))];
	case TEXT:
		return 8 + 2 * (value_t)c->text_len;
	default:
		return 0;
	}
}

static len_t put_body(byte_t *p, const struct column *c, const byte_t *pool)
{
	switch (c->kind) {
	case INT: {
		value_t z = zigzag(c->i);
		len_t w = int_width(z);

		return w ? put_int(p, z, w) : 0;
	}
	case TEXT:
		memcpy(p, pool + c->text, c->text_len);
		return c->text_len;
	default:
		return 0;
	}
}

/* One row at out, which has room for ROW_MAX bytes; returns its length,
 * or 0 for a row of more than MAX_COLS columns (not written). */
static len_t put_row(byte_t *out, const struct column *c, len_t ncol, const byte_t *pool)
{
	byte_t types[MAX_COLS * MAX_VARINT];
	len_t hlen = 0, len;

	if (ncol > MAX_COLS)
		return 0;
	for (len_t i = 0; i < ncol; i++)
		hlen += varint_put(types + hlen, type_code(&c[i]));
	len = varint_put(out, hlen);
	memcpy(out + len, types, hlen);
	len += hlen;
	for (len_t i = 0; i < ncol; i++)
		len += put_body(out + len, &c[i], pool);
	return len;
}

/* nrow rows of ncol columns each, back to back at out (room for nrow
 * times ROW_MAX bytes); returns the bytes written. */
KERNEL len_t encode_rows(byte_t *out, const struct column *c, len_t nrow, len_t ncol,
			 const byte_t *pool)
{
	len_t len = 0;

	for (len_t r = 0; r < nrow; r++)
		len += put_row(out + len, c + r * ncol, ncol, pool);
	return len;
}

/* ---- the input, and a decoder that checks what was written ---- */

static uint64_t get_varint(const uint8_t *p, size_t *pos)
{
	uint64_t v = 0;
	unsigned shift = 0;
	uint8_t b;

	do {
		b = p[(*pos)++];
		v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
	} while (b & 0x80);
	return v;
}

/* Decodes every row and compares it with its columns; returns a checksum
 * of the stream, or 0 if a row differs. */
static uint64_t check_rows(const uint8_t *s, size_t len, const struct column *c, const byte_t *pool)
{
	uint64_t sum = len;
	size_t pos = 0;

	for (size_t r = 0; r < NROW; r++) {
		size_t h = pos, hlen = get_varint(s, &h), start = h + hlen, body = start;

		for (size_t k = 0; k < NCOL; k++) {
			const struct column *col = &c[r * NCOL + k];
			uint64_t code = get_varint(s, &h), z = 0;
			size_t w = code >= 2 && code <= 5 ? (size_t)1 << (code - 2) : 0;

			if (code != type_code(col))
				return 0;
			if (code >= 8) {
				if (memcmp(s + body, pool + col->text, (code - 8) / 2))
					return 0;
				body += (code - 8) / 2;
				continue;
			}
			for (size_t i = 0; i < w; i++)
				z = z << 8 | s[body++];
			if (code && z != zigzag(col->i))
				return 0;
			sum = bench_mix(sum, z);
		}
		if (h != start)
			return 0;
		pos = body;
	}
	return pos == len ? sum : 0;
}

static uint64_t kernel_run(unsigned long reps)
{
	struct column *c = bench_alloc(NROW * NCOL * sizeof(*c));
	byte_t *pool = (byte_t *)bench_random_bytes(4096, 16);
	byte_t *out = bench_alloc(NROW * ROW_MAX);
	uint64_t seed = 16, sum = 0;

	/* A fixed schema: which column is which kind, and how wide. */
	for (size_t i = 0; i < NROW * NCOL; i++) {
		uint64_t r = bench_rand(&seed);
		size_t k = i % NCOL;

		c[i].kind = k < 7 ? INT : k < 11 ? TEXT : (r & 7) == 0 ? NUL : INT;
		c[i].i = (int64_t)r >> (r >> 58) >> (k * 5);
		c[i].text_len = (uint8_t)(k == 10 ? r >> 8 & 0xff : r >> 8 & 15);
		c[i].text = (r >> 20) % (4096 - MAX_TEXT);
	}
	for (unsigned long r = 0; r < reps; r++) {
		c[r % (NROW * NCOL)].i = (int64_t)r;
		size_t len = encode_rows(out, c, NROW, NCOL, pool);

		if (r % 8 == 0 || r == reps - 1) {
			uint64_t got = check_rows((const uint8_t *)out, len, c, pool);

			if (!got)
				return 0;
			sum = bench_mix(sum, got);
		}
		sum = bench_mix(sum, len ^ (uint64_t)out[len / 2] << 32);
	}
	free(out);
	free(pool);
	free(c);
	return sum;
}
