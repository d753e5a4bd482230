/*
 * sitereport.c - the site report (-fobt-report=FILE): every check obtcc
 * placed in a unit, as JSON, one object a line.
 *
 * A site is recorded where check.c decides an operation or a conversion
 * needs a check; facts.c marks those its proofs removed, with the reason.
 * The unit's lines go out in one write() to a file opened O_APPEND, so the
 * compiles of a parallel build append to one report without interleaving;
 * each line is a whole JSON document (JSON Lines), and a build's report is
 * the concatenation of its units'.
 */
#include "obtcc.h"

#include <errno.h>
#include <fcntl.h>
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
} Site;

static Vec sites;

static const char *const op_names[] = {
	[OBT_OP_ADD] = "add", [OBT_OP_SUB] = "sub", [OBT_OP_MUL] = "mul",
	[OBT_OP_DIV] = "div", [OBT_OP_REM] = "rem", [OBT_OP_NEG] = "neg",
	[OBT_OP_CONVERT] = "convert",
};

void record_site(Unit *u, Token *at, ObtOp op, Type *ty, Type *from, Ident *label)
{
	if (!site_report_path)
		return;
	Site *s = alloc(sizeof *s);
	s->loc = original_loc(at);
	s->op = op;
	s->ty = ty;
	s->from = from;
	s->label = label;
	s->edit = u->edits.len;
	vec_push(&sites, s);
}

void sites_removed(int first_edit, int end_edit, const char *why)
{
	for (int i = 0; i < sites.len; i++) {
		Site *s = sites.data[i];
		if (s->edit >= first_edit && s->edit < end_edit && !s->removed_why)
			s->removed_why = why;
	}
}

/* s as a JSON string. */
static void json_string(Buf *b, const char *s)
{
	buf_str(b, "\"");
	for (; *s; s++) {
		unsigned char c = *s;
		if (c == '"' || c == '\\')
			buf_fmt(b, "\\%c", c);
		else if (c < 0x20)
			buf_fmt(b, "\\u%04x", c);
		else
			buf_add(b, s, 1);
	}
	buf_str(b, "\"");
}

static const char *check_kind(const Site *s)
{
	if (s->op != OBT_OP_CONVERT)
		return "overflow";
	if (!s->from || int_bits(s->ty) < int_bits(s->from))
		return "truncation";
	return "sign-change";
}

static void site_line(Buf *b, const char *unit, const Site *s)
{
	buf_str(b, "{\"unit\": ");
	json_string(b, unit);
	buf_str(b, ", \"file\": ");
	json_string(b, mapped_file_name(s->loc.file));
	buf_fmt(b, ", \"line\": %d, \"column\": %d, \"operation\": \"%s\", \"check\": \"%s\", "
		   "\"type\": ", s->loc.line, s->loc.col, op_names[s->op], check_kind(s));
	json_string(b, type_spelling(s->ty));
	buf_str(b, ", \"from\": ");
	if (s->from)
		json_string(b, type_spelling(s->from));
	else
		buf_str(b, "null");
	buf_str(b, ", \"label\": ");
	if (s->label)
		json_string(b, s->label->name);
	else
		buf_str(b, "null");
	buf_fmt(b, ", \"removed\": %s, \"why\": ", s->removed_why ? "true" : "false");
	if (s->removed_why)
		json_string(b, s->removed_why);
	else
		buf_str(b, "null");
	buf_str(b, "}\n");
}

void write_site_report(const char *unit)
{
	if (!site_report_path || !sites.len)
		return;
	Buf b = {0};
	for (int i = 0; i < sites.len; i++)
		site_line(&b, unit, sites.data[i]);
	int fd = open(site_report_path, O_WRONLY | O_CREAT | O_APPEND, 0644);
	if (fd < 0 || write(fd, b.data, b.len) != (ssize_t)b.len || close(fd) != 0)
		fatal("cannot write the site report %s: %s", site_report_path, strerror(errno));
}
