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

/* One copy of each string: spellings and uses repeat on every line. */
static const char *copy(const char *s)
{
	static Map copies;
	void **slot = map_slot(&copies, s, strlen(s));
	if (!*slot)
		*slot = str_ndup(s, strlen(s));
	return *slot;
}

const char *place_key(const DeclPlace *p)
{
	return str_fmt("%s:%d:%d", p->file, p->line, p->column);
}

/* A place object: the file, where the name is, and where a keyword goes
 * (absent: nowhere). */
static void read_place(Where *w, const Json *obj, DeclPlace *p)
{
	if (!obj || obj->kind != JSON_OBJECT)
		bad_line(w, "a declaration's place is not an object");
	p->file = name_field(w, obj, "file");
	p->line = int_field(w, obj, "line", true);
	p->column = int_field(w, obj, "column", true);
	p->insert_line = int_field(w, obj, "insert_line", false);
	p->insert_column = int_field(w, obj, "insert_column", false);
	const char *text = string_field(w, obj, "insert_text", false);
	p->insert_text = text ? copy(text) : NULL;
	p->declarators = int_field(w, obj, "declarators", false);
	p->others = int_field(w, obj, "others", false);
}

/* Adds the places of the array at key that *into does not have. */
static void read_places(Where *w, const Json *obj, const char *key, Vec *into)
{
	Json *a = json_get(obj, key);
	if (!a || a->kind == JSON_NULL)
		return;
	if (a->kind != JSON_ARRAY)
		bad_line(w, str_fmt("'%s' is not an array", key));
	for (int i = 0; i < a->items.len; i++) {
		DeclPlace p;
		read_place(w, a->items.data[i], &p);
		bool known = false;
		for (int j = 0; j < into->len && !known; j++) {
			DeclPlace *q = into->data[j];
			known = q->line == p.line && q->column == p.column && q->file == p.file;
		}
		if (!known) {
			DeclPlace *keep = alloc(sizeof *keep);
			*keep = p;
			vec_push(into, keep);
		}
	}
}

static int read_meets(Where *w, const Json *d)
{
	static const char *const names[] = {"wrap", "trap", "sat"};
	int meets = 0;
	const Vec *v = strings_field(w, d, "meets");
	for (int i = 0; i < v->len; i++)
		for (int k = 0; k < 3; k++)
			if (!strcmp(((Json *)v->data[i])->string, names[k]))
				meets |= 1 << k;
	return meets;
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
	sd->written = string_field(w, d, "written", false);
	read_place(w, d, &sd->at);
	sd->meets = read_meets(w, d);
	sd->escapes = bool_field(d, "escapes");
	return sd;
}

/* What the kept declaration of a site learns from each of its lines. */
static void fold_decl(Where *w, const Json *obj, SiteDecl *into, const SiteDecl *line)
{
	Json *d = json_get(obj, "decl");
	Json *fn = json_get(d, "function");
	if (!into->function && fn && fn->kind != JSON_NULL) {
		into->function = alloc(sizeof *into->function);
		read_place(w, fn, into->function);
	}
	read_places(w, d, "places", &into->places);
	read_places(w, d, "joins", &into->joins);
	into->meets |= line->meets;
	into->escapes |= line->escapes;
}

/* The fields of a line; its strings stay those of obj. */
static void read_site(Where *w, const Json *obj, Site *s, SiteDecl *d)
{
	w->dir = string_field(w, obj, "dir", false);
	s->json = (Json *)obj;
	s->file = name_field(w, obj, "file");
	s->line = int_field(w, obj, "line", true);
	s->column = int_field(w, obj, "column", true);
	s->macro_column = int_field(w, obj, "macro_column", false);
	s->operation = string_field(w, obj, "operation", true);
	s->check = string_field(w, obj, "check", true);
	s->type = string_field(w, obj, "type", false);
	s->from = string_field(w, obj, "from", false);
	s->function = string_field(w, obj, "function", false);
	s->why = string_field(w, obj, "why", false);
	s->removed = bool_field(obj, "removed");
	s->loop_step = bool_field(obj, "loop_step");
	s->versioned = bool_field(obj, "versioned");
	s->unchecked = bool_field(obj, "unchecked");
	s->stored = bool_field(obj, "stored");
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
	read_places(w, obj, "also", &into->also);
	if (into->decl && line->decl)
		fold_decl(w, obj, into->decl, line->decl);
}

static void site_key(Buf *b, const Site *s)
{
	b->len = 0;
	buf_fmt(b, "%s\n%d\n%d\n%s\n%s\n%s\n%s", s->file, s->line, s->column, s->operation,
		s->check, s->type ? s->type : "", s->from ? s->from : "");
}

/* A site seen first: kept. */
static Site *keep_site(Where *w, const Json *obj)
{
	Site *s = alloc(sizeof *s);
	read_site(w, json_keep(obj), s, alloc(sizeof(SiteDecl)));
	return s;
}

/* A line that names a function whose address its unit takes. */
static bool read_taken(Where *w, const Json *obj, Vec *taken)
{
	Json *at = json_get(obj, "address_taken");
	if (!at)
		return false;
	w->dir = string_field(w, obj, "dir", false);
	DeclPlace *p = alloc(sizeof *p);
	read_place(w, at, p);
	for (int i = 0; i < taken->len; i++)
		if (!strcmp(place_key(taken->data[i]), place_key(p)))
			return true;
	vec_push(taken, p);
	return true;
}

static void read_report(const char *path, Map *seen, Vec *out, Vec *taken)
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
		if (read_taken(&w, obj, taken))
			continue;
		Site line;
		SiteDecl decl = {0};
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

void read_site_reports(char **paths, int npaths, Vec *out, Vec *taken)
{
	Map seen = {0};
	Vec ignored = {0};
	for (int i = 0; i < npaths; i++)
		read_report(paths[i], &seen, out, taken ? taken : &ignored);
}

/* ---- as a merged report writes them ----------------------------------- */

static Json *int_json(int v)
{
	Json *j = json_new(JSON_NUMBER);
	j->number = v;
	return j;
}

/* Named below the root, as the rest of a merged line: "dir" is the root. */
Json *place_json(const DeclPlace *p)
{
	Json *j = json_new(JSON_OBJECT), *file = json_new(JSON_STRING);
	file->string = p->file;
	json_set(j, "file", file);
	json_set(j, "line", int_json(p->line));
	json_set(j, "column", int_json(p->column));
	if (p->insert_text) {
		Json *text = json_new(JSON_STRING);
		text->string = p->insert_text;
		json_set(j, "insert_line", int_json(p->insert_line));
		json_set(j, "insert_column", int_json(p->insert_column));
		json_set(j, "insert_text", text);
		json_set(j, "declarators", int_json(p->declarators));
		json_set(j, "others", int_json(p->others));
	}
	return j;
}

Json *places_json(const Vec *places)
{
	Json *a = json_new(JSON_ARRAY);
	for (int i = 0; i < places->len; i++)
		vec_push(&a->items, place_json(places->data[i]));
	return a;
}

void write_decl_places(Json *decl, const SiteDecl *d)
{
	Json *file = json_new(JSON_STRING), *path = json_new(JSON_NULL);
	file->string = d->at.file;
	json_set(decl, "file", file);
	json_set(decl, "path", path);
	json_set(decl, "function", d->function ? place_json(d->function) : json_new(JSON_NULL));
	json_set(decl, "places", places_json(&d->places));
	json_set(decl, "joins", places_json(&d->joins));
	Json *escapes = json_new(JSON_BOOL);
	escapes->boolean = d->escapes;
	json_set(decl, "escapes", escapes);
	Json *meets = json_new(JSON_ARRAY);
	static const char *const names[] = {"wrap", "trap", "sat"};
	for (int k = 0; k < 3; k++) {
		if (d->meets & 1 << k) {
			Json *name = json_new(JSON_STRING);
			name->string = names[k];
			vec_push(&meets->items, name);
		}
	}
	json_set(decl, "meets", meets);
}

bool has_use(const Site *s, const char *use)
{
	for (int i = 0; i < s->uses.len; i++)
		if (strcmp(s->uses.data[i], use) == 0)
			return true;
	return false;
}
