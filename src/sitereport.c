/*
 * sitereport.c - the site report (-fobt-report=FILE): every check obtcc
 * placed in a unit, as JSON, one object a line.
 *
 * A site is recorded where check.c decides an operation or a conversion
 * needs a check; facts.c marks those its proofs removed, with the reason;
 * once check.c is done with a full expression, siteflow.c tells each new
 * site the declaration it belongs to, and learns the uses of its values.
 * The unit's lines go out in one write() to a file opened O_APPEND, so the
 * compiles of a parallel build append to one report without interleaving;
 * each line is a whole JSON document (JSON Lines), and a build's report is
 * the concatenation of its units'.
 *
 * File names are written twice: as __FILE__ and the runtime's reports
 * spell them ("file", prefix maps applied), which is what a log line is
 * matched by, and as the real path of the file ("path", last, so that
 * what read the lines before still finds "file", "line" and "column" side
 * by side), which is what obt-report names it by: the spellings depend on the directory each unit
 * was compiled in and on the -I that found a header, so one file can go
 * by several ("../../src/lz/lz.h", "lz/lz.h"), and only the compile knows
 * which directory they are relative to, and that they exist.
 */
#include "obtcc.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *site_report_path;

typedef struct {
	Loc loc;
	ObtOp op;
	Type *ty, *from;
	Ident *label;
	int edit;		/* the unit's edit count when the site was made */
	const char *removed_why;	/* NULL: the check stays */
	bool versioned;		/* a copy of its loop runs without it (versioning.c) */
	Node *node;		/* the operation, the update or the converted value */
	Decl *decl;		/* what an annotation would change (siteflow.c) */
	Vec *others;		/* Decl *: others whose annotation would check it */
	bool stored;		/* a conversion of a value stored into decl */
	const char *function;	/* the enclosing function's name */
	bool unchecked;		/* a cast audit mode leaves alone, checked once
				   its operand's declaration is annotated */
	Token *at;		/* the token its column is that of */
} Site;

static Vec sites;
static int expr_first;		/* the first site of the full expression being checked */
static const char *current_function;

static const char *const op_names[] = {
	[OBT_OP_ADD] = "add", [OBT_OP_SUB] = "sub", [OBT_OP_MUL] = "mul",
	[OBT_OP_DIV] = "div", [OBT_OP_REM] = "rem", [OBT_OP_NEG] = "neg",
	[OBT_OP_CONVERT] = "convert",
};

void sites_enter_function(const char *name)
{
	current_function = name;
}

void record_site(Unit *u, Node *n, Token *at, ObtOp op, Type *ty, Type *from, Ident *label)
{
	if (!site_report_path)
		return;
	Site *s = alloc(sizeof *s);
	s->loc = original_loc(at);
	s->at = at;
	s->op = op;
	s->ty = ty;
	s->from = from;
	s->label = label;
	s->edit = u->edits.len;
	s->node = n;
	s->function = current_function;
	vec_push(&sites, s);
}

void record_unchecked_site(Unit *u, Node *n, Token *at, Type *ty, Type *from)
{
	record_site(u, n, at, OBT_OP_CONVERT, ty, from, NULL);
	if (site_report_path)
		((Site *)sites.data[sites.len - 1])->unchecked = true;
}

/* A value can be both an operation's result and converted: `a[i] = x - 1`
 * has a sub check and a conversion check on one node, which belong to
 * different declarations. */
static bool site_of(const Site *s, Node *n, bool conversion)
{
	return s->node == n && (s->op == OBT_OP_CONVERT) == conversion;
}

bool site_at(Node *n, bool conversion)
{
	for (int i = expr_first; i < sites.len; i++)
		if (site_of(sites.data[i], n, conversion))
			return true;
	return false;
}

void site_belongs_to(Node *n, bool conversion, Decl *d, bool stored, Vec *others)
{
	for (int i = expr_first; i < sites.len; i++) {
		Site *s = sites.data[i];
		if (site_of(s, n, conversion)) {
			s->decl = d;
			s->stored = stored;
			s->others = others;
		}
	}
}

void sites_note_expr(Node *full)
{
	flow_note_expr(full);
	expr_first = sites.len;
}

void sites_removed(int first_edit, int end_edit, const char *why)
{
	for (int i = 0; i < sites.len; i++) {
		Site *s = sites.data[i];
		if (s->edit >= first_edit && s->edit < end_edit && !s->removed_why)
			s->removed_why = why;
	}
}

void sites_versioned(int first_edit, int end_edit)
{
	for (int i = 0; i < sites.len; i++) {
		Site *s = sites.data[i];
		if (s->edit >= first_edit && s->edit < end_edit)
			s->versioned = true;
	}
}

/* The directory the unit is compiled in: the base of its relative names. */
static const char *working_dir(void)
{
	static const char *dir;
	char buf[PATH_MAX];
	if (!dir)
		dir = getcwd(buf, sizeof buf) ? str_ndup(buf, strlen(buf)) : ".";
	return dir;
}

/* A line marker's file name as a real path (symbolic links, "." and ".."
 * resolved), taken now, while the file surely exists. A name that is no
 * file (a #line naming a grammar found elsewhere, a header since removed)
 * is joined to the working directory as it is; "<stdin>" and "<built-in>"
 * have none (NULL). A unit names a few files many times: cached. */
const char *site_file_path(const char *file)
{
	static Vec seen;	/* const char *: a name, then its path */
	for (int i = 0; i < seen.len; i += 2)
		if (seen.data[i] == file || !strcmp(seen.data[i], file))
			return seen.data[i + 1];
	const char *path = NULL;
	char buf[PATH_MAX];
	if (file[0] != '<' && realpath(file, buf))
		path = str_ndup(buf, strlen(buf));
	else if (file[0] != '<')
		path = file[0] == '/' ? file : str_fmt("%s/%s", working_dir(), file);
	vec_push(&seen, (void *)file);
	vec_push(&seen, (void *)path);
	return path;
}

/* "null" or the string */
static void json_string_or_null(Buf *b, const char *s)
{
	if (s)
		buf_json_string(b, s);
	else
		buf_str(b, "null");
}

void site_write_path(Buf *b, const char *file)
{
	buf_str(b, ", \"path\": ");
	json_string_or_null(b, site_file_path(file));
}

static const char *check_kind(const Site *s)
{
	if (s->op != OBT_OP_CONVERT)
		return "overflow";
	if (!s->from || int_bits(s->ty) < int_bits(s->from))
		return "truncation";
	return "sign-change";
}

/* {"unit": ..., "dir": ...: how each line starts */
static void line_start(Buf *b, const char *unit)
{
	buf_str(b, "{\"unit\": ");
	buf_json_string(b, unit);
	buf_str(b, ", \"dir\": ");
	buf_json_string(b, working_dir());
}

static void site_line(Buf *b, const char *unit, const Site *s)
{
	line_start(b, unit);
	buf_str(b, ", \"file\": ");
	buf_json_string(b, mapped_file_name(s->loc.file));
	buf_fmt(b, ", \"line\": %d, \"column\": %d, \"operation\": \"%s\", \"check\": \"%s\", "
		   "\"type\": ", s->loc.line, s->loc.col, op_names[s->op], check_kind(s));
	buf_json_string(b, type_spelling(s->ty));
	buf_str(b, ", \"from\": ");
	json_string_or_null(b, s->from ? type_spelling(s->from) : NULL);
	buf_str(b, ", \"label\": ");
	json_string_or_null(b, s->label ? s->label->name : NULL);
	buf_fmt(b, ", \"removed\": %s, \"why\": ", s->removed_why ? "true" : "false");
	json_string_or_null(b, s->removed_why);
	buf_fmt(b, ", \"versioned\": %s, \"loop_step\": %s, \"unchecked\": %s",
		s->versioned ? "true" : "false", flow_is_loop_step(s->node) ? "true" : "false",
		s->unchecked ? "true" : "false");
	int macro = macro_use_column(s->at);
	if (macro)
		buf_fmt(b, ", \"macro_column\": %d", macro);
	buf_str(b, ", \"function\": ");
	json_string_or_null(b, s->function);
	if (s->stored)
		buf_str(b, ", \"stored\": true");
	flow_write_decl(b, s->decl);
	flow_write_others(b, s->others);
	site_write_path(b, s->loc.file);
	buf_str(b, "}\n");
}

void write_site_report(const char *unit)
{
	if (!site_report_path || !sites.len)
		return;
	for (int i = 0; i < sites.len; i++) {
		Site *s = sites.data[i];
		if (s->removed_why && s->decl)
			flow_loop_bounded(s->decl);
	}
	flow_finish();
	Buf b = {0}, start = {0};
	for (int i = 0; i < sites.len; i++)
		site_line(&b, unit, sites.data[i]);
	line_start(&start, unit);
	flow_write_taken(&b, start.data);
	int fd = open(site_report_path, O_WRONLY | O_CREAT | O_APPEND, 0644);
	if (fd < 0 || write(fd, b.data, b.len) != (ssize_t)b.len || close(fd) != 0)
		fatal("cannot write the site report %s: %s", site_report_path, strerror(errno));
}
