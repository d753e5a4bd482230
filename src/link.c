/*
 * link.c - libobt in a link obtcc runs.
 *
 * The objects obtcc makes refer to libobt only weakly (rewrite.c says why),
 * and a weak reference does not make the linker take a member out of an
 * archive. So obtcc asks for the runtime by name (-u) when an object on its
 * command line refers to it, and links it from the archive's full path:
 * with -lobt the linker would prefer libobt.so, which a program installed
 * elsewhere would not find at run time. A program without annotations gets
 * no runtime at all, as with the plain compiler.
 *
 * A shared object gets its own private copy: --exclude-libs keeps libobt's
 * symbols out of its dynamic symbol table, so two libraries built by obtcc
 * never export the runtime to each other or to the program (docs/build.md
 * tells how a program shares one runtime instead: libobt.so).
 */
#include "obtcc.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *obtcc_dir(void)
{
	static char buf[4096];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
	if (n <= 0)
		return NULL;
	buf[n] = 0;
	char *slash = strrchr(buf, '/');
	if (slash)
		*slash = 0;
	return buf;
}

/* libobt sits beside obtcc in the build tree, in ../lib once installed. */
static const char *libobt_dir(void)
{
	const char *env = getenv("OBTCC_LIBDIR");
	if (env && *env)
		return env;
	const char *dir = obtcc_dir();
	if (!dir)
		return NULL;
	const char *cands[] = {dir, str_fmt("%s/../lib", dir)};
	for (int i = 0; i < 2; i++) {
		struct stat st;
		if (stat(str_fmt("%s/libobt.a", cands[i]), &st) == 0)
			return cands[i];
	}
	return NULL;
}

/* Does an object or archive refer to the runtime? Its symbol names are in
 * its string table; a byte search finds them without parsing ELF. */
static bool refers_to_runtime(const char *path)
{
	const char *dot = strrchr(path, '.');
	if (!dot || (strcmp(dot, ".o") != 0 && strcmp(dot, ".a") != 0 && strcmp(dot, ".lo") != 0))
		return false;
	size_t len;
	char *data = read_file(path, &len);
	if (!data)
		return false;
	static const char *const names[] = {"__obt_trap", "__obt_warn", NULL};
	for (const char *const *n = names; *n; n++)
		if (memmem(data, len, *n, strlen(*n)))
			return true;
	return false;
}

void push_runtime(Vec *v, Vec *objects, bool shared)
{
	bool needed = false;
	for (int i = 0; i < objects->len && !needed; i++)
		needed = refers_to_runtime(objects->data[i]);
	if (!needed)
		return;
	const char *dir = libobt_dir();
	if (!dir)
		fatal("cannot find libobt.a beside obtcc or in ../lib (set OBTCC_LIBDIR)");
	vec_push(v, "-Wl,-u,__obt_trap");
	vec_push(v, str_fmt("%s/libobt.a", dir));
	if (shared)
		vec_push(v, "-Wl,--exclude-libs,libobt.a");
}
