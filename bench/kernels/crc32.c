/*
 * crc32 - table-driven CRC-32 (the reflected 0xedb88320 polynomial of zlib
 * and Ethernet) over a stream of length-prefixed packets. Each packet's
 * 11-bit length is read from its first two bytes, as a protocol parser
 * would, so conversions and length checks run once per packet and the table
 * step once per byte.
 */
#define KERNEL_NAME	"crc32"
#define SIZE_NORMAL	700
#define SIZE_SMALL	14
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef HASH(uint32_t) crc_t;
typedef VAL(uint8_t) byte_t;
typedef VAL(unsigned int) uint_t;

#define POLY	0xedb88320u
#define BUF_LEN	(128 * 1024)

static crc_t table[256];

static void make_table(void)
{
	for (uint_t n = 0; n < 256; n++) {
		crc_t c = (crc_t)n;

		for (int k = 0; k < 8; k++)
			c = c & 1 ? POLY ^ c >> 1 : c >> 1;
		table[n] = c;
	}
}

static inline crc_t crc32(const byte_t *p, len_t n)
{
	crc_t c = 0xffffffffu;

	for (len_t i = 0; i < n; i++)
		c = table[(c ^ p[i]) & 0xff] ^ c >> 8;
	return ~c;
}

/* A packet is a 2-byte little-endian length (low 11 bits) and that many
 * bytes of payload; a truncated last packet is cut to what is left. */
KERNEL crc_t crc_packets(const byte_t *buf, len_t len, len_t start)
{
	crc_t acc = 0;
	len_t pos = start;

	while (len - pos > 2) {
		uint_t hdr = (uint_t)buf[pos] | (uint_t)buf[pos + 1] << 8;
		len_t plen = hdr & 0x7ff;

		pos += 2;
		if (plen > len - pos)
			plen = len - pos;
		acc = (acc << 5 | acc >> 27) ^ crc32(buf + pos, plen);
		pos += plen;
	}
	return acc;
}

static uint64_t kernel_run(unsigned long reps)
{
	uint8_t *buf = bench_random_bytes(BUF_LEN, 3);
	uint64_t sum = 0;

	make_table();
	for (unsigned long r = 0; r < reps; r++)
		sum = bench_mix(sum, crc_packets((const byte_t *)buf, BUF_LEN, r % 32));
	free(buf);
	return sum;
}
