/*
 * xxh32 - an xxHash32-style block hash (four lanes of multiply-rotate over
 * 16-byte stripes, then a tail and an avalanche), applied to 4 KiB blocks
 * the way a deduplicating store fingerprints its chunks. Almost all of the
 * arithmetic is intended wrap-around; the sizes around it are not.
 */
#define KERNEL_NAME	"xxh32"
#define KERNEL_EXPLICIT
#define SIZE_NORMAL	2400
#define SIZE_SMALL	48
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef HASH(uint32_t) hash_t;
typedef VAL(uint8_t) byte_t;

#define P1	0x9e3779b1u
#define P2	0x85ebca77u
#define P3	0xc2b2ae3du
#define P4	0x27d4eb2fu
#define P5	0x165667b1u
#define BUF_LEN	(256 * 1024)
#define BLOCK	4096

static inline hash_t rotl(hash_t x, int r)
{
	return x << r | x >> (32 - r);
}

/* Input words are hash input, not data values: they wrap with the lanes. */
static inline hash_t read32(const byte_t *p)
{
	uint32_t w;

	memcpy(&w, p, sizeof(w));
	return w;
}

static inline WRAPPING_FN hash_t lane(hash_t acc, hash_t in)
{
	acc = WRAP_ADD(hash_t, acc, WRAP_MUL(hash_t, in, P2));
	return WRAP_MUL(hash_t, rotl(acc, 13), P1);
}

static inline WRAPPING_FN hash_t merge(const hash_t v[4], len_t n)
{
	hash_t h = rotl(v[0], 1) + rotl(v[1], 7) + rotl(v[2], 12) + rotl(v[3], 18);

	return WRAP_ADD(hash_t, h, (hash_t)n);
}

static inline WRAPPING_FN hash_t tail(hash_t h, const byte_t *p, len_t n)
{
	len_t i = 0;

	for (; n - i >= 4; i += 4)
		h = WRAP_MUL(hash_t, rotl(WRAP_ADD(hash_t, h, read32(p + i) * P3), 17), P4);
	for (; i < n; i++)
		h = WRAP_MUL(hash_t, rotl(WRAP_ADD(hash_t, h, (hash_t)p[i] * P5), 11), P1);
	return h;
}

static inline WRAPPING_FN hash_t avalanche(hash_t h)
{
	h = (h ^ h >> 15) * P2;
	h = (h ^ h >> 13) * P3;
	return h ^ h >> 16;
}

static inline WRAPPING_FN hash_t xxh32(const byte_t *p, len_t n, hash_t seed)
{
	hash_t v[4] = { seed + P1 + P2, seed + P2, seed, seed - P1 };
	len_t i = 0;

	for (; n - i >= 16; i += 16)
		for (int k = 0; k < 4; k++)
			v[k] = lane(v[k], read32(p + i + 4 * k));
	return avalanche(tail(merge(v, n), p + i, n - i));
}

/* Every block's fingerprint, with a per-call shift so no two calls agree. */
KERNEL hash_t hash_blocks(const byte_t *buf, len_t len, len_t shift)
{
	hash_t acc = 0;

	for (len_t pos = shift; pos < len; pos = CK_ADD(pos, BLOCK)) {
		len_t n = len - pos < BLOCK ? len - pos : BLOCK;

		acc ^= xxh32(buf + pos, n, (hash_t)pos);
	}
	return acc;
	ON_OVERFLOW;
}

static uint64_t kernel_run(unsigned long reps)
{
	uint8_t *buf = bench_random_bytes(BUF_LEN, 2);
	uint64_t sum = 0;

	for (unsigned long r = 0; r < reps; r++)
		sum = bench_mix(sum, hash_blocks((const byte_t *)buf, BUF_LEN, r % 61));
	free(buf);
	return sum;
}
