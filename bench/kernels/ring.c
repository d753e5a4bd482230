/*
 * ring - a single-producer, single-consumer ring of variable-length
 * records (the kfifo, perf ring buffer and io_uring pattern). head and
 * tail are free-running 32-bit counters that wrap by design; a position
 * in the ring is a counter masked to the ring's size, and a record that
 * does not fit before the end is copied in two pieces. The producer adds
 * records while there is room, the consumer takes them out, checks each
 * length against what is there, and folds them into a checksum.
 */
#define KERNEL_NAME	"ring"
#define SIZE_NORMAL	1200
#define SIZE_SMALL	24
#include <stdbool.h>

#include "bench.h"

typedef HASH(uint32_t) ctr_t;		/* free-running counters: wrap intended */
typedef SIZE(uint32_t) len_t;		/* lengths and positions in the ring */
typedef VAL(uint8_t) byte_t;
typedef HASH(uint64_t) hash_t;

#define RING	(16 * 1024)	/* bytes, a power of two */
#define MASK	(RING - 1)
#define HDR	2		/* a record: u16 payload length, then the payload */
#define NREC	4096		/* records in the producer's queue */
#define MAXREC	300		/* the longest payload */

struct ring {
	ctr_t head, tail;
	byte_t data[RING];
};

/* The counters' arithmetic wraps by design. */
static inline WRAPPING_FN len_t ring_used(const struct ring *r)
{
	return (len_t)(r->head - r->tail);
}

static inline WRAPPING_FN void advance(ctr_t *c, len_t n)
{
	*c += (ctr_t)n;
}

/* Copies n bytes in at the head, in one or two pieces. */
static inline void copy_in(struct ring *r, const byte_t *src, len_t n)
{
	len_t off = (len_t)(r->head & MASK);
	len_t first = n < RING - off ? n : RING - off;

	memcpy(r->data + off, src, first);
	memcpy(r->data, src + first, n - first);
	advance(&r->head, n);
}

/* Copies n bytes out from the tail, in one or two pieces. */
static inline void copy_out(struct ring *r, byte_t *dst, len_t n)
{
	len_t off = (len_t)(r->tail & MASK);
	len_t first = n < RING - off ? n : RING - off;

	memcpy(dst, r->data + off, first);
	memcpy(dst + first, r->data, n - first);
	advance(&r->tail, n);
}

/* Adds records from len[*next..n) while they fit; returns how many. */
KERNEL len_t produce(struct ring *r, const byte_t *payload, const len_t *len, len_t n,
		     len_t *next)
{
	len_t added = 0, i = *next;

	for (; i < n; i++) {
		len_t room = RING - ring_used(r);

		if (room < HDR || len[i] > room - HDR)
			break;
		byte_t hdr[HDR] = { (byte_t)(len[i] & 0xff), (byte_t)(len[i] >> 8) };

		copy_in(r, hdr, HDR);
		copy_in(r, payload + (i & 0xff), len[i]);
		added++;
	}
	*next = i;
	return added;
}

static inline WRAPPING_FN hash_t fold(hash_t h, len_t len, const byte_t *p)
{
	return (h ^ (hash_t)len ^ (hash_t)p[0] << 16 ^ (hash_t)p[len - 1] << 24) * 0x100000001b3u;
}

/* Takes out every record there is; returns false if one is corrupt. */
KERNEL bool consume(struct ring *r, byte_t *buf, hash_t *sum, len_t *taken)
{
	hash_t h = *sum;

	while (ring_used(r) >= HDR) {
		byte_t hdr[HDR];

		copy_out(r, hdr, HDR);
		len_t len = hdr[0] | hdr[1] << 8;

		if (len == 0 || len > ring_used(r) || len > MAXREC)
			return false;
		copy_out(r, buf, len);
		h = fold(h, len, buf);
		*taken += 1;
	}
	*sum = h;
	return true;
}

static uint64_t kernel_run(unsigned long reps)
{
	static struct ring r;
	len_t *len = bench_alloc(NREC * sizeof(*len));
	byte_t *payload = bench_alloc(256 + MAXREC);
	byte_t buf[MAXREC];
	uint64_t seed = 12, sum = 0;

	for (size_t i = 0; i < NREC; i++)
		len[i] = 1 + bench_rand(&seed) % MAXREC;
	for (size_t i = 0; i < 256 + MAXREC; i++)
		payload[i] = (uint8_t)bench_rand(&seed);
	/* Start near the top, so the counters wrap in the first round. */
	r.head = r.tail = 0xffffffffu - 5000;
	for (unsigned long k = 0; k < reps; k++) {
		hash_t h = k;
		len_t next = 0, taken = 0;

		payload[k % 256] = (uint8_t)k;
		while (next < NREC) {
			produce(&r, payload, len, NREC, &next);
			if (!consume(&r, buf, &h, &taken))
				return 0;
		}
		sum = bench_mix(sum, h ^ (uint64_t)taken << 32 ^ r.head);
	}
	free(payload);
	free(len);
	return sum;
}
