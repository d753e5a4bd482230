/*
 * blur - a 3x1 box blur's row pass over an 8-bit image, as image and
 * video code writes it: a row offset y * w, and neighbours at
 * row + x - 1, row + x, row + x + 1 for x in [1, w - 1). The offsets are
 * sizes; the pixels are data.
 */
#define KERNEL_NAME	"blur"
#define SIZE_NORMAL	40
#define SIZE_SMALL	1
#include "bench.h"

typedef SIZE(size_t) len_t;
typedef VAL(unsigned int) pixel_sum_t;

#define W	1024
#define H	512

KERNEL uint64_t blur_rows(const uint8_t *img, uint8_t *out, len_t w, len_t h)
{
	uint64_t total = 0;

	for (len_t y = 0; y < h; y++) {
		len_t row = y * w;

		for (len_t x = 1; x < w - 1; x++) {
			pixel_sum_t v = img[row + x - 1] + img[row + x] + img[row + x + 1];

			out[row + x] = (uint8_t)(v / 3);
			total += v;
		}
	}
	return total;
}

static uint64_t kernel_run(unsigned long reps)
{
	uint8_t *img = bench_alloc(W * H), *out = bench_alloc(W * H);
	uint64_t seed = 11, sum = 0;

	for (size_t i = 0; i < W * H; i++)
		img[i] = (uint8_t)bench_rand(&seed);
	for (unsigned long r = 0; r < reps; r++) {
		img[r % (W * H)] = (uint8_t)r;
		sum = bench_mix(sum, blur_rows(img, out, W, H));
		sum = bench_mix(sum, out[(r * 4099) % (W * H)]);
	}
	free(out);
	free(img);
	return sum;
}
