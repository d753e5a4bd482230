/*
 * sites.c - site reports (obtcc -fobt-report=FILE, JSON Lines) read into
 * Site records, each site once. A line that is not a JSON object with at
 * least a file, line, column, operation and check is an error naming the
 * line: a report cut short by a full disk must not pass for a smaller
 * program.
 *
 * A site is its file's name (paths.c), line, column, operation, check,
 * type and source type: a header's site compiled into many units, or a
 * unit compiled by two builds, is one Site that knows every unit and every
 * spelling of its file. It counts as removed only if every unit's proof
 * removed it, as versioned only if every unit's copy of its loop runs
 * without it, and its uses are all the units' uses. Reports are read a
 * line at a time, and a line that repeats a site takes no memory.
 */
#include "report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	const char *path;
	long line;
	const char *dir;	/* the line's "dir": where its unit was compiled */
} Where;

static __attribute__((noreturn)) void bad_line(Where *w, const char *why)
{
	fatal("%s:%ld: not a site report line: %s", w->path, w->line, why);
}

static const char *string_field(Where *w, const Json *obj, const char *key, bool required)
{
	Json *v = json_get(obj, key);
	if (v && v->kind == JSON_STRING)
		return v->string;
	if (required || (v && v->kind != JSON_NULL))
		bad_line(w, str_fmt("'%s' is not a string", key));
	return NULL;
}

static int int_field(Where *w, const Json *obj, const char *key, bool required)
{
	Json *v = json_get(obj, key);
	if (v && v->kind == JSON_NUMBER && v->number >= 0 && v->number < 1e9)
		return (int)v->number;
	if (required || v)
		bad_line(w, str_fmt("'%s' is not a line or column number", key));
	return 0;
}

static bool bool_field(const Json *obj, const char *key)
{
	Json *v = json_get(obj, key);
	return v && v->kind == JSON_BOOL && v->boolean;
}

/* The array of strings at key (absent: none), each checked. */
static const Vec *strings_field(Where *w, const Json *obj, const char *key)
{
	static const Vec none;
	Json *v = json_get(obj, key);
	if (!v || v->kind == JSON_NULL)
		return &none;
	if (v->kind != JSON_ARRAY)
		bad_line(w, str_fmt("'%s' is not an array", key));
	for (int i = 0; i < v->items.len; i++)
		if (((Json *)v->items.data[i])->kind != JSON_STRING)
			bad_line(w, str_fmt("'%s' holds something other than a string", key));
	return &v->items;
}

/* The name of the file an object spells at key, whose real path the
 * compile saw is its "path". */
static const char *name_field(Where *w, const Json *obj, const char *key)
{
	const char *spelling = string_field(w, obj, key, true);
	return file_name(spelling, w->dir, string_field(w, obj, "path", false));
}

/* "FILE:LINE" with FILE named as the others are. */
static const char *place_name(Where *w, const char *place)
{
	const char *colon = strrchr(place, ':');
	if (!colon)
		return place;
	const char *file = str_ndup(place, colon - place);
	return str_fmt("%s%s", file_name(file, w->dir, NULL), colon);
}

static SiteDecl *read_decl(Where *w, const Json *obj, SiteDecl *sd)
{
	Json *d = json_get(obj, "decl");
	if (!d || d->kind == JSON_NULL)
		return NULL;
	if (d->kind != JSON_OBJECT)
		bad_line(w, "'decl' is not an object");
	sd->name = string_field(w, d, "name", true);
	sd->kind = string_field(w, d, "kind", false);
	sd->file = name_field(w, d, "file");
	sd->written = string_field(w, d, "written", false);
	sd->elsewhere = string_field(w, d, "elsewhere", false);
	sd->line = int_field(w, d, "line", true);
	sd->column = int_field(w, d, "column", true);
	sd->insert_line = int_field(w, d, "insert_line", true);
	sd->insert_column = int_field(w, d, "insert_column", true);
	sd->declarators = int_field(w, d, "declarators", false);
	return sd;
}

/* The fields of a line; its strings stay those of obj. */
static void read_site(Where *w, const Json *obj, Site *s, SiteDecl *d)
{
	w->dir = string_field(w, obj, "dir", false);
	s->json = (Json *)obj;
	s->file = name_field(w, obj, "file");
	s->line = int_field(w, obj, "line", true);
	s->column = int_field(w, obj, "column", true);
	s->operation = string_field(w, obj, "operation", true);
	s->check = string_field(w, obj, "check", true);
	s->type = string_field(w, obj, "type", false);
	s->from = string_field(w, obj, "from", false);
	s->function = string_field(w, obj, "function", false);
	s->why = string_field(w, obj, "why", false);
	s->removed = bool_field(obj, "removed");
	s->loop_step = bool_field(obj, "loop_step");
	s->versioned = bool_field(obj, "versioned");
	s->decl = read_decl(w, obj, d);
	string_field(w, obj, "unit", false);
	strings_field(w, obj, "uses");
	strings_field(w, obj, "units");
	strings_field(w, obj, "spellings");
}

static bool vec_has_string(const Vec *v, const char *s)
{
	for (int i = 0; i < v->len; i++)
		if (!strcmp(v->data[i], s))
			return true;
	return false;
}

/* One copy of each string: spellings and uses repeat on every line. */
static const char *copy(const char *s)
{
	static Map copies;
	void **slot = map_slot(&copies, s, strlen(s));
	if (!*slot)
		*slot = str_ndup(s, strlen(s));
	return *slot;
}

/* Adds the strings, as keep makes them for good, that are not yet in *into. */
static void add_strings(Vec *into, const Vec *strings, const char *(*keep)(const char *))
{
	for (int i = 0; i < strings->len; i++) {
		const char *s = keep(((Json *)strings->data[i])->string);
		if (!vec_has_string(into, s))
			vec_push(into, (void *)s);
	}
}

/* Units are named as files are (a merged report's are so already, and its
 * "dir" is the root they are relative to). */
static Where *unit_where;
static const char *unit_name(const char *unit)
{
	return file_name(unit, unit_where->dir, NULL);
}

/* What a line adds to its site: units, spellings (told to paths.c, so
 * that the logs' are understood), uses, and the proofs it lacks. */
static void fold(Where *w, Site *into, const Site *line)
{
	const Json *obj = line->json;
	Json *unit = json_get(obj, "unit");
	const Vec *units = strings_field(w, obj, "units");
	unit_where = w;
	if (units->len)
		add_strings(&into->units, units, unit_name);
	else if (unit && unit->kind == JSON_STRING)
		add_strings(&into->units, &(Vec){(void **)&unit, 1, 1}, unit_name);
	Json *file = json_get(obj, "file");
	const Vec *spellings = strings_field(w, obj, "spellings");
	add_strings(&into->spellings, spellings->len ? spellings : &(Vec){(void **)&file, 1, 1},
		    copy);
	for (int i = 0; i < into->spellings.len; i++)
		learn_spelling(into->spellings.data[i], into->line, into->column, into->file);
	add_strings(&into->uses, strings_field(w, obj, "uses"), copy);
	if (into->removed && !line->removed) {
		into->removed = false;
		into->why = NULL;
	}
	into->versioned &= line->versioned;
}

static void site_key(Buf *b, const Site *s)
{
	b->len = 0;
	buf_fmt(b, "%s\n%d\n%d\n%s\n%s\n%s\n%s", s->file, s->line, s->column, s->operation,
		s->check, s->type ? s->type : "", s->from ? s->from : "");
}

/* A site seen first: kept, with its decl's "elsewhere" named. */
static Site *keep_site(Where *w, const Json *obj)
{
	Site *s = alloc(sizeof *s);
	read_site(w, json_keep(obj), s, alloc(sizeof(SiteDecl)));
	if (s->decl && s->decl->elsewhere)
		s->decl->elsewhere = place_name(w, s->decl->elsewhere);
	return s;
}

static void read_report(const char *path, Map *seen, Vec *out)
{
	FILE *fp = fopen(path, "r");
	if (!fp)
		fatal("cannot read the site report %s: %s", path, strerror(errno));
	Where w = {path, 0, NULL};
	char *text = NULL;
	size_t cap = 0;
	Buf key = {0};
	ssize_t len;
	while ((len = getline(&text, &cap, fp)) >= 0) {
		w.line++;
		if ((size_t)len != strlen(text))
			fatal("%s: not a site report (it holds a NUL byte)", path);
		if (!text[strspn(text, " \t\r\n")])
			continue;
		const char *why;
		Json *obj = json_parse(text, &why);
		if (!obj)
			bad_line(&w, str_fmt("malformed JSON (%s)", why));
		if (obj->kind != JSON_OBJECT)
			bad_line(&w, "not a JSON object");
		Site line;
		SiteDecl decl;
		read_site(&w, obj, &line, &decl);
		site_key(&key, &line);
		void **slot = map_slot(seen, key.data, key.len);
		if (!*slot) {
			*slot = keep_site(&w, obj);
			vec_push(out, *slot);
		}
		fold(&w, *slot, &line);
	}
	free(text);
	free(key.data);
	fclose(fp);
}

void read_site_reports(char **paths, int npaths, Vec *out)
{
	Map seen = {0};
	for (int i = 0; i < npaths; i++)
		read_report(paths[i], &seen, out);
}

bool has_use(const Site *s, const char *use)
{
	for (int i = 0; i < s->uses.len; i++)
		if (strcmp(s->uses.data[i], use) == 0)
			return true;
	return false;
}
