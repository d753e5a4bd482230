/*
 * pcapscan - a packet-capture scanner: a pcap-style file header, then
 * records of a 16-byte header (seconds, microseconds, captured length,
 * original length) and the captured bytes, each an Ethernet frame holding
 * IPv4 with TCP, UDP or ICMP, or something else. Frames longer than the
 * snap length are cut to it, as tcpdump -s does.
 *
 * The first pass walks the records, checks every length read from the data
 * against the bytes left and the lengths around it (a record against the
 * file, the IP header and total length against the frame, the UDP length
 * against the IP payload), sums the captured and original lengths and
 * each protocol's IP payload, and notes every complete UDP payload (its
 * offset and 16-bit length). A frame is handed to scan_frame only when it
 * can hold the Ethernet and IP headers. The second pass sums the payloads
 * the first one noted, per port class.
 */
#define KERNEL_NAME	"pcapscan"
#define SIZE_NORMAL	15000
#define SIZE_SMALL	300
#include "bench.h"

typedef SIZE(size_t) len_t;		/* offsets, lengths, counts */
typedef SIZE(uint64_t) total_t;		/* sums of lengths */
typedef VAL(uint8_t) byte_t;
typedef VAL(uint16_t) u16_t;
typedef VAL(uint32_t) u32_t;
typedef HASH(uint64_t) hash_t;

#define FILE_LEN	(256 * 1024)
#define MAGIC		0xa1b2c3d4u
#define FILE_HDR	24		/* magic, version, zone, sigfigs, snap length, link type */
#define REC_HDR		16
#define SNAP		192
#define ETH		14
#define IP_MIN		20
#define UDP_HDR		8
#define MAX_SEGS	(FILE_LEN / (REC_HDR + ETH + IP_MIN + UDP_HDR))

enum { TCP, UDP, OTHER };

struct seg {
	len_t off;			/* the payload's offset in the file */
	u16_t len, port;		/* its length, its destination port */
};

struct stats {
	len_t records, cut, bad, nseg;
	total_t captured, original;
	total_t payload[3];		/* IP payload bytes: TCP, UDP, other */
};

static inline u32_t get32le(const byte_t *p)
{
	return (u32_t)p[0] | (u32_t)p[1] << 8 | (u32_t)p[2] << 16 | (u32_t)p[3] << 24;
}

/* A 16-bit network-order field, as a length: at most 65535. */
static len_t get16be(const byte_t *p)
{
	return (len_t)(p[0] << 8 | p[1]);
}

/* The IPv4 header's length from its first byte: at most 60. */
static len_t ip_header_len(const byte_t *ip)
{
	return (len_t)(ip[0] & 15) * 4;
}

/* The UDP datagram in an IP payload of plen bytes at off; noted if it is
 * whole. */
static void note_udp(struct stats *st, struct seg *seg, const byte_t *udp, len_t plen, len_t off)
{
	if (plen < UDP_HDR)
		return;
	len_t ulen = get16be(udp + 4);

	if (ulen < UDP_HDR || ulen > plen)
		return;
	seg[st->nseg].off = off + UDP_HDR;
	seg[st->nseg].len = (u16_t)(ulen - UDP_HDR);
	seg[st->nseg].port = (u16_t)get16be(udp + 2);
	st->nseg++;
}

/* An Ethernet frame of len bytes at file offset off; scan's only call
 * passes len >= ETH + IP_MIN. */
static void scan_frame(struct stats *st, struct seg *seg, const byte_t *f, len_t len, len_t off)
{
	const byte_t *ip = f + ETH;
	len_t room = len - ETH;

	if (get16be(f + 12) != 0x0800 || ip[0] >> 4 != 4) {
		st->payload[OTHER] += room;
		return;
	}
	len_t hl = ip_header_len(ip), tot = get16be(ip + 2);

	if (hl < IP_MIN || hl > room || tot < hl) {
		st->bad++;
		return;
	}
	if (tot > room)
		tot = room;		/* cut by the snap length */
	len_t plen = tot - hl;

	switch (ip[9]) {
	case 6:
		st->payload[TCP] += plen;
		break;
	case 17:
		st->payload[UDP] += plen;
		note_udp(st, seg, ip + hl, plen, off + ETH + hl);
		break;
	default:
		st->payload[OTHER] += plen;
	}
}

/* The records of the file buf[0..n); seg has room for MAX_SEGS. */
KERNEL void scan(const byte_t *buf, len_t n, struct stats *st, struct seg *seg)
{
	if (n < FILE_HDR || get32le(buf) != MAGIC) {
		st->bad++;
		return;
	}
	len_t snap = get32le(buf + 16), pos = FILE_HDR;

	while (n - pos >= REC_HDR) {
		len_t incl = get32le(buf + pos + 8);
		u32_t orig = get32le(buf + pos + 12);

		if (incl > snap || incl > n - pos - REC_HDR) {
			st->bad++;	/* the file cannot be resynchronised */
			return;
		}
		st->records++;
		st->captured += incl;
		st->original += orig;
		if (orig > incl)
			st->cut++;
		if (incl >= ETH + IP_MIN)
			scan_frame(st, seg, buf + pos + REC_HDR, incl, pos + REC_HDR);
		pos += REC_HDR + incl;
	}
}

static inline WRAPPING_FN hash_t fold(hash_t h, byte_t b)
{
	return (h ^ (hash_t)b) * 0x100000001b3u;
}

/* The UDP payloads scan noted: their total, per port class (the top two
 * bits of the port) in per_port, and a hash of their first bytes. */
KERNEL total_t sum_udp(const struct seg *seg, len_t nseg, const byte_t *buf,
		       total_t per_port[4], hash_t *h)
{
	total_t total = 0;
	hash_t acc = *h;

	for (len_t i = 0; i < nseg; i++) {
		total += seg[i].len;
		per_port[seg[i].port >> 14] += seg[i].len;
		if (seg[i].len)
			acc = fold(acc, buf[seg[i].off]);
	}
	*h = acc;
	return total;
}

/* ---- the input: what it holds is known, so the scan can be checked ---- */

static void put16be(uint8_t *p, size_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static void put32le(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> 8 * i);
}

struct expect {
	size_t records, cut, nseg, where;
	uint64_t captured, original, udp;
};

/* One frame of flen bytes (cut to SNAP) at p; adds what it holds to e. */
static size_t make_frame(uint8_t *p, size_t flen, uint64_t r, size_t off, struct expect *e)
{
	size_t incl = flen < SNAP ? flen : SNAP, hl = 20 + 4 * (r >> 8 & 1);
	unsigned proto = r % 8 < 3 ? 6 : r % 8 < 7 ? 17 : 1;

	memset(p, (int)(r >> 16), incl);
	put16be(p + 12, r >> 24 & 31 ? 0x0800 : 0x86dd);
	p[ETH] = (uint8_t)(0x40 | hl / 4);
	put16be(p + ETH + 2, flen - ETH);
	p[ETH + 9] = (uint8_t)proto;
	if (proto == 17 && p[12] == 0x08) {
		size_t ulen = flen - ETH - hl;

		put16be(p + ETH + hl + 2, r >> 32 & 0xffff);
		put16be(p + ETH + hl + 4, ulen);
		if (flen <= SNAP) {
			e->nseg++;
			e->udp += ulen - UDP_HDR;
			if (!e->where && ulen > UDP_HDR)
				e->where = off + ETH + hl + UDP_HDR;
		}
	}
	return incl;
}

/* The file, and in e what a correct scan finds in it. */
static uint8_t *make_file(size_t *len, struct expect *e)
{
	uint8_t *s = bench_alloc(FILE_LEN);
	uint64_t seed = 17;
	size_t pos = FILE_HDR;

	memset(s, 0, FILE_HDR);
	put32le(s, MAGIC);
	put32le(s + 16, SNAP);
	for (;;) {
		uint64_t r = bench_rand(&seed);
		size_t flen = r >> 40 & 3 ? 60 + (r >> 44) % 100 : 60 + (r >> 44) % 1455;
		size_t incl = flen < SNAP ? flen : SNAP;

		if (FILE_LEN - pos < REC_HDR + incl)
			break;
		put32le(s + pos, (uint32_t)(r >> 12));
		put32le(s + pos + 4, (uint32_t)r % 1000000);
		put32le(s + pos + 8, (uint32_t)incl);
		put32le(s + pos + 12, (uint32_t)flen);
		make_frame(s + pos + REC_HDR, flen, r, pos + REC_HDR, e);
		e->records++;
		e->cut += flen > incl;
		e->captured += incl;
		e->original += flen;
		pos += REC_HDR + incl;
	}
	*len = pos;
	return s;
}

static uint64_t kernel_run(unsigned long reps)
{
	struct expect e = { 0 };
	size_t len;
	uint8_t *file = make_file(&len, &e);
	struct seg *seg = bench_alloc(MAX_SEGS * sizeof(*seg));
	uint64_t sum = 0;

	for (unsigned long r = 0; r < reps; r++) {
		struct stats st = { 0 };
		total_t per_port[4] = { 0 };
		hash_t h = r;

		file[e.where] = (uint8_t)r;
		scan((const byte_t *)file, len, &st, seg);
		total_t udp = sum_udp(seg, st.nseg, (const byte_t *)file, per_port, &h);

		if (st.records != e.records || st.cut != e.cut || st.bad != 0 ||
		    st.nseg != e.nseg || st.captured != e.captured ||
		    st.original != e.original || udp != e.udp ||
		    per_port[0] + per_port[1] + per_port[2] + per_port[3] != udp)
			return 0;
		sum = bench_mix(sum, h ^ (uint64_t)st.payload[TCP] << 40 ^
				(uint64_t)st.payload[UDP] << 20 ^ st.payload[OTHER]);
		sum = bench_mix(sum, per_port[r % 4]);
	}
	free(seg);
	free(file);
	return sum;
}
