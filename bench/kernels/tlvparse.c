/*
 * tlvparse - a netlink-style message parser: a stream of messages, each a
 * 12-byte header that gives the message's length, then attributes of
 * (u16 length, u16 type, payload) padded to 4 bytes, some of them nested.
 * Every length read from the data is checked against the bytes left, as
 * the kernel's nla_ok() does; a malformed message is counted and skipped.
 */
#define KERNEL_NAME	"tlvparse"
#define SIZE_NORMAL	1500
#define SIZE_SMALL	30
#include <stdbool.h>

#include "bench.h"

typedef SIZE(size_t) len_t;		/* offsets and lengths in the stream */
typedef SIZE(uint16_t) alen_t;		/* an attribute's length field */
typedef VAL(uint16_t) atype_t;
typedef VAL(uint8_t) byte_t;
typedef VAL(uint32_t) u32_t;
typedef HASH(uint64_t) hash_t;

#define STREAM	(128 * 1024)
#define HDR	12		/* message: u32 length, u16 type, u16 flags, u32 seq */
#define AHDR	4		/* attribute: u16 length (header included), u16 type */
#define NESTED	0x8000		/* an attribute type whose payload is attributes */
#define DEPTH	3		/* nesting the parser accepts */

struct stats {
	hash_t sum;
	len_t msgs, attrs, bad;
};

static inline alen_t get16(const byte_t *p)
{
	return (alen_t)(p[0] | p[1] << 8);
}

static inline u32_t get32(const byte_t *p)
{
	return (u32_t)p[0] | (u32_t)p[1] << 8 | (u32_t)p[2] << 16 | (u32_t)p[3] << 24;
}

/* Attribute lengths round up to 4 bytes, as NLA_ALIGN does. */
static inline len_t align4(len_t n)
{
	return (n + 3) & ~(len_t)3;
}

static inline WRAPPING_FN hash_t fold(hash_t h, u32_t v)
{
	return (h ^ (hash_t)v) * 0x100000001b3u;
}

/* The attributes in p[0..len); false if one of them is malformed. */
static bool parse_attrs(const byte_t *p, len_t len, struct stats *st, int depth)
{
	len_t pos = 0;

	while (len - pos >= AHDR) {
		alen_t alen = get16(p + pos);
		atype_t type = get16(p + pos + 2);

		if (alen < AHDR || alen > len - pos)
			return false;
		const byte_t *payload = p + pos + AHDR;
		len_t plen = alen - AHDR;

		if (type & NESTED) {
			if (depth == 0 || !parse_attrs(payload, plen, st, depth - 1))
				return false;
		} else if (plen == 4) {
			st->sum = fold(fold(st->sum, get32(payload)), type);
		} else {
			for (len_t i = 0; i < plen; i++)
				st->sum = fold(st->sum, payload[i]);
		}
		st->attrs++;
		len_t step = align4(alen);

		pos += step < len - pos ? step : len - pos;	/* the last one may be unpadded */
	}
	return pos == len;
}

KERNEL void parse_stream(const byte_t *s, len_t n, struct stats *st)
{
	len_t pos = 0;

	while (n - pos >= HDR) {
		len_t mlen = get32(s + pos);

		if (mlen < HDR || mlen > n - pos) {
			st->bad++;	/* the stream cannot be resynchronised */
			return;
		}
		if (!parse_attrs(s + pos + HDR, mlen - HDR, st, DEPTH))
			st->bad++;
		st->msgs++;
		pos += align4(mlen) < n - pos ? align4(mlen) : n - pos;
	}
}

/* ---- the input: random messages, one in 64 with a broken attribute ---- */

static void put16(uint8_t *p, size_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

/* Writes attributes into p[0..room) at depth d; returns their length. */
static size_t make_attrs(uint8_t *p, size_t room, int d, uint64_t *seed)
{
	size_t pos = 0;
	unsigned n = 1 + bench_rand(seed) % 6;

	for (unsigned k = 0; k < n && room - pos >= 64; k++) {
		uint64_t r = bench_rand(seed);
		size_t len;

		if (d < DEPTH && r % 5 == 0) {
			len = AHDR + make_attrs(p + pos + AHDR, room - pos - AHDR < 200 ?
						room - pos - AHDR : 200, d + 1, seed);
			put16(p + pos + 2, NESTED | (r >> 8 & 0xff));
		} else {
			size_t plen = r % 3 ? 4 : (r >> 16) % 24;

			len = AHDR + plen;
			put16(p + pos + 2, r >> 8 & 0x7fff);
			for (size_t i = 0; i < plen; i++)
				p[pos + AHDR + i] = (uint8_t)(r >> (i % 8 * 8));
		}
		put16(p + pos, len);
		pos += (len + 3) & ~(size_t)3;
	}
	return pos;
}

/* The stream, and in *where the offset of a payload byte to vary. */
static uint8_t *make_stream(size_t *where)
{
	uint8_t *s = bench_alloc(STREAM);
	uint64_t seed = 11;
	size_t pos = 0;

	memset(s, 0, STREAM);
	while (STREAM - pos >= 512) {
		size_t len = HDR + make_attrs(s + pos + HDR, 400, 0, &seed);

		if (bench_rand(&seed) % 64 == 0)
			put16(s + pos + HDR, 0xfff0);	/* an attribute longer than its message */
		s[pos] = (uint8_t)len;
		s[pos + 1] = (uint8_t)(len >> 8);
		pos += len;
	}
	*where = pos / 2 + 20;
	return s;
}

static uint64_t kernel_run(unsigned long reps)
{
	size_t where;
	uint8_t *s = make_stream(&where);
	uint64_t sum = 0;

	for (unsigned long r = 0; r < reps; r++) {
		struct stats st = { 0 };

		s[where] = (uint8_t)r;
		parse_stream((const byte_t *)s, STREAM, &st);
		sum = bench_mix(sum, st.sum ^ (uint64_t)st.msgs << 40 ^
				(uint64_t)st.attrs << 20 ^ st.bad);
	}
	free(s);
	return sum;
}
