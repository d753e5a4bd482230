/*
 * base64 - RFC 4648 encode and decode with '=' padding, round trip of slices
 * of a random buffer. Index arithmetic (i + 1, j + 3) runs for every byte,
 * the 24-bit groups are built with shifts, and the output sizes are the
 * classic overflow-prone "4 * ((n + 2) / 3)".
 */
#define KERNEL_NAME	"base64"
#define KERNEL_EXPLICIT
#define SIZE_NORMAL	2500
#define SIZE_SMALL	50
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef VAL(uint8_t) byte_t;
typedef VAL(int8_t) sixbit_t;	/* -1: not in the alphabet */
typedef VAL(uint32_t) group_t;
typedef VAL(int) int_t;

#define BUF_LEN	(48 * 1024)
#define BAD	SIZE_MAX	/* decode error: a length no input can have */

static const char alphabet[65] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static byte_t enc[64];
static sixbit_t dec[256];

static void make_tables(void)
{
	for (int i = 0; i < 256; i++)
		dec[i] = -1;
	for (int i = 0; i < 64; i++) {
		enc[i] = (byte_t)alphabet[i];
		dec[enc[i]] = (sixbit_t)i;
	}
}

static len_t encoded_len(len_t n)
{
	return CK_MUL(CK_ADD(n, 2) / 3, 4);
	ON_OVERFLOW;
}

KERNEL len_t encode(const byte_t *in, len_t n, byte_t *out)
{
	len_t i = 0, j = 0;

	for (; n - i >= 3; i += 3, j += 4) {
		group_t g = (group_t)in[i] << 16 | (group_t)in[i + 1] << 8 | in[i + 2];

		out[j] = enc[g >> 18];
		out[j + 1] = enc[g >> 12 & 63];
		out[j + 2] = enc[g >> 6 & 63];
		out[j + 3] = enc[g & 63];
	}
	if (n - i == 0)
		return j;
	group_t g = (group_t)in[i] << 16;

	if (n - i == 2)
		g |= (group_t)in[i + 1] << 8;
	out[j] = enc[g >> 18];
	out[j + 1] = enc[g >> 12 & 63];
	out[j + 2] = n - i == 2 ? enc[g >> 6 & 63] : '=';
	out[j + 3] = '=';
	return j + 4;
}

/* Decode one quantum of four characters, of which the last npad are '='.
 * Returns the number of bytes written, or BAD. */
static inline len_t decode_quantum(const byte_t *in, int_t npad, byte_t *out)
{
	sixbit_t a = dec[in[0]], b = dec[in[1]];
	sixbit_t c = npad < 2 ? dec[in[2]] : 0, d = npad < 1 ? dec[in[3]] : 0;

	if ((a | b | c | d) < 0)
		return BAD;
	group_t g = (group_t)a << 18 | (group_t)b << 12 | (group_t)c << 6 | (group_t)d;

	out[0] = (byte_t)(g >> 16);
	if (npad < 2)
		out[1] = (byte_t)(g >> 8 & 0xff);
	if (npad < 1)
		out[2] = (byte_t)(g & 0xff);
	return (len_t)(3 - npad);
}

KERNEL len_t decode(const byte_t *in, len_t n, byte_t *out)
{
	len_t i = 0, j = 0;

	if (n % 4 != 0 || n == 0)
		return n == 0 ? 0 : BAD;
	for (; n - i > 4; i += 4, j += 3)
		if (decode_quantum(in + i, 0, out + j) == BAD)
			return BAD;

	int_t npad = (in[n - 1] == '=') + (in[n - 2] == '=');
	len_t last = decode_quantum(in + i, npad, out + j);

	return last == BAD ? BAD : j + last;
}

static uint64_t kernel_run(unsigned long reps)
{
	uint8_t *buf = bench_random_bytes(BUF_LEN, 5);
	byte_t *text = bench_alloc(encoded_len(BUF_LEN));
	byte_t *back = bench_alloc(BUF_LEN);
	uint64_t sum = 0;

	make_tables();
	for (unsigned long r = 0; r < reps; r++) {
		size_t n = BUF_LEN - r % 7;
		size_t tlen = encode((const byte_t *)buf, n, text);
		size_t blen = decode(text, tlen, back);

		if (blen != n || memcmp(back, buf, n))
			return 0;
		sum = bench_mix(sum, tlen ^ (uint64_t)text[r % tlen] << 32);
	}
	free(back);
	free(text);
	free(buf);
	return sum;
}
