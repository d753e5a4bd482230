/*
 * bench.h - what every kernel shares: the spelling of its integer types, a
 * deterministic input generator, and main().
 *
 * A kernel defines KERNEL_NAME, SIZE_NORMAL and SIZE_SMALL and the function
 *
 *	static uint64_t kernel_run(unsigned long size);
 *
 * then includes this header. The program prints one line,
 *
 *	NAME SIZE CHECKSUM
 *
 * which must be the same for every spelling and every compiler. With no
 * argument it runs SIZE_NORMAL (about 0.1-0.3 s natively at -O2); the
 * argument "small" selects SIZE_SMALL for callgrind, and a number selects
 * that size. What "size" means (repetitions, elements) is the kernel's own.
 *
 * The generator and main() are plain C in every spelling: they are the
 * harness, not the code being measured, and they stay identical across
 * builds so that differences come from the kernel alone.
 */
#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spelling.h"

/* Kernels are measured as functions: keep them out of main(). */
#define KERNEL static __attribute__((noinline))

static uint64_t kernel_run(unsigned long size);

/* splitmix64: one multiply-xorshift step per word, good enough to make
 * inputs that no compiler can predict. */
static inline WRAPPING_FN uint64_t bench_rand(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/* Fold a result into a running checksum (order-sensitive). */
static inline WRAPPING_FN uint64_t bench_mix(uint64_t sum, uint64_t v)
{
	return (sum ^ v) * 0x100000001b3u + (sum >> 29);
}

static inline __attribute__((noreturn, cold, unused)) void bench_oom(void)
{
	fputs("bench: out of memory\n", stderr);
	exit(2);
}

static inline void *bench_alloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		bench_oom();
	return p;
}

/* n random bytes: the input of the byte-stream kernels. */
static inline __attribute__((unused)) uint8_t *bench_random_bytes(size_t n, uint64_t seed)
{
	uint8_t *buf = bench_alloc(n);

	for (size_t i = 0; i < n; i++)
		buf[i] = (uint8_t)bench_rand(&seed);
	return buf;
}

/* The explicit spelling's overflow labels end here: an overflow in a
 * benchmark is a bug in the benchmark. */
static inline __attribute__((noreturn, cold, unused)) void bench_overflow(const char *fn)
{
	fprintf(stderr, "bench: size overflow in %s\n", fn);
	abort();
}

int main(int argc, char **argv)
{
	unsigned long size = SIZE_NORMAL;

	if (argc > 1)
		size = strcmp(argv[1], "small") ? strtoul(argv[1], NULL, 0) : SIZE_SMALL;
	printf("%s %lu %016llx\n", KERNEL_NAME, size,
	       (unsigned long long)kernel_run(size));
	return 0;
}

#endif /* BENCH_H */
