/*
 * leb128 - unsigned LEB128 varints (DWARF, WebAssembly, protobuf): encode an
 * array of 64-bit values of mixed magnitudes, then decode the stream with
 * the malformed-input checks a real decoder needs (truncation, more than 64
 * bits) and fold the values into a checksum.
 */
#define KERNEL_NAME	"leb128"
#define SIZE_NORMAL	300
#define SIZE_SMALL	6
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef VAL(uint64_t) value_t;
typedef VAL(uint8_t) byte_t;
typedef VAL(unsigned int) shift_t;
typedef HASH(uint64_t) hash_t;

#define COUNT	(32 * 1024)
#define MAX_LEN	10		/* bytes of the longest 64-bit varint */
#define BAD	SIZE_MAX	/* decode error: a count no input can have */

KERNEL len_t encode(const value_t *v, len_t n, byte_t *out)
{
	len_t j = 0;

	for (len_t i = 0; i < n; i++) {
		value_t x = v[i];

		for (; x >= 0x80; x >>= 7)
			out[j++] = (byte_t)((x & 0x7f) | 0x80);
		out[j++] = (byte_t)x;
	}
	return j;
}

/* The checksum's multiply-add wraps by design. */
static inline WRAPPING_FN hash_t fold(hash_t sum, value_t x)
{
	return sum * 31 + (hash_t)x;
}

/* Decode every varint of in[0..len) into *sum; returns their count or BAD. */
KERNEL len_t decode(const byte_t *in, len_t len, hash_t *sum)
{
	len_t i = 0, count = 0;
	hash_t acc = *sum;

	while (i < len) {
		value_t x = 0;
		shift_t shift = 0;
		byte_t b;

		do {
			if (i == len || shift > 63)
				return BAD;
			b = in[i++];
			x |= (value_t)(b & 0x7f) << shift;
			shift += 7;
		} while (b & 0x80);
		acc = fold(acc, x);
		count++;
	}
	*sum = acc;
	return count;
}

static uint64_t kernel_run(unsigned long reps)
{
	value_t *v = bench_alloc(COUNT * sizeof(*v));
	byte_t *stream = bench_alloc(COUNT * MAX_LEN);
	uint64_t seed = 6, sum = 0;

	/* Magnitudes spread over all encoded lengths, small ones most often. */
	for (size_t i = 0; i < COUNT; i++) {
		uint64_t r = bench_rand(&seed);

		v[i] = r >> (r & 63);
	}
	for (unsigned long r = 0; r < reps; r++) {
		hash_t h = r;

		v[r % COUNT] = r;
		size_t len = encode(v, COUNT, stream);
		size_t n = decode(stream, len, &h);

		if (n != COUNT)
			return 0;
		sum = bench_mix(sum, h);
	}
	free(stream);
	free(v);
	return sum;
}
