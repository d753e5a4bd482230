/*
 * link.c - libobt in a link obtcc runs.
 *
 * The objects obtcc makes refer to libobt only weakly (rewrite.c says why),
 * and a weak reference does not make the linker take a member out of an
 * archive. So obtcc asks for the runtime by name (-u) when an object on its
 * command line refers to it, and links it from the archive's full path:
 * with -lobt the linker would prefer libobt.so, which a program installed
 * elsewhere would not find at run time; the archive built for the link's
 * target (link_target() below). A program without annotations gets no
 * runtime at all, as with the plain compiler, nor any question to CC.
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

/*
 * A link takes the libobt of its target: gcc -m32 and i686-linux-gnu-gcc
 * need the i386 one. Each target's libraries sit in a directory named by
 * its Debian multiarch tuple (i386-linux-gnu), the name Debian gives its
 * own library directories: every compiler that targets that ABI agrees on
 * it, as gcc -m32, i686-linux-gnu-gcc and clang -m32 do, and one libobt
 * serves them all. gcc says it (-print-multiarch, which follows -m32);
 * clang has no such option, but its -dumpmachine follows -m32 and
 * --target, and its triple becomes the tuple when the vendor field is left
 * out and i686 is named i386. The question carries the link's own
 * options, which is what makes it answer for -m32; gcc and clang answer it
 * and exit without linking.
 */
static const char *tuple_of_triple(char *triple)
{
	char *first = strchr(triple, '-');
	char *second = first ? strchr(first + 1, '-') : NULL;
	if (second && strchr(second + 1, '-'))	/* arch-vendor-os-env */
		memmove(first, second, strlen(second) + 1);
	if (triple[0] == 'i' && strchr("3456", triple[1]) && strncmp(triple + 2, "86-", 3) == 0)
		triple[1] = '3';
	return triple;
}

static char *ask(const Vec *link, const char *question)
{
	Vec v = {0};
	for (int i = 0; i < link->len; i++)
		vec_push(&v, link->data[i]);
	vec_push(&v, (void *)question);
	char *said = run_for_output(&v);
	if (said)
		said[strcspn(said, "\n")] = 0;
	return said && *said ? said : NULL;
}

/* The target of a link (CC's words and its options), or NULL when CC
 * cannot say. A gcc built without multiarch answers -print-multiarch with
 * nothing, and its -dumpmachine does not follow -m32: there gcc -m32 is
 * taken for gcc's own target, whose libobt the linker then refuses. */
const char *link_target(const Vec *link)
{
	char *tuple = compiler_is_clang() ? NULL : ask(link, "-print-multiarch");
	if (tuple)
		return tuple;
	char *triple = ask(link, "-dumpmachine");
	return triple ? tuple_of_triple(triple) : NULL;
}

/* Where libobt is for a target: in the build tree beside obtcc, once
 * installed in ../lib; each target in its own directory there. */
static const char *libobt_path(const char *target, Vec *looked)
{
	const char *env = getenv("OBTCC_LIBDIR");
	const char *dir = obtcc_dir();
	const char *cands[2] = {0};
	if (env && *env)
		cands[0] = env;
	else if (dir) {
		cands[0] = dir;
		cands[1] = str_fmt("%s/../lib", dir);
	}
	for (int i = 0; i < 2 && cands[i]; i++) {
		const char *path = target ? str_fmt("%s/%s/libobt.a", cands[i], target)
					  : str_fmt("%s/libobt.a", cands[i]);
		struct stat st;
		if (stat(path, &st) == 0)
			return path;
		vec_push(looked, (void *)path);
	}
	return NULL;
}

/* How to build a missing libobt: obt's make builds one for each compiler
 * LIBOBT_TARGETS names that can link a program; this link's compiler and
 * its -m and --target options make one for its target. */
static const char *how_to_build(const Vec *link)
{
	Buf b = {0};
	for (int i = 0; i < link->len; i++) {
		const char *w = link->data[i];
		if (i < compiler_words() || starts_with(w, "-m") || starts_with(w, "--target=")) {
			buf_str(&b, i ? " " : "");
			buf_str(&b, w);
		}
	}
	buf_add(&b, "", 0);
	return b.data;
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
	const char *target = link_target(v);
	Vec looked = {0};
	const char *lib = libobt_path(target, &looked);
	if (!lib && target && looked.len)
		fatal("no libobt for target %s: there is no %s%s%s; build obt where this "
		      "compiler can link a program, with make LIBOBT_TARGETS=\"'%s'\" "
		      "(docs/build.md, \"Targets\")", target, (char *)looked.data[0],
		      looked.len > 1 ? " nor " : "", looked.len > 1 ? (char *)looked.data[1] : "",
		      how_to_build(v));
	if (!lib)
		fatal("cannot find libobt.a beside obtcc or in ../lib (set OBTCC_LIBDIR)");
	vec_push(v, "-Wl,-u,__obt_trap");
	vec_push(v, (void *)lib);
	if (shared)
		vec_push(v, "-Wl,--exclude-libs,libobt.a");
}
