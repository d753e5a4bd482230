/*
 * histogram - per-block statistics as a block compressor gathers them: for
 * each block of 16-bit samples, a 256-bin histogram, the byte size and
 * offsets of the block's serialised form (the "header + count * record"
 * arithmetic that overflow bugs live in), and the median bin.
 */
#define KERNEL_NAME	"histogram"
#define KERNEL_EXPLICIT
#define SIZE_NORMAL	2000
#define SIZE_SMALL	40
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef SIZE(uint32_t) count_t;
typedef VAL(uint16_t) sample_t;

#define NBINS	256
#define BLOCK	2048		/* samples per block */
#define COUNT	(128 * 1024)	/* samples in all */
#define HDR	12		/* bytes of a non-empty bin's header */
#define REC	6		/* bytes of one sample's record */

static inline void count_block(count_t *count, const sample_t *s, len_t n)
{
	for (len_t b = 0; b < NBINS; b++)
		count[b] = 0;
	for (len_t i = 0; i < n; i++)
		count[s[i] >> 8]++;
}

/* Offsets of each bin's data in the serialised block, and its total size;
 * empty bins take no space. */
static inline len_t layout(len_t *offset, const count_t *count)
{
	len_t total = 0;

	for (len_t b = 0; b < NBINS; b++) {
		offset[b] = total;
		if (count[b])
			total = CK_ADD(total, CK_ADD(HDR, CK_MUL((len_t)count[b], REC)));
	}
	return total;
	ON_OVERFLOW;
}

/* The first bin at which pct percent of the n samples have been seen. */
static inline len_t percentile(const count_t *count, len_t n, unsigned int pct)
{
	len_t want = CK_MUL(n, pct) / 100, seen = 0;

	for (len_t b = 0; b < NBINS; b++) {
		seen += count[b];
		if (seen > want)
			return b;
	}
	return NBINS - 1;
	ON_OVERFLOW;
}

/* Serialised size of all blocks, with each block's median bin folded in. */
KERNEL len_t block_stats(const sample_t *s, len_t n, len_t *medians)
{
	count_t count[NBINS];
	len_t offset[NBINS];
	len_t total = 0;

	for (len_t pos = 0; pos < n; pos += BLOCK) {
		len_t len = n - pos < BLOCK ? n - pos : BLOCK;

		count_block(count, s + pos, len);
		total = CK_ADD(total, layout(offset, count));
		*medians += percentile(count, len, 50) + offset[NBINS / 2];
	}
	return total;
	ON_OVERFLOW;
}

static uint64_t kernel_run(unsigned long reps)
{
	sample_t *s = bench_alloc(COUNT * sizeof(*s));
	uint64_t seed = 9, sum = 0;

	/* A sum of two uniforms: a triangular distribution, so bins differ. */
	for (size_t i = 0; i < COUNT; i++) {
		uint64_t r = bench_rand(&seed);

		s[i] = (uint16_t)((r & 0x7fff) + (r >> 32 & 0x7fff));
	}
	for (unsigned long r = 0; r < reps; r++) {
		len_t medians = 0;

		s[r % COUNT] = (uint16_t)r;
		size_t total = block_stats(s, COUNT - r % 5, &medians);

		sum = bench_mix(sum, total ^ (uint64_t)medians << 32);
	}
	free(s);
	return sum;
}
