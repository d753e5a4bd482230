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
 * "Multiple include guards may be useful for:" and one path a line (the
 * forced includes too). A diagnostic line is never just a file's path. */
static bool guard_advice_line(const char *line)
{
	return *line && access(line, F_OK) == 0;
}

/*
 * Reads what CC said when run with -H: returns whether a header it opened
 * spells a behaviour (or is a precompiled header, whose sources obtcc
 * cannot see), and takes the -H lines out of said, leaving CC's
 * diagnostics, as CC would have printed them without -H.
 */
bool header_list_spells_obt(char *said, size_t *len)
{
	static const char guard_advice[] = "Multiple include guards may be useful for:";
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
		} else if (strcmp(text, guard_advice) == 0) {
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
