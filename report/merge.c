/*
 * merge.c - obt-report merge REPORT...: one site report on stdout, each
 * site once.
 *
 * A site is its place and its check: file, line, column, operation,
 * check, type and source type. A header's site compiled into many units
 * (or a unit compiled by two builds) is one line, with "units": the
 * distinct units it came from, in the order first seen ("unit" keeps the
 * first). It counts as removed only if every unit's proof removed it, and
 * its uses are all the units' uses. Reports already merged merge again.
 */
#include "report.h"

#include <stdio.h>
#include <string.h>

typedef struct Merged Merged;
struct Merged {
	const char *key;
	Site *site;		/* the first seen: its line is the one written */
	Vec units;		/* const char * */
	Merged *next;		/* hash chain */
};

#define MERGE_BUCKETS (1 << 16)

static const char *site_key(const Site *s)
{
	Json *from = json_get(s->json, "from");
	return str_fmt("%s\n%d\n%d\n%s\n%s\n%s\n%s", s->file, s->line, s->column, s->operation,
		       s->check, s->type ? s->type : "",
		       from && from->kind == JSON_STRING ? from->string : "");
}

static unsigned hash_key(const char *s)
{
	unsigned h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void add_unit(Merged *m, const char *unit)
{
	for (int i = 0; i < m->units.len; i++)
		if (strcmp(m->units.data[i], unit) == 0)
			return;
	vec_push(&m->units, (void *)unit);
}

/* The units a line stands for: its "units" if merged before, else its "unit". */
static void add_units_of(Merged *m, const Site *s)
{
	Json *units = json_get(s->json, "units");
	if (units && units->kind == JSON_ARRAY) {
		for (int i = 0; i < units->items.len; i++) {
			Json *u = units->items.data[i];
			if (u->kind == JSON_STRING)
				add_unit(m, u->string);
		}
	} else if (s->unit) {
		add_unit(m, s->unit);
	}
}

/* Folds a later copy of the site into the first. */
static void fold(Merged *m, Site *later)
{
	Site *first = m->site;
	if (first->removed && !later->removed) {
		first->removed = false;
		json_set(first->json, "removed", json_new(JSON_BOOL));
		json_set(first->json, "why", json_new(JSON_NULL));
	}
	if (first->versioned && !later->versioned) {
		first->versioned = false;
		json_set(first->json, "versioned", json_new(JSON_BOOL));
	}
	for (int i = 0; i < later->uses.len; i++)
		if (!has_use(first, later->uses.data[i]))
			vec_push(&first->uses, later->uses.data[i]);
	add_units_of(m, later);
}

static Json *string_array(const Vec *strings)
{
	Json *a = json_new(JSON_ARRAY);
	for (int i = 0; i < strings->len; i++) {
		Json *s = json_new(JSON_STRING);
		s->string = strings->data[i];
		vec_push(&a->items, s);
	}
	return a;
}

int merge_main(int argc, char **argv)
{
	Options o;
	parse_options("merge", argc, argv, 0, &o);
	if (!o.files.len)
		usage_error("merge needs at least one site report");
	Vec sites = {0}, merged = {0};
	for (int i = 0; i < o.files.len; i++)
		read_site_report(o.files.data[i], &sites);
	Merged **table = alloc(MERGE_BUCKETS * sizeof *table);
	for (int i = 0; i < sites.len; i++) {
		Site *s = sites.data[i];
		const char *key = site_key(s);
		Merged **slot = &table[hash_key(key) % MERGE_BUCKETS];
		Merged *m = *slot;
		while (m && strcmp(m->key, key) != 0)
			m = m->next;
		if (m) {
			fold(m, s);
			continue;
		}
		m = alloc(sizeof *m);
		m->key = key;
		m->site = s;
		m->next = *slot;
		*slot = m;
		add_units_of(m, s);
		vec_push(&merged, m);
	}
	Buf out = {0};
	for (int i = 0; i < merged.len; i++) {
		Merged *m = merged.data[i];
		json_set(m->site->json, "uses", string_array(&m->site->uses));
		json_set(m->site->json, "units", string_array(&m->units));
		json_write(&out, m->site->json);
		buf_str(&out, "\n");
	}
	if ((out.len && fwrite(out.data, 1, out.len, stdout) != out.len) || fflush(stdout) != 0)
		fatal("cannot write the merged report");
	return 0;
}
