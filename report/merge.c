/*
 * merge.c - obt-report merge [--source-root DIR] REPORT...: one site
 * report on stdout, each site once (sites.c says when two lines are one
 * site).
 *
 * Each line is the first line of its site, with what the others add:
 * "units", the distinct units it came from in the order first seen
 * ("unit" is the first), "spellings", the ways they spell its file (which
 * is what a log line names it by), "uses", and "removed" and "versioned"
 * only if every unit's were. Every file and unit is named relative to the
 * source root, which "dir" holds, so a merged report merges again, and
 * gives the same names from wherever it is read.
 */
#include "report.h"

#include <stdio.h>
#include <string.h>

static Json *string_json(const char *s)
{
	Json *j = json_new(s ? JSON_STRING : JSON_NULL);
	j->string = s;
	return j;
}

static Json *string_array(const Vec *strings)
{
	Json *a = json_new(JSON_ARRAY);
	for (int i = 0; i < strings->len; i++)
		vec_push(&a->items, string_json(strings->data[i]));
	return a;
}

static Json *bool_json(bool value)
{
	Json *j = json_new(JSON_BOOL);
	j->boolean = value;
	return j;
}

/* The site's first line, brought up to what all its lines say. */
static Json *merged_line(const Site *s, const char *root)
{
	Json *j = s->json;
	json_set(j, "unit", string_json(s->units.len ? s->units.data[0] : NULL));
	json_set(j, "dir", string_json(root));
	json_set(j, "file", string_json(s->file));
	json_set(j, "removed", bool_json(s->removed));
	json_set(j, "why", string_json(s->why));
	json_set(j, "versioned", bool_json(s->versioned));
	json_set(j, "uses", string_array(&s->uses));
	json_set(j, "units", string_array(&s->units));
	json_set(j, "spellings", string_array(&s->spellings));
	json_set(j, "also", places_json(&s->also));
	if (s->decl)
		write_decl_places(json_get(j, "decl"), s->decl);
	return j;
}

/* {"dir": ROOT, "address_taken": {...}} */
static void write_taken(Buf *out, const DeclPlace *p, const char *root)
{
	Json *j = json_new(JSON_OBJECT);
	json_set(j, "dir", string_json(root));
	json_set(j, "address_taken", place_json(p));
	json_write(out, j);
	buf_str(out, "\n");
}

int merge_main(int argc, char **argv)
{
	Options o;
	parse_options("merge", argc, argv, OPT_SOURCE_ROOT, &o);
	if (!o.files.len)
		usage_error("merge needs at least one site report");
	Vec sites = {0}, taken = {0};
	read_site_reports((char **)o.files.data, o.files.len, &sites, &taken);
	const char *root = source_root();
	Buf out = {0};
	for (int i = 0; i < taken.len; i++)
		write_taken(&out, taken.data[i], root);
	for (int i = 0; i < sites.len; i++) {
		json_write(&out, merged_line(sites.data[i], root));
		buf_str(&out, "\n");
		if (out.len > (1 << 20) || i + 1 == sites.len) {
			if (fwrite(out.data, 1, out.len, stdout) != out.len)
				fatal("cannot write the merged report");
			out.len = 0;
		}
	}
	if (fflush(stdout) != 0)
		fatal("cannot write the merged report");
	return 0;
}
