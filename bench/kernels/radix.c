/*
 * radix - LSD radix sort of 32-bit keys, four passes of 8 bits: count the
 * digits, turn the counts into start offsets, scatter. The counts and
 * offsets are sizes and indices; the keys are data.
 */
#define KERNEL_NAME	"radix"
#define SIZE_NORMAL	60
#define SIZE_SMALL	2
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef VAL(uint32_t) item_t;
typedef VAL(unsigned int) shift_t;

#define COUNT	(256 * 1024)

/* Sorts a[0..n) using tmp[0..n); an even number of passes leaves the
 * result in a. */
KERNEL void radix_sort(item_t *a, item_t *tmp, len_t n)
{
	for (shift_t shift = 0; shift < 32; shift += 8) {
		len_t start[256] = { 0 };
		len_t total = 0;

		for (len_t i = 0; i < n; i++)
			start[a[i] >> shift & 0xff]++;
		for (int d = 0; d < 256; d++) {
			len_t c = start[d];

			start[d] = total;
			total += c;
		}
		for (len_t i = 0; i < n; i++)
			tmp[start[a[i] >> shift & 0xff]++] = a[i];

		item_t *t = a;

		a = tmp;
		tmp = t;
	}
}

static uint64_t kernel_run(unsigned long reps)
{
	uint32_t *keys = bench_alloc(COUNT * sizeof(*keys));
	item_t *a = bench_alloc(COUNT * sizeof(*a));
	item_t *tmp = bench_alloc(COUNT * sizeof(*tmp));
	uint64_t seed = 8, sum = 0;

	for (size_t i = 0; i < COUNT; i++)
		keys[i] = (uint32_t)bench_rand(&seed);
	for (unsigned long r = 0; r < reps; r++) {
		keys[r % COUNT] = (uint32_t)r;
		memcpy(a, keys, COUNT * sizeof(*a));
		radix_sort(a, tmp, COUNT);
		for (size_t i = 1; i < COUNT; i++)
			if (a[i - 1] > a[i])
				return 0;
		for (size_t i = r % 64; i < COUNT; i += 4096)
			sum = bench_mix(sum, a[i]);
	}
	free(tmp);
	free(a);
	free(keys);
	return sum;
}
