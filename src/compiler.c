/*
 * compiler.c - which compiler obtcc runs, and through what.
 *
 *   obtcc [-fobt...] [LAUNCHER] [CC [CC-WORDS]] ARGS...
 *
 * CC is named on the command line or by $OBTCC_CC, which is split into
 * words as make splits $(CC): OBTCC_CC="ccache gcc -m32" is a launcher, a
 * compiler and a flag that goes with it. A launcher is a program that runs
 * a compile for the compiler named after it (ccache, sccache, distcc,
 * icecc). It may cache or ship a compile, but knows nothing of the target
 * and adds nothing to a preprocess or a link, so obtcc's probes and links
 * run the compiler directly and only the compile steps go through the
 * launcher: their inputs are then exactly what a cache or a remote machine
 * sees.
 */
#include "obtcc.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static Vec launcher;		/* the launcher's words, or none */
static Vec compiler;		/* the compiler and the words given with it */
static bool named;		/* on the command line, not by $OBTCC_CC */

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Splits text into words as a shell or gcc's response files do: blanks
 * separate words, quotes keep them together, a backslash takes the next
 * character as it is. */
void split_words(const char *text, Vec *out)
{
	for (const char *p = text; *p;) {
		while (is_space(*p))
			p++;
		if (!*p)
			break;
		Buf word = {0};
		char quote = 0;
		for (; *p && (quote || !is_space(*p)); p++) {
			if (quote && *p == quote)
				quote = 0;
			else if (!quote && (*p == '\'' || *p == '"'))
				quote = *p;
			else if (*p == '\\' && p[1])
				buf_add(&word, ++p, 1);
			else
				buf_add(&word, p, 1);
		}
		buf_add(&word, "", 0);
		vec_push(out, word.data ? word.data : "");
	}
}

static bool is_launcher(const char *word)
{
	static const char *const names[] = {"ccache", "sccache", "distcc", "icecc", NULL};
	for (const char *const *n = names; *n; n++)
		if (strcmp(base_name(word), *n) == 0)
			return true;
	return false;
}

/* Is the first argument the compiler's name rather than an option or an
 * input file? */
static bool names_a_program(const char *arg)
{
	if (arg[0] == '-' || arg[0] == '@')
		return false;
	const char *dot = strrchr(base_name(arg), '.');
	static const char *const inputs[] = {".c", ".o", ".s", ".S", ".a", ".i", ".so", ".h", NULL};
	for (const char *const *s = inputs; dot && *s; s++)
		if (strcmp(dot, *s) == 0)
			return false;
	struct stat st;
	/* A readable regular file that is not executable is an input. */
	return !(stat(arg, &st) == 0 && S_ISREG(st.st_mode) && !(st.st_mode & 0111));
}

/* Takes the launcher and compiler off the front of the arguments, or from
 * $OBTCC_CC when the command line names none. */
void compiler_from_args(int *argc, char ***argv)
{
	int taken = 0;
	if (taken < *argc && names_a_program((*argv)[taken]) && is_launcher((*argv)[taken]))
		vec_push(&launcher, (*argv)[taken++]);
	if (taken < *argc && names_a_program((*argv)[taken]))
		vec_push(&compiler, (*argv)[taken++]);
	*argc -= taken;
	*argv += taken;
	named = compiler.len > 0;
	if (named)
		return;
	Vec words = {0};
	const char *env = getenv("OBTCC_CC");
	split_words(env && *env ? env : "cc", &words);
	int first = 0;
	if (words.len > 1 && is_launcher(words.data[0])) {
		first = 1;
		if (!launcher.len)
			vec_push(&launcher, words.data[0]);
	}
	for (int i = first; i < words.len; i++)
		vec_push(&compiler, words.data[i]);
}

/* Is an input word, with no compiler named before the options, the name
 * of a program on PATH rather than a file (obtcc -v gcc -c x.c)? CC
 * would only say "gcc: linker input file not found". */
bool misplaced_compiler(const char *word)
{
	if (named || strchr(word, '/') || strchr(word, '.') || access(word, F_OK) == 0)
		return false;
	const char *path = getenv("PATH");
	for (const char *dir = path; dir && *dir;) {
		size_t len = strcspn(dir, ":");
		const char *candidate = str_fmt("%.*s/%s", (int)len, len ? dir : ".", word);
		if (access(candidate, X_OK) == 0)
			return true;
		dir += len + (dir[len] == ':');
	}
	return false;
}

/* The compiler's words for a step; a compile goes through the launcher. */
void push_compiler(Vec *v, bool is_compile)
{
	for (int i = 0; is_compile && i < launcher.len; i++)
		vec_push(v, launcher.data[i]);
	for (int i = 0; i < compiler.len; i++)
		vec_push(v, compiler.data[i]);
}

const char *compiler_name(void)
{
	return compiler.data[0];
}

int compiler_words(void)
{
	return compiler.len;
}

bool compiler_named(void)
{
	return named;
}

bool compiler_is_clang(void)
{
	return strstr(base_name(compiler_name()), "clang") != NULL;
}

bool compiler_is_gcc(void)
{
	return strstr(base_name(compiler_name()), "gcc") != NULL;
}
