/*
 * spelling.c - whether a unit spells an overflow behaviour at all.
 *
 * A unit that never spells one (no __ob_ keyword, no overflow_behavior or
 * overflow_label attribute) has nothing to check or diagnose: obtcc
 * compiles its source as the plain compiler would. Most units of a large
 * build are such units, and for them even obtcc's own preprocessing pass
 * is pure cost. So the driver first compiles the source directly, with
 * CC's -H, which lists every header CC opened (system headers included,
 * and the headers those include), and keeps the result if neither the
 * source, nor a listed header, nor a command-line macro or forced include
 * spells a behaviour. Otherwise the unit takes the translating path.
 *
 * The raw files are searched, not their expansion; a file that spells a
 * behaviour only in a comment merely costs the translating path. A
 * keyword pasted together from pieces (`__ob ## _trap`) is not seen in
 * any file, but then CC meets an unknown `__ob_trap` and fails, which
 * also sends the unit down the translating path (docs/performance.md).
 */
#include "obtcc.h"

#include <string.h>
#include <unistd.h>

bool text_spells_obt(const char *text, size_t len)
{
	static const char *const spellings[] = {"__ob_", "overflow_behavior", "overflow_label"};
	for (size_t i = 0; i < sizeof spellings / sizeof spellings[0]; i++)
		if (memmem(text, len, spellings[i], strlen(spellings[i])))
			return true;
	return false;
}

/* A file that cannot be read is taken to spell one: the answer must never
 * be a wrong "no". */
bool file_spells_obt(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	return !text || text_spells_obt(text, len);
}

/* The -H lines: one or more dots, a space and the header's path. */
static const char *header_line_path(const char *line)
{
	const char *p = line;
	while (*p == '.')
		p++;
	return p > line && *p == ' ' ? p + 1 : NULL;
}

/* gcc's -H ends its list with the headers that have no include guard:
 * "Multiple include guards may be useful for:" (in the user's language)
 * and one path a line (the forced includes too). A diagnostic line is
 * never just a file's path. */
static bool guard_advice_line(const char *line)
{
	return *line && access(line, F_OK) == 0;
}

/* The advice's title: one colon, at its end, and a path on the next line.
 * CC's context lines ("x.c: In function 'f':") have two. */
static bool guard_advice_title(const char *line, const char *next, const char *end)
{
	size_t len = strlen(line);
	if (!len || line[len - 1] != ':' || strchr(line, ':') != line + len - 1 ||
	    line[0] == ' ' || next >= end)
		return false;
	const char *nl = memchr(next, '\n', end - next);
	return guard_advice_line(str_ndup(next, (nl ? nl : end) - next));
}

/*
 * Reads what CC said when run with -H: returns whether a header it opened
 * spells a behaviour (or is a precompiled header, whose sources obtcc
 * cannot see), and takes the -H lines out of said, leaving CC's
 * diagnostics, as CC would have printed them without -H.
 */
bool header_list_spells_obt(char *said, size_t *len)
{
	bool spelled = false, in_advice = false;
	char *out = said, *end = said + *len;
	for (char *line = said; line < end;) {
		char *nl = memchr(line, '\n', end - line);
		char *next = nl ? nl + 1 : end;
		char *text = str_ndup(line, (nl ? nl : end) - line);
		const char *path = header_line_path(text);
		bool drop = true;
		if (path) {
			spelled = spelled || file_spells_obt(path);
		} else if ((text[0] == '!' || text[0] == 'x') && text[1] == ' ') {
			spelled = true;	/* "! x.h.gch": a precompiled header */
		} else if (guard_advice_title(text, next, end)) {
			in_advice = true;
		} else if (!in_advice || !guard_advice_line(text)) {
			in_advice = false;
			drop = false;
		}
		if (!drop) {
			memmove(out, line, next - line);
			out += next - line;
		}
		line = next;
	}
	*len = out - said;
	return spelled;
}

/* ---- a first look, before compiling ------------------------------------ */

/*
 * The direct compile is thrown away when a header turns out to spell a
 * behaviour, as in a tree whose common headers define annotated types.
 * A first look at the headers a unit names near the top of its include
 * tree, found in the directories of its command line, catches the usual
 * case (a project header that defines them, included early) before that
 * compile. It is only an economy: a "no" here is never the last word, the
 * -H list is.
 */
enum { LOOK_DEPTH = 2, LOOK_FILES = 64 };

typedef struct {
	const Vec *quote_dirs, *dirs;	/* -iquote; -I, -isystem, -idirafter */
	Vec seen;
} Look;

static bool look_at(Look *l, const char *path, int depth);

/* The header #include NAME names, from the file in dir: the first one
 * found in the directories quotes (or angle brackets) search. */
static const char *find_header(Look *l, const char *name, bool quoted, const char *dir)
{
	if (name[0] == '/')
		return access(name, F_OK) == 0 ? name : NULL;
	if (quoted) {
		const char *p = str_fmt("%s/%s", dir, name);
		if (access(p, F_OK) == 0)
			return p;
		for (int i = 0; i < l->quote_dirs->len; i++) {
			p = str_fmt("%s/%s", (char *)l->quote_dirs->data[i], name);
			if (access(p, F_OK) == 0)
				return p;
		}
	}
	for (int i = 0; i < l->dirs->len; i++) {
		const char *p = str_fmt("%s/%s", (char *)l->dirs->data[i], name);
		if (access(p, F_OK) == 0)
			return p;
	}
	return NULL;
}

/* Follows the #include lines of text (a file in dir). */
static bool look_at_includes(Look *l, const char *text, const char *dir, int depth)
{
	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		p += strspn(p, " \t");
		if (*p != '#')
			continue;
		p += 1 + strspn(p + 1, " \t");
		if (!starts_with(p, "include"))
			continue;
		p += strcspn(p, " \t\"<\n");
		p += strspn(p, " \t");
		if (*p != '"' && *p != '<')
			continue;	/* a computed include: left to -H */
		const char *end = strchr(p + 1, *p == '"' ? '"' : '>');
		const char *nl = strchr(p, '\n');
		if (!end || (nl && end > nl))
			continue;
		const char *name = str_ndup(p + 1, end - p - 1);
		const char *path = find_header(l, name, *p == '"', dir);
		if (path && look_at(l, path, depth + 1))
			return true;
	}
	return false;
}

static bool look_at(Look *l, const char *path, int depth)
{
	if (depth > 0 && l->seen.len >= LOOK_FILES)
		return false;
	for (int i = 0; i < l->seen.len; i++)
		if (strcmp(l->seen.data[i], path) == 0)
			return false;
	vec_push(&l->seen, (void *)path);
	size_t len;
	char *text = read_file(path, &len);
	if (!text)
		return depth == 0;	/* the unit's own files must be read */
	if (text_spells_obt(text, len))
		return true;
	if (depth >= LOOK_DEPTH)
		return false;
	const char *slash = strrchr(path, '/');
	const char *dir = slash ? str_ndup(path, slash - path) : ".";
	return look_at_includes(l, text, dir, depth);
}

bool first_look_spells_obt(const Vec *files, const Vec *quote_dirs, const Vec *dirs)
{
	Look l = {quote_dirs, dirs, {0}};
	for (int i = 0; i < files->len; i++)
		if (look_at(&l, files->data[i], 0))
			return true;
	return false;
}
