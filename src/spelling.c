/*
 * spelling.c - whether a unit spells an overflow behaviour at all.
 *
 * A unit that never spells one (no __ob_ keyword, no overflow_behavior or
 * overflow_label attribute) has nothing to check or diagnose: obtcc
 * compiles its source as the plain compiler would. Most units of a large
 * build are such units, and for them even obtcc's own preprocessing pass
 * is pure cost. So the driver first compiles the source directly, with
 * a dependency file (-MD) or CC's -H listing every header CC opened
 * (system headers included, and the headers those include), and keeps
 * the result if neither the source, nor a listed header, nor a
 * command-line macro or forced include spells a behaviour. Otherwise the
 * unit takes the translating path.
 *
 * The raw files are searched, not their expansion; a file that spells a
 * behaviour only in a comment merely costs the translating path. A
 * keyword pasted together from pieces (`__ob ## _trap`) is not seen in
 * any file, but then CC meets an unknown `__ob_trap` and fails, which
 * also sends the unit down the translating path (docs/performance.md).
 */
#include "obtcc.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The first spelling (__ob_, overflow_behavior, overflow_label) in
 * text[from, len), or NULL. Two searches: the attributes share a prefix. */
static const char *next_spelling(const char *text, size_t len, size_t from)
{
	const char *ob = memmem(text + from, len - from, "__ob_", 5);
	size_t end = ob ? (size_t)(ob - text) : len;
	for (const char *o = text + from; (o = memmem(o, text + end - o, "overflow_", 9)); o++) {
		size_t rest = text + len - o;
		if ((rest >= 17 && !memcmp(o, "overflow_behavior", 17)) ||
		    (rest >= 14 && !memcmp(o, "overflow_label", 14)))
			return o;
	}
	return ob;
}

bool text_spells_obt(const char *text, size_t len)
{
	return next_spelling(text, len, 0) != NULL;
}

/* ---- spellings that vanish ---------------------------------------------- */

/*
 * A header can spell the keywords and still give the unit nothing to
 * check: the kernel's types.h declares
 *
 *	typedef u32 __ob_trap u32t;
 *
 * and, when the kernel's configuration turns the types off, its
 * compiler_attributes.h makes the keywords empty macros. Every unit then
 * reads those lines, and none of them means anything to obtcc. Such a
 * file does not send the unit down the translating path when each of its
 * spellings, outside comments, is on
 *
 *  - a conditional directive or #undef (#if, #ifdef, #ifndef, #elif...):
 *    a test means nothing by itself;
 *  - `#define __ob_trap` (or __ob_wrap, __ob_sat) with an empty body;
 *  - a typedef line: `typedef` first, one `;` last, no parenthesis, brace
 *    or quote, no attribute spelling, and each keyword followed by a name.
 *
 * Proof that keeping a successful direct compile is then right: at each
 * typedef line CC compiled, the keyword was an empty macro, so the
 * declaration is a plain one, as obtcc would have seen it after
 * preprocessing. A keyword that is not a macro there makes CC fail (`u32
 * __ob_trap u32t` declares __ob_trap a type and then meets a second name),
 * and the unit takes the translating path; a macro with a body needs a
 * #define with a body, which is not among the forms above (a -D with one
 * is seen on the command line, which then spells one). When the types are
 * on (the keywords live), the direct compile fails at the first typedef:
 * it runs with -Wfatal-errors, so that failing costs little.
 */

/* text with its comments blanked (newlines kept), strings and character
 * constants left as they are */
static char *without_comments(const char *text, size_t len)
{
	char *out = str_ndup(text, len);
	for (size_t i = 0; i < len; i++) {
		if (out[i] == '"' || out[i] == '\'') {
			char q = out[i];
			for (i++; i < len && out[i] != q && out[i] != '\n'; i++)
				if (out[i] == '\\' && i + 1 < len)
					i++;
		} else if (out[i] == '/' && i + 1 < len && out[i + 1] == '*') {
			size_t j = i;
			for (; j < len && !(out[j] == '*' && j + 1 < len && out[j + 1] == '/'); j++)
				if (out[j] != '\n')
					out[j] = ' ';
			for (size_t k = j; k < len && k < j + 2; k++)
				out[k] = ' ';
			i = j + 1;
		} else if (out[i] == '/' && i + 1 < len && out[i + 1] == '/') {
			for (; i < len && out[i] != '\n'; i++)
				out[i] = ' ';
		}
	}
	return out;
}

static bool is_keyword_at(const char *p)
{
	return word_at(p, "__ob_trap") || word_at(p, "__ob_wrap") || word_at(p, "__ob_sat");
}

/* A conditional directive or #undef (p at its '#'). */
static bool is_test_directive(const char *p)
{
	static const char *const tests[] = {"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef",
					    "else", "endif", "undef"};
	p = skip_blanks(p + 1);
	for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++)
		if (word_at(p, tests[i]))
			return true;
	return false;
}

/* A conditional directive or #undef that names a keyword: its outcome
 * depends on whether the keyword is a macro. */
static bool tests_keyword(const char *p)
{
	return is_test_directive(p) && strstr(p, "__ob_");
}

/* keywords_defined: for the compile that defines the keywords (below),
 * where a test of whether they are macros would come out otherwise than
 * for obtcc, to which they are keywords. */
static bool directive_vanishes(const char *p, bool keywords_defined)
{
	if (is_test_directive(p))
		return !keywords_defined || !tests_keyword(p);
	p = skip_blanks(p + 1);
	if (!word_at(p, "define"))
		return false;
	p = skip_blanks(p + strlen("define"));
	return is_keyword_at(p) && !*skip_blanks(p + strcspn(p, " \t\f\v\r"));
}

static bool typedef_vanishes(const char *p)
{
	size_t n = strlen(p);
	while (n && strchr(" \t\f\v\r", p[n - 1]))
		n--;
	if (!word_at(p, "typedef") || !n || p[n - 1] != ';' || strchr(p, ';') != p + n - 1 ||
	    strpbrk(p, "(){}\"'") || strstr(p, "overflow_behavior") || strstr(p, "overflow_label"))
		return false;
	for (const char *k = strstr(p, "__ob_"); k; k = strstr(k + 1, "__ob_")) {
		if ((k > p && is_name_char(k[-1])) || !is_keyword_at(k))
			return false;
		const char *after = k;
		while (is_name_char(*after))
			after++;
		const char *next = skip_blanks(after);
		if (!is_name_char(*next) || (*next >= '0' && *next <= '9'))
			return false;
	}
	return true;
}

/* The word unavailable (or __unavailable__) outside comments: an attribute
 * that may make a use of the typedefs pass without an error. */
static bool says_unavailable(const char *code)
{
	for (const char *p = strstr(code, "unavailable"); p; p = strstr(p + 1, "unavailable")) {
		const char *b = p, *e = p + strlen("unavailable");
		if (b - code >= 2 && !strncmp(b - 2, "__", 2) && !strncmp(e, "__", 2))
			b -= 2, e += 2;
		if ((b == code || !is_name_char(b[-1])) && !is_name_char(*e))
			return true;
	}
	return false;
}

/* The logical line (continuations joined) of code that holds offset at;
 * *end is the offset of the newline that ends it, or len. */
static char *logical_line(const char *code, size_t len, size_t at, size_t *end)
{
	size_t start = at;
	while (start > 0 && !(code[start - 1] == '\n' && (start < 2 || code[start - 2] != '\\')))
		start--;
	for (*end = at; *end < len && !(code[*end] == '\n' && code[*end - 1] != '\\');)
		(*end)++;
	char *line = str_ndup(code + start, *end - start);
	for (char *c = line; (c = strstr(c, "\\\n"));)
		c[0] = c[1] = ' ';
	return line;
}

/* A logical line (continuations joined) that spells one: does it vanish? */
static bool line_vanishes(const char *line, bool keywords_defined)
{
	const char *p = skip_blanks(line);
	return *p == '#' ? directive_vanishes(p, keywords_defined) : typedef_vanishes(p);
}

/*
 * obtcc's own obt.h (include/obt.h beside obtcc, in the build tree or
 * installed), or a copy of it with the same text. Its spellings are known:
 * the keywords in the typedefs its macros declare, fallback definitions
 * under tests that obtcc's predefined macros decide, and the handler-label
 * macros, which expand to attributes CC does not know. In the compile
 * that makes the keywords unavailable (with -Werror=attributes) a use of
 * any of them fails, so there the header vanishes, as a typedef line does.
 * Elsewhere it still counts: with the keywords empty macros (some other
 * header's doing) a label macro would expand to an attribute CC only
 * warns about.
 */
static bool is_own_obt_h(const char *text, size_t len)
{
	static bool looked;
	static char *own;
	static size_t own_len;
	if (!looked) {
		looked = true;
		const char *dir = obtcc_dir();
		if (dir)
			own = read_file(str_fmt("%s/../include/obt.h", dir), &own_len);
	}
	return own && len == own_len && memcmp(text, own, len) == 0;
}

static bool file_is_own_obt_h(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	return text && is_own_obt_h(text, len);
}

/* Does text spell a behaviour that stays when the keywords are empty (or,
 * keywords_defined, when they make the typedefs unavailable)? In that
 * second compile a use of an unavailable typedef inside a function itself
 * marked unavailable passes without an error under clang: a file that
 * says "unavailable" at all counts as spelling one. */
static bool spells_lasting_obt(const char *text, size_t len, bool keywords_defined)
{
	bool unavailable = keywords_defined && memmem(text, len, "unavailable", strlen("unavailable"));
	if ((!unavailable && !text_spells_obt(text, len)) || (keywords_defined && is_own_obt_h(text, len)))
		return false;
	char *code = without_comments(text, len);
	if (unavailable && says_unavailable(code))
		return true;
	for (const char *hit = next_spelling(code, len, 0); hit;) {
		size_t end;
		if (!line_vanishes(logical_line(code, len, hit - code, &end), keywords_defined))
			return true;
		hit = end < len ? next_spelling(code, len, end) : NULL;
	}
	return false;
}

/* A file that cannot be read is taken to spell one: the answer must never
 * be a wrong "no". */
bool file_spells_obt(const char *path, bool keywords_defined)
{
	size_t len;
	const char *text = read_file_transient(path, &len);
	return !text || spells_lasting_obt(text, len, keywords_defined);
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
bool header_list_spells_obt(char *said, size_t *len, bool keywords_defined)
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
			spelled = spelled || file_spells_obt(path, keywords_defined);
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

/*
 * Reads a dependency file CC wrote (-MD): does a file its first rule
 * names spell a behaviour? The rule is "TARGET: FILE FILE \" with
 * continued lines; in names, "\ " is a space, "\#" a '#' and "$$" a '$'.
 * (-MP's rules for the headers follow after a blank line.) A file that
 * cannot be read, or a rule that cannot be found, counts as spelling one.
 */
bool dependency_file_spells_obt(const char *path, bool keywords_defined)
{
	size_t len;
	char *text = read_file(path, &len);
	char *p = text ? strstr(text, ": ") : NULL;
	if (!p)
		return true;
	for (p += 2;;) {
		while (*p == ' ' || *p == '\t' || (p[0] == '\\' && p[1] == '\n'))
			p += *p == '\\' ? 2 : 1;
		if (!*p || *p == '\n')
			return false;
		Buf name = {0};
		for (; *p && *p != ' ' && *p != '\t' && *p != '\n'; p++) {
			if (p[0] == '\\' && p[1] == '\n')
				break;
			if ((p[0] == '\\' && (p[1] == ' ' || p[1] == '#')) || (p[0] == '$' && p[1] == '$'))
				p++;
			buf_add(&name, p, 1);
		}
		buf_add(&name, "", 1);
		if (file_spells_obt(name.data, keywords_defined))
			return true;
	}
}

static bool seen_path(const Vec *seen, const char *path)
{
	for (int i = 0; i < seen->len; i++)
		if (!strcmp(seen->data[i], path))
			return true;
	return false;
}

/* Does a conditional directive of the text test a keyword (#ifdef
 * __ob_trap, defined(__ob_wrap))? */
static bool text_tests_keywords(const char *text, size_t len)
{
	if (!memmem(text, len, "__ob_", 5))
		return false;
	char *code = without_comments(text, len);
	for (const char *hit = memmem(code, len, "__ob_", 5); hit;) {
		size_t end;
		const char *p = skip_blanks(logical_line(code, len, hit - code, &end));
		if (*p == '#' && tests_keyword(p))
			return true;
		hit = end < len ? memmem(code + end, len - end, "__ob_", 5) : NULL;
	}
	return false;
}

/*
 * Does a file the preprocessed text came from (its line markers name
 * them) test whether a keyword is a macro? Compiling the original source
 * with the keywords as empty macros would then give that test the other
 * answer than obtcc's preprocessing gave it.
 */
bool unit_tests_keywords(const char *pp, size_t len)
{
	Vec seen = {0};
	for (const char *line = pp; line && line < pp + len;) {
		const char *nl = memchr(line, '\n', pp + len - line);
		const char *q;
		if (line[0] == '#' && line[1] == ' ' && (q = memchr(line, '"', (nl ? nl : pp + len) - line))) {
			const char *e = memchr(q + 1, '"', (nl ? nl : pp + len) - q - 1);
			char *path = e ? str_ndup(q + 1, e - q - 1) : NULL;
			size_t flen;
			char *text;
			if (path && path[0] != '<' && !seen_path(&seen, path)) {
				vec_push(&seen, path);
				text = read_file(path, &flen);
				if (!text || text_tests_keywords(text, flen))
					return true;	/* unread: it may */
			}
		}
		line = nl ? nl + 1 : NULL;
	}
	return false;
}

/* The line `number` (from 1) of the file at path, or NULL. */
static char *file_line(const char *path, long number)
{
	size_t len;
	char *text = read_file(path, &len), *end = text ? text + len : NULL;
	for (char *p = text; p && p < end; number--) {
		char *nl = memchr(p, '\n', end - p);
		if (number == 1)
			return str_ndup(p, (nl ? nl : end) - p);
		p = nl ? nl + 1 : NULL;
	}
	return NULL;
}

/* s without the SGR and erase-line escapes a coloured diagnostic holds
 * (ESC [ ... m, ESC [ K) */
static char *without_colour(char *s)
{
	char *out = s;
	for (const char *p = s; *p;) {
		if (p[0] == '\033' && p[1] == '[') {
			p += 2 + strspn(p + 2, "0123456789;");
			if (*p)
				p++;
			continue;
		}
		*out++ = *p++;
	}
	*out = '\0';
	return s;
}

/* The first "PATH:LINE[:COL]: [fatal ]error:" of what CC said: does the
 * line it names spell one? Then the keyword was live there. In obtcc's
 * own obt.h the typedefs come from macros, and CC names the line of a
 * macro argument: any of its lines will do (this only decides whether
 * the compile that makes the keywords unavailable is tried). */
bool failed_on_keyword(const char *said, size_t len)
{
	const char *end = said + len;
	for (const char *line = said; line < end;) {
		const char *nl = memchr(line, '\n', end - line);
		char *text = without_colour(str_ndup(line, (nl ? nl : end) - line));
		line = nl ? nl + 1 : end;
		char *mark = strstr(text, ": error:");
		if (!mark)
			mark = strstr(text, ": fatal error:");
		if (!mark)
			continue;
		/* back over ":COL" and ":LINE" */
		char *p = mark, *colon[2] = {NULL, NULL};
		for (int n = 0; n < 2; n++) {
			char *q = p;
			while (q > text && q[-1] >= '0' && q[-1] <= '9')
				q--;
			if (q == p || q == text || q[-1] != ':')
				break;
			colon[n] = q - 1;
			p = q - 1;
		}
		char *at = colon[1] ? colon[1] : colon[0];
		if (!at)
			return false;
		*at = '\0';
		char *spelled = file_line(text, strtol(at + 1, NULL, 10));
		return spelled && (text_spells_obt(spelled, strlen(spelled)) || file_is_own_obt_h(text));
	}
	return false;
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
	const Vec *switches;		/* the command line's -D and -U */
	Vec seen;
	int inactive_definitions;	/* #define __ob_trap... the switches rule out */
	int other_definitions;		/* ...and the rest */
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

/* The headers the #include lines of text (a file in dir) name, found. */
static Vec included_headers(Look *l, const char *text, const char *dir)
{
	Vec paths = {0};
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
		if (path)
			vec_push(&paths, (void *)path);
	}
	return paths;
}

/*
 * Will the keywords be live? The usual header that spells typedef lines
 * makes the keywords empty macros only where a compiler without the types
 * reads it: under `#ifndef __OBTCC__`, or a test of the macro the build
 * passes to turn the types on. When every keyword #define the first look
 * sees sits in a branch the command line's macros rule out
 * (conditions.c), the compile with the keywords unavailable is the one
 * likely to be kept, and runs first (driver.c).
 */
static void note_keyword_definition(void *ctx, const char *directive, Tri active)
{
	Look *l = ctx;
	const char *p = skip_blanks(directive);
	if (!word_at(p, "define") || !is_keyword_at(skip_blanks(p + strlen("define"))))
		return;
	if (active == TRI_NO)
		l->inactive_definitions++;
	else
		l->other_definitions++;
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
	const char *text = read_file_transient(path, &len);
	if (!text)
		return depth == 0;	/* the unit's own files must be read */
	/* a first look only decides whether a direct compile may be tried:
	 * obtcc's own obt.h is decided by the compiles (is_own_obt_h) */
	if (!is_own_obt_h(text, len) && spells_lasting_obt(text, len, false))
		return true;
	if (memmem(text, len, "__ob_", 5))
		each_directive(without_comments(text, len), len, l->switches, note_keyword_definition, l);
	if (depth >= LOOK_DEPTH)
		return false;
	const char *slash = strrchr(path, '/');
	const char *dir = slash ? str_ndup(path, slash - path) : ".";
	/* found before the next file's text takes the buffer */
	Vec includes = included_headers(l, text, dir);
	for (int i = 0; i < includes.len; i++)
		if (look_at(l, includes.data[i], depth + 1))
			return true;
	return false;
}

FirstLook first_look(const Vec *files, const Vec *quote_dirs, const Vec *dirs,
		     const Vec *switches)
{
	Look l = {quote_dirs, dirs, switches, {0}, 0, 0};
	for (int i = 0; i < files->len; i++)
		if (look_at(&l, files->data[i], 0))
			return LOOK_SPELLS;
	return l.inactive_definitions && !l.other_definitions ? LOOK_LIVE_KEYWORDS : LOOK_NOTHING;
}
