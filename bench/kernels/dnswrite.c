/*
 * dnswrite - a DNS server's reply writer: for each query, an A-record reply
 * (header, the question's name as length-prefixed labels, one answer per
 * address with a compression pointer to that name), framed as DNS over TCP
 * frames it, a 16-bit length before each message, into one output stream.
 *
 * The stream is a struct that keeps the buffer, its length and its
 * capacity, and every field goes in through a small helper that checks the
 * room left first: `b->p[b->len++] = c` after `b->len < b->cap`, or memcpy
 * and `b->len += n` after `n <= b->cap - b->len`. Every function of the
 * unit keeps `len <= cap`; nothing else writes the struct. A label is
 * written only with 1 <= n <= 63 (put_name splits names there), and a
 * message's length prefix is patched in once its end is known.
 */
#define KERNEL_NAME	"dnswrite"
#define SIZE_NORMAL	400
#define SIZE_SMALL	8
#include <stdbool.h>

#include "bench.h"

typedef SIZE(size_t) len_t;		/* lengths, offsets, counts */
typedef VAL(uint8_t) byte_t;
typedef VAL(uint16_t) u16_t;
typedef VAL(uint32_t) u32_t;
typedef HASH(uint64_t) hash_t;

#define NQUERY		4096
#define MAX_ADDR	8		/* addresses a host may have */
#define MAX_LABEL	63
#define NAME_POOL	(NQUERY * 84)	/* four labels of 20 and their dots */
#define HDR		12
#define NAME_PTR	(0xc000 | HDR)	/* the question's name, right after the header */
#define TYPE_A		1
#define CLASS_IN	1
#define ANSWER		(2 + 2 + 2 + 4 + 2 + 4)	/* pointer, type, class, ttl, rdlength, address */

struct stream {
	byte_t *p;
	len_t len, cap;
};

struct query {
	u16_t id;
	len_t name, name_len;		/* dotted name: a slice of the name pool */
	len_t naddr;			/* 0..MAX_ADDR */
	byte_t addr[MAX_ADDR][4];	/* network order */
	u32_t ttl;
};

static inline bool put_u8(struct stream *b, byte_t c)
{
	if (b->len == b->cap)
		return false;
	b->p[b->len++] = c;
	return true;
}

static inline bool put_be16(struct stream *b, u16_t v)
{
	if (b->cap - b->len < 2)
		return false;
	b->p[b->len] = (byte_t)(v >> 8);
	b->p[b->len + 1] = (byte_t)(v & 0xff);
	b->len += 2;
	return true;
}

static inline bool put_be32(struct stream *b, u32_t v)
{
	return put_be16(b, (u16_t)(v >> 16)) && put_be16(b, (u16_t)(v & 0xffff));
}

static inline bool put_bytes(struct stream *b, const byte_t *s, len_t n)
{
	if (n > b->cap - b->len)
		return false;
	memcpy(b->p + b->len, s, n);
	b->len += n;
	return true;
}

/* One label, its length byte first; put_name's only call passes
 * 1 <= n <= MAX_LABEL. */
static bool put_label(struct stream *b, const byte_t *s, len_t n)
{
	if (n + 1 > b->cap - b->len)
		return false;
	b->p[b->len] = (byte_t)n;
	memcpy(b->p + b->len + 1, s, n);
	b->len += n + 1;
	return true;
}

/* A dotted name as labels and the root's empty label; false if a label
 * is empty or longer than 63 bytes, or the stream is full. */
static bool put_name(struct stream *b, const byte_t *s, len_t n)
{
	len_t start = 0;

	for (len_t i = 0; i < n; i++) {
		if (s[i] != '.')
			continue;
		if (i == start || i - start > MAX_LABEL || !put_label(b, s + start, i - start))
			return false;
		start = i + 1;
	}
	if (start < n && (n - start > MAX_LABEL || !put_label(b, s + start, n - start)))
		return false;
	return put_u8(b, 0);
}

static bool put_answer(struct stream *b, u32_t ttl, const byte_t *addr)
{
	return put_be16(b, NAME_PTR) && put_be16(b, TYPE_A) && put_be16(b, CLASS_IN) &&
	       put_be32(b, ttl) && put_be16(b, 4) && put_bytes(b, addr, 4);
}

/* One framed reply; on failure the stream is put back to where it was. */
static bool put_reply(struct stream *b, const struct query *q, const byte_t *pool)
{
	len_t mark = b->len;

	if (!put_be16(b, 0) || !put_be16(b, q->id) || !put_be16(b, 0x8180) ||
	    !put_be16(b, 1) || !put_be16(b, (u16_t)q->naddr) || !put_be32(b, 0) ||
	    !put_name(b, pool + q->name, q->name_len) ||
	    !put_be16(b, TYPE_A) || !put_be16(b, CLASS_IN))
		goto fail;
	for (len_t i = 0; i < q->naddr; i++)
		if (!put_answer(b, q->ttl, q->addr[i]))
			goto fail;
	len_t mlen = b->len - mark - 2;

	b->p[mark] = (byte_t)(mlen >> 8);
	b->p[mark + 1] = (byte_t)(mlen & 0xff);
	return true;
fail:
	b->len = mark;
	return false;
}

/* Writes a reply to every query; returns how many were refused. */
KERNEL len_t write_replies(struct stream *b, const struct query *q, len_t n, const byte_t *pool)
{
	len_t refused = 0;

	b->len = 0;
	for (len_t i = 0; i < n; i++)
		if (!put_reply(b, &q[i], pool))
			refused++;
	return refused;
}

/* ---- the input, and a reader that checks what was written ---- */

/* Dotted names: two to four labels of 1-20 characters; one name in 128
 * has an empty second label: refused, or written with a trailing dot if
 * that label is the last. Returns the pool's length. */
static size_t make_names(byte_t *pool, struct query *q, uint64_t *seed)
{
	static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789-";
	size_t pos = 0;

	for (size_t i = 0; i < NQUERY; i++) {
		uint64_t r = bench_rand(seed);
		unsigned labels = 2 + r % 3;

		q[i].name = pos;
		for (unsigned k = 0; k < labels; k++) {
			unsigned len = 1 + (r >> (8 + 5 * k)) % 20;

			if (k)
				pool[pos++] = '.';
			if (k == 1 && (r >> 60) == 0 && (r >> 2) % 8 == 0)
				len = 0;
			for (unsigned c = 0; c < len; c++)
				pool[pos++] = (byte_t)alphabet[bench_rand(seed) % (sizeof(alphabet) - 1)];
		}
		q[i].name_len = pos - q[i].name;
	}
	return pos;
}

static uint16_t get16(const byte_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

/* A name put_name refuses: an empty label not at the end (the generator
 * makes no long ones). */
static int bad_name(const byte_t *s, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (s[i] == '.' && s[i + 1] == '.')
			return 1;
	return 0;
}

/* Reads the stream back: a query is refused exactly when its name is bad
 * or its frame does not fit in what is left of cap; every other frame's
 * length must match its message and the message its query. Returns a
 * checksum of it, or 0 if it is wrong. */
static uint64_t check_stream(const byte_t *s, size_t len, size_t cap, const struct query *q,
			     size_t n, const byte_t *pool, size_t refused)
{
	uint64_t sum = refused;
	size_t pos = 0, nref = 0;

	for (size_t i = 0; i < n; i++) {
		size_t name_len = q[i].name_len, naddr = q[i].naddr;
		size_t labels = name_len + 2 - (pool[q[i].name + name_len - 1] == '.');
		size_t want = HDR + labels + 4 + naddr * ANSWER;

		if (bad_name(pool + q[i].name, name_len) || 2 + want > cap - pos) {
			nref++;
			continue;
		}
		if (get16(s + pos) != want || get16(s + pos + 2) != q[i].id ||
		    get16(s + pos + 2 + 6) != naddr)
			return 0;
		for (size_t k = 0; k < naddr; k++) {
			const byte_t *a = s + pos + 2 + want - (naddr - k) * ANSWER;

			if (get16(a) != NAME_PTR || get16(a + 12) != get16(q[i].addr[k]))
				return 0;
		}
		sum = bench_mix(sum, get16(s + pos + 2 + HDR + 1) ^ (uint64_t)want << 16);
		pos += 2 + want;
	}
	return pos == len && nref == refused ? sum : 0;
}

static uint64_t kernel_run(unsigned long reps)
{
	struct query *q = bench_alloc(NQUERY * sizeof(*q));
	byte_t *pool = bench_alloc(NAME_POOL);
	struct stream b = { 0 };
	uint64_t seed = 15, sum = 0;

	make_names(pool, q, &seed);
	for (size_t i = 0; i < NQUERY; i++) {
		uint64_t r = bench_rand(&seed);

		q[i].id = (uint16_t)r;
		q[i].naddr = (r >> 16) % (MAX_ADDR + 1);
		q[i].ttl = (uint32_t)(r >> 32);
		for (size_t k = 0; k < MAX_ADDR; k++) {
			uint64_t a = bench_rand(&seed);

			for (size_t j = 0; j < 4; j++)
				q[i].addr[k][j] = (uint8_t)(a >> 8 * j);
		}
	}
	/* Room for three quarters of the replies: the last ones are refused. */
	b.cap = NQUERY * (2 + HDR + 96 + 4 + MAX_ADDR * ANSWER) / 3;
	b.p = bench_alloc(b.cap);
	for (unsigned long r = 0; r < reps; r++) {
		q[r % NQUERY].ttl = (uint32_t)r;
		q[r % NQUERY].id = (uint16_t)(r * 7);
		size_t refused = write_replies(&b, q, NQUERY, pool);
		uint64_t got = check_stream(b.p, b.len, b.cap, q, NQUERY, pool, refused);

		if (!got)
			return 0;
		sum = bench_mix(sum, got);
	}
	free(b.p);
	free(pool);
	free(q);
	return sum;
}
