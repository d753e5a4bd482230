/*
 * paths.c - one name per file: every file a report or a log names goes by
 * its path relative to the source root (--source-root, default the
 * current directory), or by its absolute path when it is outside the root
 * (/usr/include/...), which is shown but never patched.
 *
 * A site report names a file twice (src/sitereport.c): as __FILE__ spells
 * it, relative to the directory its unit was compiled in, and by the real
 * path the compile saw. The real path decides the name, so the spellings
 * "../../src/liblzma/lz/lz_decoder.h" and "lz/lz_decoder.h" of a
 * recursive make, an out-of-tree build's "../src/x.c", a CMake build's
 * absolute names and a tree reached through a symbolic link all come out
 * as one name. A report without real paths (an older obtcc) is read
 * relative to its "dir", else to the root.
 *
 * A log line has only the spelling. Its file is the one the site reports
 * give that spelling at that line and column, else at any place; a
 * spelling no report gives is taken relative to the root, and one the
 * reports give to two files (two directories' util.c) or none that exists
 * is an error naming it.
 */
#include "report.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *root;	/* the source root, real and absolute */
static Map names;		/* absolute path -> name */
static Map interned;		/* name -> the one copy of it */

/* Two files of one spelling: the marker in the spelling maps. */
static const char ambiguous[] = "";

static Map by_place;		/* "spelling\nline\ncolumn" -> name or ambiguous */
static Map by_spelling;		/* spelling -> name or ambiguous */
static Map logged;		/* spelling -> the name a log line gets (no place known) */

void set_source_root(const char *dir)
{
	char buf[PATH_MAX];
	if (!realpath(dir ? dir : ".", buf))
		fatal("the source root %s: %s", dir ? dir : ".", strerror(errno));
	root = str_ndup(buf, strlen(buf));
}

const char *source_root(void)
{
	if (!root)
		set_source_root(NULL);
	return root;
}

/* An absolute path with ".", ".." and empty components resolved by their
 * spelling alone. Only for a file that does not exist: of one that does,
 * realpath() knows better, as a symbolic link can put "a/.." elsewhere. */
static const char *normal_path(const char *path)
{
	Vec parts = {0};
	for (const char *p = path; *p;) {
		size_t n = strcspn(p, "/");
		if (n == 2 && !strncmp(p, "..", 2))
			parts.len -= parts.len > 0;
		else if (n && !(n == 1 && p[0] == '.'))
			vec_push(&parts, str_ndup(p, n));
		p += n + (p[n] == '/');
	}
	Buf b = {0};
	for (int i = 0; i < parts.len; i++)
		buf_fmt(&b, "/%s", (char *)parts.data[i]);
	return b.len ? b.data : "/";
}

/* The one copy of a name (which may be in a buffer about to change). */
static const char *intern_name(const char *name)
{
	void **slot = map_slot(&interned, name, strlen(name));
	if (!*slot)
		*slot = str_ndup(name, strlen(name));
	return *slot;
}

/* The real path of an absolute one, or its normal spelling if it does not
 * exist; relative to the root if inside it. */
static const char *name_of_path(const char *path)
{
	void **slot = map_slot(&names, path, strlen(path));
	if (*slot)
		return *slot;
	char buf[PATH_MAX];
	const char *real = realpath(path, buf) ? buf : normal_path(path);
	const char *top = source_root();
	size_t n = strlen(top);
	const char *name = real;
	if (!strcmp(real, top))
		name = ".";
	else if (n == 1)
		name = real + 1;
	else if (!strncmp(real, top, n) && real[n] == '/')
		name = real + n + 1;
	*slot = (void *)intern_name(name);
	return *slot;
}

const char *file_name(const char *spelling, const char *dir, const char *path)
{
	if (path && path[0] == '/')
		return name_of_path(path);
	if (spelling[0] == '<')	/* <stdin>: no file at all */
		return intern_name(spelling);
	if (spelling[0] == '/')
		return name_of_path(spelling);
	static Buf joined;	/* names are looked up per line: no memory per line */
	joined.len = 0;
	buf_fmt(&joined, "%s/%s", dir && dir[0] == '/' ? dir : source_root(), spelling);
	return name_of_path(joined.data);
}

bool inside_root(const char *name)
{
	return name[0] != '/' && name[0] != '<';
}

char *read_source(const char *name, size_t *len)
{
	return read_file(name[0] == '/' ? name : str_fmt("%s/%s", source_root(), name), len);
}

static void learn(Map *m, const char *key, size_t len, const char *name)
{
	void **slot = map_slot(m, key, len);
	if (!*slot)
		*slot = (void *)name;
	else if (*slot != name)
		*slot = (void *)ambiguous;
}

void learn_spelling(const char *spelling, int line, int column, const char *name)
{
	static Buf place;
	place.len = 0;
	buf_fmt(&place, "%s\n%d\n%d", spelling, line, column);
	learn(&by_place, place.data, place.len, name);
	learn(&by_spelling, spelling, strlen(spelling), name);
}

/* A spelling no site report gives: a file below the root, if there is one. */
static const char *unlearned(const char *spelling, const char *log)
{
	void **slot = map_slot(&logged, spelling, strlen(spelling));
	if (*slot)
		return *slot;
	const char *name = spelling;
	if (spelling[0] == '/' || spelling[0] == '<' ||
	    !access(str_fmt("%s/%s", source_root(), spelling), F_OK))
		name = file_name(spelling, NULL, NULL);
	else
		soft_error("%s: no file '%s' below the source root %s: give the site report "
			   "that names it (--sites) or the root (--source-root)", log, spelling,
			   source_root());
	*slot = (void *)name;
	return name;
}

const char *logged_file_name(const char *spelling, int line, int column, const char *log)
{
	const char *place = str_fmt("%s\n%d\n%d", spelling, line, column);
	const char *name = map_get(&by_place, place, strlen(place));
	if (!name)
		name = map_get(&by_spelling, spelling, strlen(spelling));
	if (!name)
		return unlearned(spelling, log);
	if (name != ambiguous)
		return name;
	void **slot = map_slot(&logged, spelling, strlen(spelling));
	if (!*slot)
		soft_error("%s: '%s:%d:%d' may be any of the files the site reports spell '%s' "
			   "(units compiled in different directories); left as logged", log,
			   spelling, line, column, spelling);
	*slot = (void *)spelling;
	return spelling;
}
