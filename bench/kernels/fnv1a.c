/*
 * fnv1a - FNV-1a (64-bit) over a stream of short keys, the way a hash
 * table's insert loop sees its input: the key lengths (1..64) come from the
 * data, so the length and position arithmetic runs once per key and the
 * multiply once per byte.
 */
#define KERNEL_NAME	"fnv1a"
#define KERNEL_EXPLICIT
#define SIZE_NORMAL	3000
#define SIZE_SMALL	60
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef HASH(uint64_t) hash_t;
typedef VAL(uint8_t) byte_t;

#define FNV_OFFSET	0xcbf29ce484222325u
#define FNV_PRIME	0x100000001b3u
#define BUF_LEN		(64 * 1024)

/* The FNV multiply wraps by design. */
static inline WRAPPING_FN hash_t fnv1a(const byte_t *p, len_t n)
{
	hash_t h = FNV_OFFSET;

	for (len_t i = 0; i < n; i++)
		h = WRAP_MUL(hash_t, h ^ (hash_t)p[i], FNV_PRIME);
	return h;
}

KERNEL hash_t hash_keys(const byte_t *buf, len_t len, len_t start)
{
	hash_t acc = 0;
	len_t pos = start;

	while (pos < len) {
		len_t klen = (len_t)(buf[pos] & 63) + 1;

		if (klen > len - pos)
			klen = len - pos;
		/* Rotate-xor keeps the combination free of overflow. */
		acc = (acc << 1 | acc >> 63) ^ fnv1a(buf + pos, klen);
		pos = CK_ADD(pos, klen);
	}
	return acc;
	ON_OVERFLOW;
}

static uint64_t kernel_run(unsigned long reps)
{
	uint8_t *buf = bench_random_bytes(BUF_LEN, 1);
	uint64_t sum = 0;

	for (unsigned long r = 0; r < reps; r++)
		sum = bench_mix(sum, hash_keys((const byte_t *)buf, BUF_LEN, r % 64));
	free(buf);
	return sum;
}
