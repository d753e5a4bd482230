/*
 * bitmap - an allocator of contiguous bit ranges (the kernel's
 * bitmap_find_next_zero_area, bitmap_set and bitmap_clear over unsigned
 * long words, as IDA, the page allocators and IRQ vectors use them): find
 * the first zero bit from a hint, check that the range from there is
 * free, set it; free ranges in a different order than they were taken.
 */
#define KERNEL_NAME	"bitmap"
#define SIZE_NORMAL	250
#define SIZE_SMALL	5
#include <stdbool.h>

#include "bench.h"

typedef SIZE(size_t) len_t;		/* bit numbers, counts, word indices */
typedef VAL(unsigned long) word_t;
typedef VAL(unsigned int) shift_t;

#define BITS	(8 * sizeof(word_t))
#define NBITS	(64 * 1024)
#define NWORDS	(NBITS / BITS)
#define NALLOC	4096		/* live allocations at most */
#define NONE	SIZE_MAX	/* no range */

static inline len_t word_of(len_t bit)
{
	return bit / BITS;
}

/* The bits of a word from bit `bit % BITS` on. */
static inline word_t mask_from(len_t bit)
{
	return ~0UL << (bit % BITS);
}

/* The bits of a word below bit `end % BITS`; all of them when it is 0. */
static inline word_t mask_below(len_t end)
{
	return ~0UL >> ((BITS - end % BITS) % BITS);
}

/* The first zero bit at or after start, or n if there is none. */
static len_t find_next_zero(const word_t *map, len_t n, len_t start)
{
	if (start >= n)
		return n;
	len_t w = word_of(start);
	word_t bits = ~map[w] & mask_from(start);

	while (!bits) {
		if (++w >= word_of(n + BITS - 1))
			return n;
		bits = ~map[w];
	}
	len_t bit = w * BITS + (len_t)__builtin_ctzl(bits);

	return bit < n ? bit : n;
}

/* The first set bit in [start, end), or end. */
static len_t find_next_set(const word_t *map, len_t end, len_t start)
{
	while (start < end) {
		len_t w = word_of(start);
		word_t bits = map[w] & mask_from(start);

		if (bits) {
			len_t bit = w * BITS + (len_t)__builtin_ctzl(bits);

			return bit < end ? bit : end;
		}
		start = (w + 1) * BITS;
	}
	return end;
}

/* Sets or clears bits [start, start + len), a word at a time. */
static void change_range(word_t *map, len_t start, len_t len, bool set)
{
	len_t end = start + len, w = word_of(start), last = word_of(end - 1);
	word_t m = mask_from(start);

	for (; w < last; w++, m = ~0UL) {
		map[w] = set ? map[w] | m : map[w] & ~m;
	}
	m &= mask_below(end);
	map[w] = set ? map[w] | m : map[w] & ~m;
}

/* The start of a free range of len bits at or after hint, or NONE. */
KERNEL len_t alloc_range(word_t *map, len_t hint, len_t len)
{
	len_t start = hint;

	for (;;) {
		start = find_next_zero(map, NBITS, start);
		if (start > NBITS - len)
			return NONE;
		len_t busy = find_next_set(map, start + len, start);

		if (busy == start + len)
			break;
		start = busy + 1;
	}
	change_range(map, start, len, true);
	return start;
}

KERNEL void free_range(word_t *map, len_t start, len_t len)
{
	change_range(map, start, len, false);
}

static uint64_t kernel_run(unsigned long reps)
{
	word_t *map = bench_alloc(NWORDS * sizeof(*map));
	size_t *at = bench_alloc(NALLOC * sizeof(*at));
	size_t *len = bench_alloc(NALLOC * sizeof(*len));
	uint64_t seed = 13, sum = 0;

	memset(map, 0, NWORDS * sizeof(*map));
	for (size_t k = 0; k < NALLOC; k++)
		at[k] = NONE;
	for (unsigned long r = 0; r < reps; r++) {
		size_t hint = 0;

		/* One round: every slot is freed with probability 1/2, then
		 * refilled, sizes mostly small, some over several words. */
		for (size_t k = 0; k < NALLOC; k++) {
			uint64_t x = bench_rand(&seed);

			if (at[k] != NONE && x & 1) {
				free_range(map, at[k], len[k]);
				at[k] = NONE;
			}
			if (at[k] == NONE) {
				len[k] = x >> 8 & 7 ? 1 + (x >> 16) % 12 : 1 + (x >> 16) % 200;
				at[k] = alloc_range(map, hint, len[k]);
				if (at[k] != NONE)
					hint = at[k] + len[k];
				else
					hint = 0;
				sum = bench_mix(sum, at[k]);
			}
		}
	}
	free(len);
	free(at);
	free(map);
	return sum;
}
