/*
 * report.h - the map of obt-report, the tool that reads what obtcc and
 * libobt wrote about a program's checks:
 *
 *   main.c     command line, errors
 *   json.c     one JSON document: parsing and writing
 *   sites.c    site reports (obtcc -fobt-report=) read into Site records
 *   runlog.c   warn-mode logs (OBT_OPTIONS=log_path=) read into LogSite records
 *   merge.c    obt-report merge: one report, each site once
 *   html.c     obt-report html: the annotated source as one static page
 *   runtime.c  obt-report runtime: the table of what failed at run time
 *   suggest.c  obt-report suggest: a behaviour per declaration, or a patch
 *
 * It shares obtcc's arena, vectors and buffers (src/util.c): a short-lived
 * process, memory is never freed. Every error is fatal(): "obt-report:
 * error: ..." and exit status 1.
 */
#ifndef REPORT_H
#define REPORT_H

#include "../src/obtcc.h"

/* ---- json.c ---------------------------------------------------------- */

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonKind;

typedef struct Json Json;
struct Json {
	JsonKind kind;
	bool boolean;
	double number;
	const char *string;
	Vec items;		/* array items; object values (Json *) */
	Vec keys;		/* object keys (const char *), one per value */
};

/* NULL and *why set if text is not one JSON document. */
Json *json_parse(const char *text, const char **why);
Json *json_get(const Json *obj, const char *key);	/* NULL if absent */
void json_set(Json *obj, const char *key, Json *value);	/* replaces or appends */
Json *json_new(JsonKind kind);
void json_write(Buf *b, const Json *v);		/* on one line */

/* ---- sites.c --------------------------------------------------------- */

/* The declaration a site belongs to (see src/siteflow.c). */
typedef struct {
	const char *name, *kind, *file, *written;	/* written: NULL if none */
	const char *elsewhere;	/* "FILE:LINE" of another declaration, or NULL */
	int line, column, insert_line, insert_column, declarators;
} SiteDecl;

typedef struct {
	Json *json;		/* the whole line, for merge */
	const char *unit, *file, *operation, *check, *type, *function, *why;
	int line, column;
	bool removed, loop_step;
	bool versioned;		/* a copy of its loop runs without it */
	SiteDecl *decl;		/* NULL: none named */
	Vec uses;		/* const char * */
} Site;

/* Appends the sites of a report (JSON Lines) to *out. */
void read_site_report(const char *path, Vec *out);
bool has_use(const Site *s, const char *use);

/* ---- runlog.c -------------------------------------------------------- */

/* A value a report printed, or the exact result of its operation. */
typedef struct {
	__int128 exact;
	long double approx;	/* always set */
	bool is_exact;		/* false: beyond 128 bits, approx only */
} Value;

typedef struct {
	const char *file;
	int line, column;
	const char *kind;	/* "integer addition overflow", ... */
	long count;
	Value first, min, max;
} LogSite;

/* Reads warn-mode logs into LogSite records, one per site and kind, in
 * the order first seen; lines that are not obt reports are counted in
 * *ignored. */
void read_logs(char **paths, int npaths, Vec *out, long *ignored);
const char *value_str(const Value *v);

/* ---- the subcommands ------------------------------------------------- */

int merge_main(int argc, char **argv);
int html_main(int argc, char **argv);
int runtime_main(int argc, char **argv);
int suggest_main(int argc, char **argv);

/* ---- main.c ----------------------------------------------------------- */

void usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

enum { OPT_OUT_DIR = 1, OPT_SOURCE_ROOT = 2, OPT_PATCH = 4, OPT_INTERFACE = 8 };
typedef struct {
	const char *out_dir;		/* -o DIR */
	const char *source_root;	/* --source-root DIR */
	bool patch;			/* -p */
	Vec interfaces;			/* --interface GLOB, each */
	Vec files;			/* the other arguments */
} Options;
/* Reads a command's arguments; takes: the OPT_* it accepts. */
void parse_options(const char *command, int argc, char **argv, int takes, Options *o);
char *read_source(const char *root, const char *file, size_t *len);	/* NULL: absent */
const char *clean_path(const char *path);	/* without "." and empty components */

#endif /* REPORT_H */
