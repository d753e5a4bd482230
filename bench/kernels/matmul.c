/*
 * matmul - dense integer matrix multiply C = A * B (int32, i-k-j order so
 * the inner loop walks rows and can be vectorised). Rows are reached
 * through row pointers, as hand-written C does; the products are bounded by
 * the input range so that an int32 accumulator cannot overflow.
 */
#define KERNEL_NAME	"matmul"
#define SIZE_NORMAL	80
#define SIZE_SMALL	3
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef VAL(int32_t) elem_t;

#define N	160	/* |sum| <= N * 512 * 512, far from INT32_MAX */

KERNEL void matmul(elem_t *c, const elem_t *a, const elem_t *b, len_t n)
{
	for (len_t i = 0; i < n; i++) {
		elem_t *crow = c + i * n;

		for (len_t j = 0; j < n; j++)
			crow[j] = 0;
		for (len_t k = 0; k < n; k++) {
			const elem_t *brow = b + k * n;
			elem_t aik = a[i * n + k];

			for (len_t j = 0; j < n; j++)
				crow[j] += aik * brow[j];
		}
	}
}

/* An element's bit pattern for the checksum: a plain int32_t parameter
 * takes a trap-typed element unchanged, and the unsigned view is plain C. */
static inline uint64_t bits(int32_t v)
{
	return (uint32_t)v;
}

static uint64_t kernel_run(unsigned long reps)
{
	elem_t *a = bench_alloc(N * N * sizeof(*a));
	elem_t *b = bench_alloc(N * N * sizeof(*b));
	elem_t *c = bench_alloc(N * N * sizeof(*c));
	uint64_t seed = 7, sum = 0;

	for (size_t i = 0; i < N * N; i++) {
		a[i] = (int32_t)(bench_rand(&seed) % 1024) - 512;
		b[i] = (int32_t)(bench_rand(&seed) % 1024) - 512;
	}
	for (unsigned long r = 0; r < reps; r++) {
		a[r % (N * N)] = (int32_t)(r % 1024) - 512;
		matmul(c, a, b, N);
		sum = bench_mix(sum, bits(c[r % (N * N)]));
	}
	for (size_t i = 0; i < N * N; i++)
		sum = bench_mix(sum, bits(c[i]));
	free(c);
	free(b);
	free(a);
	return sum;
}
