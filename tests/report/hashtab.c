/*
 * A small program for obt-report's tests (tests/report/run) and the worked
 * example in docs/report.md: a hash that wraps on purpose, sizes that must
 * not wrap, loop counters that cannot, a declaration with two declarators,
 * and a block loop whose checks obtcc's loop proof removes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned hash(const char *s)
{
	unsigned h = 2166136261u;
	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

static char *repeat(const char *word, int times)
{
	int len = strlen(word);
	int total = times * len + 1, spare = 0;
	int used = 0;
	char *out = malloc(total + spare);
	if (!out)
		return NULL;
	for (int i = 0; i < times; i++) {
		memcpy(out + used, word, len);
		used += len;
	}
	out[used] = '\0';
	return out;
}

static long blocks(long n)
{
	long i = 0, count = 0;
	for (; n - i >= 16; i += 16)
		count++;
	return count;
}

int main(int argc, char **argv)
{
	const char *word = argc > 1 ? argv[1] : "obt";
	int times = argc > 2 ? atoi(argv[2]) : 3;
	char *text = repeat(word, times);
	if (!text)
		return 1;
	printf("%08x %ld %s\n", hash(text), blocks(strlen(text)), text);
	free(text);
	return 0;
}
