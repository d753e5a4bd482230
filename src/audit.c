/*
 * audit.c - audit mode: every plain integer the user's own code declares
 * behaves as if it carried a default behaviour (-fobt-default=).
 *
 * A team that has annotated nothing yet runs its tests with
 * -fobt-default=trap (or warn) and learns which variables overflow. The
 * behaviour is given where a declarator names an object, a member, a
 * parameter, a function's result or a typedef, in a file within the scope
 * (by default every file that is not a system header), and only at the
 * top of the declared type (and an array's elements): a pointee keeps its
 * type, so pointers still meet the library's prototypes.
 *
 * A defaulted behaviour is weaker than a written one. It never makes two
 * types incompatible nor a pointer conversion worth a warning, a written
 * behaviour wins over it in arithmetic, and an explicit cast out of it is
 * not checked (a cast is how C code says "truncate here"). The rules and
 * what they leave out (plain char, bool, enums) are in docs/semantics.md.
 */
#include "obtcc.h"

#include <string.h>

AuditOptions audit_opts;

static Vec scope_dirs;		/* -fobt-default-scope=DIR,...: the files in scope */

void add_default_scope(const char *list)
{
	for (const char *p = list; *p;) {
		const char *end = strchr(p, ',');
		if (!end)
			end = p + strlen(p);
		size_t n = end - p;
		while (n > 1 && p[n - 1] == '/')
			n--;	/* "src/" and "src" are one directory */
		if (n)
			vec_push(&scope_dirs, str_ndup(p, n));
		p = *end ? end + 1 : end;
	}
}

/* path with "." and "dir/.." taken out: lib/../mm/internal.h is
 * mm/internal.h, which a build spells so when it includes from lib with
 * -I.. (the kernel's does). Leading ".." stay. */
static const char *without_dots(const char *path)
{
	if (!strstr(path, "/.") && !starts_with(path, "."))
		return path;
	Vec parts = {0};
	for (const char *p = path; *p;) {
		size_t n = strcspn(p, "/");
		bool up = n == 2 && p[0] == '.' && p[1] == '.';
		const char *last = parts.len ? parts.data[parts.len - 1] : NULL;
		if (n == 1 && p[0] == '.') {
			/* itself */
		} else if (up && last && strcmp(last, "..") != 0) {
			parts.len--;
		} else if (n) {
			vec_push(&parts, str_ndup(p, n));
		}
		p += n + (p[n] == '/');
	}
	Buf b = {0};
	if (path[0] == '/')
		buf_str(&b, "/");
	for (int i = 0; i < parts.len; i++)
		buf_fmt(&b, "%s%s", i ? "/" : "", (char *)parts.data[i]);
	buf_add(&b, "", 1);
	return b.data;
}

/* Is the file below dir (or the file itself)? Both as CC names them, "."
 * and ".." resolved; "." holds every relative name that stays below it. */
static bool below(const char *file, const char *dir)
{
	file = without_dots(file);
	dir = without_dots(dir);
	if (!*dir)
		dir = ".";
	while (starts_with(file, "./"))
		file += 2;
	while (starts_with(dir, "./"))
		dir += 2;
	if (strcmp(dir, ".") == 0)
		return file[0] != '/' && !starts_with(file, "../");
	size_t n = strlen(dir);
	return strncmp(file, dir, n) == 0 && (file[n] == '/' || file[n] == 0);
}

static bool in_scope(Token *at)
{
	const char *file = at->loc.file;
	if (!file || at->in_system_header)
		return false;
	if (!scope_dirs.len)
		return true;
	for (int i = 0; i < scope_dirs.len; i++)
		if (below(file, scope_dirs.data[i]))
			return true;
	return false;
}

/* An integer that holds a quantity: not bool, not plain char (text), not
 * an enumeration (a set of names). */
static bool takes_default(Type *ty)
{
	return is_integer(ty) && ty->kind != TY_BOOL && ty->kind != TY_CHAR &&
	       ty->kind != TY_ENUM && ty->ob == OB_NONE;
}

Type *audit_default(Type *ty, Token *at)
{
	if (!audit_opts.ob || !at || !in_scope(at))
		return ty;
	if (takes_default(ty)) {
		Type *t = with_ob(ty, audit_opts.ob, NULL);
		t->ob_default = true;
		return t;
	}
	if (ty->kind == TY_ARRAY || ty->kind == TY_FUNC) {
		Type *inner = audit_default(ty->base, at);
		if (inner == ty->base)
			return ty;
		Type *t = copy_type(ty);
		t->base = inner;
		return t;
	}
	return ty;
}

ObKind written_ob(const Type *ty)
{
	return ty->ob_default ? OB_NONE : ty->ob;
}
