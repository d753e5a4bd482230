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

/* ---- pointers to values ------------------------------------------------- *
 *
 * The proofs look up what they know of a variable, a node or a function
 * by its address, once per read or check: open addressing, sized to what
 * the map holds (a unit of fifty thousand small functions makes as many
 * small maps). */

static size_t slot_of(const void *key, int cap)
{
	uint64_t h = (uint64_t)(uintptr_t)key * 0x9e3779b97f4a7c15u;
	return (size_t)(h ^ h >> 29) & (size_t)(cap - 1);
}

void *ptr_map_get(const PtrMap *m, const void *key)
{
	if (!m->cap)
		return NULL;
	for (size_t i = slot_of(key, m->cap);; i = (i + 1) & (size_t)(m->cap - 1)) {
		if (m->keys[i] == key)
			return m->values[i];
		if (!m->keys[i])
			return NULL;
	}
}

void **ptr_map_slot(PtrMap *m, const void *key)
{
	if (2 * (m->len + 1) > m->cap) {
		int cap = m->cap ? 2 * m->cap : 8;
		PtrMap bigger = {alloc(cap * sizeof(void *)), alloc(cap * sizeof(void *)), 0, cap};
		for (int i = 0; i < m->cap; i++)
			if (m->keys[i])
				*ptr_map_slot(&bigger, m->keys[i]) = m->values[i];
		*m = bigger;
	}
	size_t i = slot_of(key, m->cap);
	while (m->keys[i] && m->keys[i] != key)
		i = (i + 1) & (size_t)(m->cap - 1);
	if (!m->keys[i]) {
		m->keys[i] = key;
		m->len++;
	}
	return &m->values[i];
}
