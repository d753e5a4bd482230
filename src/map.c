/*
 * map.c - string keys to values, by hash. obt-report looks every site and
 * every log line up by a key made of its place: a lookup builds the key
 * in a scratch buffer and copies it only when it is new, so a log of
 * millions of lines costs memory per site, not per line. obtcc finds the
 * site of a check's place with it (rewrite.c).
 */
#include "obtcc.h"

#include <string.h>

struct MapEntry {
	const char *key;
	size_t len;
	unsigned hash;
	void *value;
	MapEntry *next;
};

static unsigned hash_of(const char *key, size_t len)
{
	unsigned h = 2166136261u;
	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)key[i]) * 16777619u;
	return h;
}

/* Twice the buckets once there are two entries a bucket: chains stay short. */
static void grow(Map *m)
{
	int n = m->nbuckets ? m->nbuckets * 2 : 1024;
	MapEntry **buckets = alloc(n * sizeof *buckets);
	for (int i = 0; i < m->nbuckets; i++) {
		for (MapEntry *e = m->buckets[i], *next; e; e = next) {
			next = e->next;
			e->next = buckets[e->hash % n];
			buckets[e->hash % n] = e;
		}
	}
	m->buckets = buckets;
	m->nbuckets = n;
}

static MapEntry *find(const Map *m, const char *key, size_t len, unsigned h)
{
	if (!m->nbuckets)
		return NULL;
	for (MapEntry *e = m->buckets[h % m->nbuckets]; e; e = e->next)
		if (e->hash == h && e->len == len && !memcmp(e->key, key, len))
			return e;
	return NULL;
}

void *map_get(const Map *m, const char *key, size_t len)
{
	MapEntry *e = find(m, key, len, hash_of(key, len));
	return e ? e->value : NULL;
}

void **map_slot(Map *m, const char *key, size_t len)
{
	unsigned h = hash_of(key, len);
	MapEntry *e = find(m, key, len, h);
	if (e)
		return &e->value;
	if (m->len >= 2 * m->nbuckets)
		grow(m);
	e = alloc(sizeof *e);
	e->key = str_ndup(key, len);
	e->len = len;
	e->hash = h;
	e->next = m->buckets[h % m->nbuckets];
	m->buckets[h % m->nbuckets] = e;
	m->len++;
	return &e->value;
}
