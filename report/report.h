/*
 * report.h - the map of obt-report, the tool that reads what obtcc and
 * libobt wrote about a program's checks:
 *
 *   main.c     command line, errors
 *   json.c     one JSON document: parsing and writing
 *   paths.c    one name per file: relative to the source root
 *   sites.c    site reports (obtcc -fobt-report=) read into Site records,
 *              each site once
 *   runlog.c   run-time records and warn-mode logs (OBT_OPTIONS=record_path=,
 *              log_path=) read into LogSite records
 *   merge.c    obt-report merge: one report, each site once
 *   html.c     obt-report html: the annotated source as one static page
 *   runtime.c  obt-report runtime: the table of what failed at run time
 *   suggest.c  obt-report suggest: a behaviour per declaration, or a patch
 *   solver.c   for it: the annotations that can be written together, over
 *              the declarations graph (prototypes, declarators, values
 *              stored from one into another, function pointers)
 *   verify.c   suggest --verify: the patch built and tested in a copy
 *
 * It shares obtcc's arena, vectors, buffers (src/util.c) and maps from
 * strings (src/map.c): a short-lived
 * process, memory is never freed, so inputs are read a line at a time and
 * what is kept is per site, never per line. Bad input is fatal():
 * "obt-report: error: ..." and exit status 1; a file that cannot be found
 * is a soft_error(): the same message, and the command finishes its output
 * before it exits with status 1.
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

/* NULL and *why set if text is not one JSON document. The tree lasts
 * until the next json_parse(); json_keep() copies it for good. */
Json *json_parse(const char *text, const char **why);
Json *json_keep(const Json *v);
Json *json_get(const Json *obj, const char *key);	/* NULL if absent */
void json_set(Json *obj, const char *key, Json *value);	/* replaces or appends */
Json *json_new(JsonKind kind);
void json_write(Buf *b, const Json *v);		/* on one line */

/* ---- paths.c --------------------------------------------------------- */

void set_source_root(const char *dir);	/* NULL: the current directory */
const char *source_root(void);		/* as a real, absolute path */
/* The name of a file a report spells so, relative to dir (NULL: to the
 * root), whose real path the compile saw was path (NULL: not known). The
 * same file gets the same pointer. */
const char *file_name(const char *spelling, const char *dir, const char *path);
bool inside_root(const char *name);	/* not an absolute name, nor <stdin> */
char *read_source(const char *name, size_t *len);	/* NULL: absent */
/* A site report spells the file named name so at line:column. */
void learn_spelling(const char *spelling, int line, int column, const char *name);
/* The name of the file a line of log spells so; errors name log. */
const char *logged_file_name(const char *spelling, int line, int column, const char *log);

/* ---- sites.c --------------------------------------------------------- */

/* Where a declaration names what it declares, and where a keyword for
 * it goes. */
typedef struct {
	const char *file;	/* the name (paths.c) */
	int line, column;	/* of the name */
	int insert_line, insert_column;	/* before the declarator; 0: no place in
					   the source (a macro writes it) */
	const char *insert_text;	/* the token there, as the compile saw it */
	int declarators;	/* in that declaration, itself included */
	int others;		/* of them, pointers and functions */
} DeclPlace;

const char *place_key(const DeclPlace *p);	/* "FILE:LINE:COLUMN" of the name */

enum { MEETS_WRAP = 1, MEETS_TRAP = 2, MEETS_SAT = 4 };

/* The declaration a site belongs to (see src/siteflow.c). */
typedef struct {
	const char *name, *kind, *written;	/* written: NULL if none */
	DeclPlace at;		/* the first declaration: what names it */
	Vec places;		/* DeclPlace *: its other declarations */
	DeclPlace *function;	/* a parameter's function's first name, or NULL */
	Vec joins;		/* DeclPlace *: declarations its values meet whole */
	int meets;		/* MEETS_*: written behaviours they meet so */
	bool escapes;		/* its address goes where a plain T * is expected */
} SiteDecl;

/* A site, once however many units and reports hold it: removed only if
 * every unit's proof removed it, versioned only if every unit's copy of
 * its loop runs without it, with every unit's uses. */
typedef struct {
	Json *json;		/* the first line of it read, for merge */
	const char *file;	/* the name (paths.c) */
	const char *operation, *check, *type, *from, *function, *why;
	int line, column;
	int macro_column;	/* in a macro expansion: where the macro is used; 0 */
	bool removed, loop_step;
	bool versioned;		/* a copy of its loop runs without it */
	bool unchecked;		/* a cast: checked once its declaration is annotated */
	bool stored;		/* a conversion of a value stored into decl */
	SiteDecl *decl;		/* NULL: none named */
	Vec also;		/* DeclPlace *: other declarations whose annotation
				   would check it (its operands', its destination) */
	Vec uses;		/* const char * */
	Vec units;		/* const char *: the units' names, first seen first */
	Vec spellings;		/* const char *: the file as reports and logs spell it */
} Site;

/* Appends the sites of the reports (JSON Lines) to *out, each once, and
 * the functions whose address a unit takes to *taken (DeclPlace *, each
 * once; NULL: not wanted). */
void read_site_reports(char **paths, int npaths, Vec *out, Vec *taken);
/* The fields of a SiteDecl as a merged report writes them. */
void write_decl_places(Json *decl, const SiteDecl *d);
Json *place_json(const DeclPlace *p);
Json *places_json(const Vec *places);	/* of DeclPlace * */
bool has_use(const Site *s, const char *use);

/* ---- runlog.c -------------------------------------------------------- */

/* A value a report printed, or the exact result of its operation. */
typedef struct {
	__int128 exact;
	long double approx;	/* always set */
	bool is_exact;		/* false: beyond 128 bits, approx only */
} Value;

typedef struct {
	const char *file;	/* the name (paths.c) */
	int line, column;
	const char *kind;	/* "integer addition overflow", ... */
	long count;
	Value first, min, max;
} LogSite;

/* Reads run-time records and warn-mode logs into LogSite records, one per
 * site and kind, in the order first seen; the files are named by the site
 * reports learn_spelling() was told of. Lines that are not obt's are
 * counted in *ignored. */
void read_logs(char **paths, int npaths, Vec *out, long *ignored);
const char *value_str(const Value *v);

/* ---- suggest.c, solver.c, verify.c: the suggestions ------------------ */

typedef enum { VERDICT_WRITTEN, VERDICT_WRAP, VERDICT_NONE, VERDICT_TRAP, VERDICT_UNDECIDED } Verdict;

typedef struct Group Group;
typedef struct Suggestion Suggestion;
struct Suggestion {
	SiteDecl *decl;
	const char *function;	/* the function it is declared in; NULL: a member */
	Vec sites;		/* Site *: the checks it owns */
	long failures;		/* the records' at its checks and at those its
				   annotation would also check (Site.also) */
	LogSite *worst;		/* of those, the record with the most */
	Site *cast;		/* a cast its annotation would check, the audit did not */
	Site *sign_change;	/* a value stored into it that changes sign */
	Verdict verdict;	/* what the evidence says */
	const char *why;
	bool interface;		/* a declaration of it is in an --interface header */
	Group *group;		/* solver.c: those annotated as one */
};

const char *verdict_name(Verdict v);
/* The behaviour its declaration gets: VERDICT_WRAP, VERDICT_TRAP, or
 * VERDICT_NONE if none (the evidence's or the solver's decision). */
Verdict behaviour(const Suggestion *g);
/* The other member of its group whose evidence it is annotated by, or NULL */
const Suggestion *rides_with(const Suggestion *g);
const char *held_reason(const Suggestion *g);	/* why it is left out, or NULL */
void withdraw(Suggestion *g, const char *why);	/* and all annotated with it */

/* suggest.c: a suggestion per declaration the sites name, decided and
 * solved (the logs: LogSite *; taken: DeclPlace *; interfaces: globs). */
void make_suggestions(const Vec *sites, const Vec *logs, const Vec *taken,
		      const Vec *interfaces, Vec *all);
const char *final_name(const Suggestion *g);	/* what the solver made of it */

/* solver.c: decides the annotations together. Suggestions that cannot
 * be written as they are, or not with the rest, are held with the
 * reason; taken: DeclPlace * of functions whose address is taken;
 * interfaces: --interface globs. */
void solve(Vec *suggestions, const Vec *taken, const Vec *interfaces);
/* The source's lines, each without its '\n' (NULL: not found, an error
 * once); *last_newline: whether the last had one. */
const Vec *source_lines(const char *name, bool *last_newline);
/* The text of the files the annotations in *chosen change, after those
 * of *before: appends "--- a/..." diffs to *diff (if not NULL) and the
 * new texts, as FILE then TEXT pairs, to *texts (if not NULL). */
void annotate_files(const Vec *before, const Vec *chosen, Buf *diff, Vec *texts);

/* verify.c: the annotations in *chosen applied to a copy of the source
 * root, command run there; those it fails with are held, one by one. */
void verify(Vec *chosen, const char *command);

/* ---- the subcommands ------------------------------------------------- */

int merge_main(int argc, char **argv);
int html_main(int argc, char **argv);
int runtime_main(int argc, char **argv);
int suggest_main(int argc, char **argv);

/* ---- main.c ----------------------------------------------------------- */

void usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* An error the command can finish its output despite: exit status 1. */
void soft_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

enum { OPT_OUT_DIR = 1, OPT_SOURCE_ROOT = 2, OPT_PATCH = 4, OPT_INTERFACE = 8, OPT_SITES = 16,
       OPT_VERIFY = 32, OPT_RECORDS = 64 };
typedef struct {
	const char *out_dir;		/* -o DIR */
	bool patch;			/* -p */
	Vec interfaces;			/* --interface GLOB, each */
	const char *interface_patch;	/* --interface-patch FILE */
	const char *verify;		/* --verify COMMAND */
	Vec records;			/* --record RECORD, each */
	Vec sites;			/* --sites REPORT, each */
	Vec files;			/* the other arguments */
} Options;
/* Reads a command's arguments, and sets the source root; takes: the
 * OPT_* it accepts. */
void parse_options(const char *command, int argc, char **argv, int takes, Options *o);

#endif /* REPORT_H */
