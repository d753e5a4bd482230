/*
 * sites.c - site reports (obtcc -fobt-report=FILE, JSON Lines) read into
 * Site records. A line that is not a JSON object with at least a file,
 * line, column, operation and check is an error naming the line: a report
 * cut short by a full disk must not pass for a smaller program.
 */
#include "report.h"

#include <errno.h>
#include <string.h>

typedef struct {
	const char *path;
	int line;
} Where;

static __attribute__((noreturn)) void bad_line(Where *w, const char *why)
{
	fatal("%s:%d: not a site report line: %s", w->path, w->line, why);
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

/* A file name field, cleaned (clean_path) in the record and in the line
 * merge writes back. */
static const char *path_field(Where *w, Json *obj, const char *key, bool required)
{
	const char *path = string_field(w, obj, key, required);
	if (!path)
		return NULL;
	Json *v = json_get(obj, key);
	v->string = clean_path(path);
	return v->string;
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

static SiteDecl *read_decl(Where *w, const Json *obj)
{
	Json *d = json_get(obj, "decl");
	if (!d || d->kind == JSON_NULL)
		return NULL;
	if (d->kind != JSON_OBJECT)
		bad_line(w, "'decl' is not an object");
	SiteDecl *sd = alloc(sizeof *sd);
	sd->name = string_field(w, d, "name", true);
	sd->kind = string_field(w, d, "kind", false);
	sd->file = path_field(w, d, "file", true);
	sd->written = string_field(w, d, "written", false);
	sd->elsewhere = string_field(w, d, "elsewhere", false);
	sd->line = int_field(w, d, "line", true);
	sd->column = int_field(w, d, "column", true);
	sd->insert_line = int_field(w, d, "insert_line", true);
	sd->insert_column = int_field(w, d, "insert_column", true);
	sd->declarators = int_field(w, d, "declarators", false);
	return sd;
}

static Site *read_site(Where *w, const char *text)
{
	const char *why;
	Json *obj = json_parse(text, &why);
	if (!obj)
		bad_line(w, str_fmt("malformed JSON (%s)", why));
	if (obj->kind != JSON_OBJECT)
		bad_line(w, "not a JSON object");
	Site *s = alloc(sizeof *s);
	s->json = obj;
	s->unit = path_field(w, obj, "unit", false);
	s->file = path_field(w, obj, "file", true);
	s->line = int_field(w, obj, "line", true);
	s->column = int_field(w, obj, "column", true);
	s->operation = string_field(w, obj, "operation", true);
	s->check = string_field(w, obj, "check", true);
	s->type = string_field(w, obj, "type", false);
	s->function = string_field(w, obj, "function", false);
	s->why = string_field(w, obj, "why", false);
	s->removed = bool_field(obj, "removed");
	s->loop_step = bool_field(obj, "loop_step");
	s->versioned = bool_field(obj, "versioned");
	s->decl = read_decl(w, obj);
	Json *uses = json_get(obj, "uses");
	for (int i = 0; uses && uses->kind == JSON_ARRAY && i < uses->items.len; i++) {
		Json *u = uses->items.data[i];
		if (u->kind != JSON_STRING)
			bad_line(w, "'uses' holds something other than a string");
		vec_push(&s->uses, (void *)u->string);
	}
	return s;
}

void read_site_report(const char *path, Vec *out)
{
	size_t len;
	char *text = read_file(path, &len);
	if (!text)
		fatal("cannot read the site report %s: %s", path, strerror(errno));
	if (memchr(text, '\0', len))
		fatal("%s: not a site report (it holds a NUL byte)", path);
	Where w = {path, 0};
	for (char *line = text; *line;) {
		char *end = strchr(line, '\n');
		if (end)
			*end = '\0';
		w.line++;
		if (line[strspn(line, " \t\r")])
			vec_push(out, read_site(&w, line));
		line = end ? end + 1 : line + strlen(line);
	}
}

bool has_use(const Site *s, const char *use)
{
	for (int i = 0; i < s->uses.len; i++)
		if (strcmp(s->uses.data[i], use) == 0)
			return true;
	return false;
}
