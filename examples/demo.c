/*
 * demo.c - what obtcc does with overflow behavior types.
 *
 *   make demo     (or: build/obtcc gcc -O2 -Iinclude examples/demo.c)
 *
 * A trapping size computation that recovers through a handler label, a
 * hash that wraps on purpose, a brightness that saturates, and finally an
 * overflow nobody planned for: the program stops with a report.
 */
#include <obt.h>
#include <stdio.h>
#include <stdlib.h>

/* Sizes are trapping: an overflow jumps to too_big instead of allocating
 * a short buffer. */
__overflow_label(too_big)
static void *alloc_table(size_t __ob_trap count, size_t __ob_trap each)
{
	size_t __ob_trap bytes = count * each + 16;

	printf("  %zu records of %zu bytes: %zu bytes\n", (size_t)count, (size_t)each,
	       (size_t)bytes);
	return malloc(bytes);
too_big:
	printf("  %zu records of %zu bytes: refused, the size overflows\n",
	       (size_t)count, (size_t)each);
	return NULL;
}

/* FNV-1a: the multiplication is meant to wrap. */
static u32w fnv1a(const char *s)
{
	u32w h = 2166136261u;

	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);

	puts("a trapping size with a handler label:");
	free(alloc_table(1000, 24));
	free(alloc_table((size_t)1 << 62, 24));

	printf("a wrapping hash: fnv1a(\"obt\") = %#x\n", (unsigned)fnv1a("obt"));

	u8s brightness = 200;
	for (int i = 0; i < 3; i++)
		brightness += 40;
	printf("a saturating brightness: 200 + 3 * 40 = %d\n", brightness);

	puts("an overflow nobody planned for:");
	int __ob_trap counter = 2147483600 + argc;
	for (int i = 0; i < 100; i++)
		counter += (int)(argv[0][0] != 0);
	printf("  not reached: %d\n", counter);
	return 0;
}
