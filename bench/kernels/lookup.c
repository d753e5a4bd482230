/*
 * lookup - which range of a sorted table holds an address: the binary
 * search behind symbol tables, exception tables, routing and extent
 * maps. Each query halves [lo, hi) with lo + (hi - lo) / 2 until one entry
 * is left; the answer is the last range starting at or below the address.
 */
#define KERNEL_NAME	"lookup"
#define SIZE_NORMAL	400
#define SIZE_SMALL	8
#include "bench.h"

typedef SIZE(size_t) idx_t;
typedef VAL(uint32_t) addr_t;
typedef HASH(uint64_t) hash_t;

#define NRANGES		(4 * 1024)
#define NQUERIES	(16 * 1024)
#define SPAN		1024	/* each range starts within its own 1 KiB */

/* The index of the last range starting at or below addr, or n if addr
 * lies before the first. */
static inline idx_t find(const addr_t *start, idx_t n, addr_t addr)
{
	idx_t lo = 0, hi = n;

	while (lo < hi) {
		idx_t mid = lo + (hi - lo) / 2;

		if (start[mid] <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? lo - 1 : n;
}

/* The answers folded into one value; the multiply-add wraps by design. */
static inline WRAPPING_FN hash_t fold(hash_t acc, idx_t found)
{
	return acc * 31 + (hash_t)found;
}

KERNEL hash_t lookup_all(const addr_t *start, idx_t n, const addr_t *query, idx_t nq)
{
	hash_t acc = 0;

	for (idx_t i = 0; i < nq; i++)
		acc = fold(acc, find(start, n, query[i]));
	return acc;
}

static uint64_t kernel_run(unsigned long reps)
{
	addr_t *start = bench_alloc(NRANGES * sizeof(*start));
	addr_t *query = bench_alloc(NQUERIES * sizeof(*query));
	uint64_t seed = 16, sum = 0;

	for (size_t k = 0; k < NRANGES; k++)
		start[k] = (uint32_t)(k * SPAN + bench_rand(&seed) % (SPAN / 2));
	for (size_t q = 0; q < NQUERIES; q++)
		query[q] = (uint32_t)(bench_rand(&seed) % ((NRANGES + 1) * SPAN));
	for (unsigned long r = 0; r < reps; r++) {
		query[r % NQUERIES] = (uint32_t)r;
		sum = bench_mix(sum, lookup_all(start, NRANGES, query, NQUERIES));
	}
	free(query);
	free(start);
	return sum;
}
