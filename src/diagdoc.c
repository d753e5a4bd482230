/*
 * diagdoc.c - diagnostics as one document, for tools that read them:
 * gcc's -fdiagnostics-format=json (an array of diagnostics) and clang's
 * -fdiagnostics-format=sarif (a SARIF log).
 *
 * CC writes a document of its own for each step obtcc runs (preprocess,
 * compile), and obtcc has its own diagnostics in between. A reader wants
 * one document per unit, as from the plain compiler, so the driver keeps
 * what CC wrote, and this file writes one document holding all of it:
 * CC's diagnostics of the preprocess step, obtcc's, then CC's of the
 * compile, in CC's own schema. What CC wrote outside a document (a
 * driver's plain error, clang's "1 error generated.") is passed on as
 * text, as CC itself prints it.
 */
#include "obtcc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
	Loc loc;
	const char *kind, *message, *flag;
	Vec notes;		/* of a diagnostic: the notes after it */
} Diagnostic;

static Vec records;

void diag_record(Loc loc, const char *kind, const char *message, const char *flag)
{
	Diagnostic *r = alloc(sizeof *r);
	r->loc = loc;
	r->kind = kind;
	r->message = message;
	r->flag = flag;
	Diagnostic *last = records.len ? records.data[records.len - 1] : NULL;
	if (kind[0] == 'n' && last)
		vec_push(&last->notes, r);
	else
		vec_push(&records, r);
}

/* ---- gcc's JSON ------------------------------------------------------- */

static void json_point(Buf *b, Loc loc)
{
	int display = diag_column(loc);
	buf_str(b, "{\"file\": ");
	buf_json_string(b, loc.file);
	buf_fmt(b, ", \"line\": %d, \"display-column\": %d, \"byte-column\": %d, \"column\": %d}",
		loc.line, display, loc.col - 1 + diag_opts.column_origin,
		diag_opts.byte_columns ? loc.col - 1 + diag_opts.column_origin : display);
}

static void json_record(Buf *b, Diagnostic *r)
{
	buf_str(b, "{\"kind\": ");
	buf_json_string(b, r->kind);
	buf_str(b, ", \"locations\": [{\"caret\": ");
	json_point(b, r->loc);
	if (r->loc.len > 1) {
		Loc end = r->loc;
		end.col += end.len - 1;
		buf_str(b, ", \"finish\": ");
		json_point(b, end);
	}
	buf_fmt(b, "}], \"column-origin\": %d, ", diag_opts.column_origin);
	if (r->flag) {
		buf_str(b, "\"option\": ");
		buf_json_string(b, r->flag);
		buf_str(b, ", ");
	}
	buf_str(b, "\"escape-source\": false, \"children\": [");
	for (int i = 0; i < r->notes.len; i++) {
		if (i)
			buf_str(b, ", ");
		json_record(b, r->notes.data[i]);
	}
	buf_str(b, "], \"message\": ");
	buf_json_string(b, r->message);
	buf_str(b, "}");
}

/* ---- clang's SARIF ---------------------------------------------------- */

static const char *file_uri(const char *path)
{
	static char cwd[4096];
	Buf b = {0};
	buf_str(&b, "file://");
	if (path[0] != '/' && getcwd(cwd, sizeof cwd)) {
		buf_str(&b, cwd);
		buf_str(&b, "/");
	}
	for (const char *p = path; *p; p++) {
		if (strchr("%\"#? ", *p) || (unsigned char)*p < ' ')
			buf_fmt(&b, "%%%02X", (unsigned char)*p);
		else
			buf_add(&b, p, 1);
	}
	return b.data;
}

/* SARIF counts columns in Unicode code points (clang says so in its own
 * runs: "columnKind": "unicodeCodePoints"); obtcc's are bytes. */
static void sarif_location(Buf *b, Loc loc)
{
	buf_str(b, "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ");
	buf_json_string(b, file_uri(loc.file));
	buf_fmt(b, "}, \"region\": {\"startLine\": %d, \"startColumn\": %d", loc.line, loc.col);
	if (loc.len > 1)
		buf_fmt(b, ", \"endColumn\": %d", loc.col + loc.len);
	buf_str(b, "}}}");
}

static void sarif_result(Buf *b, Diagnostic *r)
{
	buf_str(b, "{\"level\": ");
	buf_json_string(b, r->kind);
	buf_str(b, ", \"message\": {\"text\": ");
	buf_json_string(b, r->message);
	buf_str(b, "}, \"locations\": [");
	sarif_location(b, r->loc);
	buf_str(b, "]");
	if (r->flag) {
		buf_str(b, ", \"ruleId\": ");
		buf_json_string(b, r->flag);
	}
	if (r->notes.len) {
		buf_str(b, ", \"relatedLocations\": [");
		for (int i = 0; i < r->notes.len; i++) {
			Diagnostic *n = r->notes.data[i];
			buf_str(b, i ? ", " : "");
			/* a relatedLocation is a location with a message */
			Buf loc = {0};
			sarif_location(&loc, n->loc);
			buf_add(b, loc.data, loc.len - 1);
			buf_str(b, ", \"message\": {\"text\": ");
			buf_json_string(b, n->message);
			buf_str(b, "}}");
		}
		buf_str(b, "]");
	}
	buf_str(b, "}");
}

static void sarif_run(Buf *b)
{
	buf_str(b, "{\"tool\": {\"driver\": {\"name\": \"obtcc\", \"version\": \"" OBTCC_VERSION
		"\"}}, \"columnKind\": \"unicodeCodePoints\", \"results\": [");
	for (int i = 0; i < records.len; i++) {
		buf_str(b, i ? ", " : "");
		sarif_result(b, records.data[i]);
	}
	buf_str(b, "]}");
}

/* ---- reading what CC wrote ------------------------------------------- */

static const char *skip_json_space(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	return p;
}

/* The end of the JSON value at p, or NULL if there is none. */
static const char *skip_value(const char *p)
{
	if (*p == '"') {
		for (p++; *p && *p != '"'; p++)
			if (*p == '\\' && p[1])
				p++;
		return *p ? p + 1 : NULL;
	}
	if (*p == '[' || *p == '{') {
		char close = *p == '[' ? ']' : '}';
		p = skip_json_space(p + 1);
		while (*p != close) {
			if (close == '}') {
				p = skip_value(p);
				if (!p || *(p = skip_json_space(p)) != ':')
					return NULL;
				p = skip_json_space(p + 1);
			}
			p = skip_value(p);
			if (!p)
				return NULL;
			p = skip_json_space(p);
			if (*p == ',')
				p = skip_json_space(p + 1);
			else if (*p != close)
				return NULL;
		}
		return p + 1;
	}
	const char *start = p;
	while (*p && strchr("abcdefghijklmnopqrstuvwxyz0123456789+-.E", *p))
		p++;
	return p > start ? p : NULL;
}

/* Appends the elements of the array at p to items, comma-separated. */
static void take_elements(const char *p, Buf *items)
{
	for (p = skip_json_space(p + 1); *p && *p != ']';) {
		const char *end = skip_value(p);
		if (items->len)
			buf_str(items, ", ");
		buf_add(items, p, end - p);
		p = skip_json_space(end);
		if (*p == ',')
			p = skip_json_space(p + 1);
	}
}

/* The "runs" of the SARIF log at p, appended to runs. */
static void take_runs(const char *p, Buf *runs)
{
	for (p = skip_json_space(p + 1); *p && *p != '}';) {
		const char *key_end = skip_value(p);
		const char *value = skip_json_space(skip_json_space(key_end) + 1);
		if (key_end - p == 6 && strncmp(p, "\"runs\"", 6) == 0)
			take_elements(value, runs);
		p = skip_json_space(skip_value(value));
		if (*p == ',')
			p = skip_json_space(p + 1);
	}
}

/* Splits what CC wrote into its documents' items (the diagnostics of a
 * JSON array, the runs of a SARIF log) and the rest, which goes to stderr
 * as it came. */
static void take_cc_output(const char *text, Buf *items)
{
	char open = diag_opts.format == DIAG_JSON ? '[' : '{';
	for (const char *p = text; p && *p;) {
		const char *end = *p == open ? skip_value(p) : NULL;
		if (end) {
			(open == '[' ? take_elements : take_runs)(p, items);
			p = end;
			if (*p == '\n')
				p++;
			continue;
		}
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
		fwrite(p, 1, len, stderr);
		p += len;
	}
}

void diag_print_document(const char *before, const char *after)
{
	Buf cc_before = {0}, cc_after = {0}, own = {0};
	take_cc_output(before ? before : "", &cc_before);
	take_cc_output(after ? after : "", &cc_after);
	if (diag_opts.format == DIAG_JSON) {
		for (int i = 0; i < records.len; i++) {
			buf_str(&own, i ? ", " : "");
			json_record(&own, records.data[i]);
		}
	} else if (records.len || !(cc_before.len || cc_after.len)) {
		sarif_run(&own);
	}
	Buf doc = {0};
	const Buf *parts[] = {&cc_before, &own, &cc_after};
	for (int i = 0; i < 3; i++) {
		if (!parts[i]->len)
			continue;
		buf_str(&doc, doc.len ? ", " : "");
		buf_add(&doc, parts[i]->data, parts[i]->len);
	}
	if (diag_opts.format == DIAG_JSON)
		fprintf(stderr, "[%s]\n", doc.data ? doc.data : "");
	else
		fprintf(stderr, "{\"$schema\": \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/"
			"cos02/schemas/sarif-schema-2.1.0.json\", \"version\": \"2.1.0\", "
			"\"runs\": [%s]}\n", doc.data);
	records.len = 0;
}
