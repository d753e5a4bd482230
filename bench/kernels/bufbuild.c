/*
 * bufbuild - a bounds-checked, growable output buffer (the strbuf/sds/
 * seq_buf pattern) that serialises records as text lines:
 *
 *	name="escaped \"string\"",count=123
 *
 * Every append checks the room left and grows the buffer by doubling, so
 * the length and capacity arithmetic runs for every byte written.
 */
#define KERNEL_NAME	"bufbuild"
#define KERNEL_EXPLICIT
#define SIZE_NORMAL	350
#define SIZE_SMALL	7
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef VAL(char) ch_t;
typedef VAL(uint32_t) u32_t;

#define NREC	(8 * 1024)
#define POOL	(64 * 1024)	/* random text the string fields are cut from */

struct builder {
	ch_t *data;
	len_t len, cap;
};

struct record {
	u32_t name;		/* index into names[] */
	u32_t count;
	len_t text, text_len;	/* the string field: a slice of the pool */
};

static const char *const names[8] = {
	"id", "name", "path", "owner", "group", "mode", "size", "checksum",
};

/* Out of line: the common case of append must stay small. */
static __attribute__((noinline)) void grow(struct builder *b, len_t need)
{
	len_t cap = b->cap ? b->cap : 256;

	while (cap < need)
		cap = CK_MUL(cap, 2);
	b->data = realloc(b->data, cap);
	if (!b->data)
		bench_oom();
	b->cap = cap;
	return;
	ON_OVERFLOW;
}

static inline void put(struct builder *b, const ch_t *s, len_t n)
{
	if (n > b->cap - b->len)
		grow(b, CK_ADD(b->len, n));
	memcpy(b->data + b->len, s, n);
	b->len += n;
	return;
	ON_OVERFLOW;
}

static inline void put_char(struct builder *b, ch_t c)
{
	if (b->len == b->cap)
		grow(b, CK_ADD(b->len, 1));
	b->data[b->len++] = c;
	return;
	ON_OVERFLOW;
}

static inline void put_str(struct builder *b, const char *s)
{
	put(b, (const ch_t *)s, strlen(s));
}

static inline void put_uint(struct builder *b, u32_t v)
{
	ch_t digits[10];
	len_t k = sizeof(digits);

	do {
		digits[--k] = (ch_t)('0' + v % 10);
		v /= 10;
	} while (v);
	put(b, digits + k, sizeof(digits) - k);
}

/* A string field in double quotes, with '"' and '\\' escaped. */
static inline void put_quoted(struct builder *b, const ch_t *s, len_t n)
{
	put_char(b, '"');
	for (len_t i = 0; i < n; i++) {
		if (s[i] == '"' || s[i] == '\\')
			put_char(b, '\\');
		put_char(b, s[i]);
	}
	put_char(b, '"');
}

KERNEL len_t build(struct builder *b, const struct record *rec, len_t n, const ch_t *pool)
{
	b->len = 0;
	for (len_t i = 0; i < n; i++) {
		put_str(b, names[rec[i].name]);
		put_char(b, '=');
		put_quoted(b, pool + rec[i].text, rec[i].text_len);
		put_str(b, ",count=");
		put_uint(b, rec[i].count);
		put_char(b, '\n');
	}
	return b->len;
}

static uint64_t kernel_run(unsigned long reps)
{
	static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789 _-./\"\\";
	struct record *rec = bench_alloc(NREC * sizeof(*rec));
	ch_t *pool = bench_alloc(POOL);
	struct builder b = { 0 };
	uint64_t seed = 10, sum = 0;

	for (size_t i = 0; i < POOL; i++)
		pool[i] = alphabet[bench_rand(&seed) % (sizeof(alphabet) - 1)];
	for (size_t i = 0; i < NREC; i++) {
		uint64_t r = bench_rand(&seed);

		rec[i].name = r % 8;
		rec[i].count = (uint32_t)(r >> 8) >> (r & 31);
		rec[i].text_len = (r >> 40) % 48;
		rec[i].text = (r >> 16) % (POOL - 48);
	}
	for (unsigned long r = 0; r < reps; r++) {
		rec[r % NREC].count = (uint32_t)r;
		size_t len = build(&b, rec, NREC, pool);

		sum = bench_mix(sum, len);
		for (size_t i = r % 64; i < len; i += 4096)
			sum = bench_mix(sum, (unsigned char)b.data[i]);
	}
	free(b.data);
	free(pool);
	free(rec);
	return sum;
}
