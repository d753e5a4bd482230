/*
 * adler32 - the Adler-32 checksum with zlib's deferred modulo: the two sums
 * are reduced only every NMAX bytes, the largest run after which b cannot
 * have overflowed 32 bits. The sums are SUM(): a checksum, wrap in the
 * annotated spelling like any other, but trap in the all-trap spelling,
 * which checks that promise (nothing wraps).
 */
#define KERNEL_NAME	"adler32"
#define SIZE_NORMAL	350
#define SIZE_SMALL	7
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef SUM(uint32_t) sum_t;
typedef VAL(uint8_t) byte_t;

#define MOD	65521u
#define NMAX	5552
#define BUF_LEN	(1024 * 1024)

KERNEL sum_t adler32(sum_t adler, const byte_t *p, len_t n)
{
	sum_t a = adler & 0xffff, b = adler >> 16;

	while (n > 0) {
		len_t run = n < NMAX ? n : NMAX;

		n -= run;
		for (; run >= 4; run -= 4, p += 4) {
			a += p[0];
			b += a;
			a += p[1];
			b += a;
			a += p[2];
			b += a;
			a += p[3];
			b += a;
		}
		for (; run > 0; run--, p++) {
			a += *p;
			b += a;
		}
		a %= MOD;
		b %= MOD;
	}
	return b << 16 | a;
}

static uint64_t kernel_run(unsigned long reps)
{
	uint8_t *buf = bench_random_bytes(BUF_LEN, 4);
	uint64_t sum = 0;

	for (unsigned long r = 0; r < reps; r++) {
		size_t off = r % 97;

		sum = bench_mix(sum, adler32(1, (const byte_t *)buf + off, BUF_LEN - off));
	}
	free(buf);
	return sum;
}
