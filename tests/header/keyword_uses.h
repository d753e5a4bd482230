/*
 * keyword_uses.h - the keywords and the handler-label macros where code
 * spells them, for the tests that obt.h's fallbacks make them plain: in C
 * (tests/cases/header_keywords.c) and in C++ (tests/cxx/keywords.cc).
 * The includer checks that counter, hash and size_trap have the plain
 * types, that *pointer(&counter) is 0, scaled(2) 6 and hash * 33 177573.
 */
/* The keywords sit where const may sit. */
static int __ob_trap counter;
static __ob_wrap unsigned hash = 5381;
typedef long __ob_trap size_trap;

static int __ob_trap *pointer(int __ob_trap *p)
{
	return p;
}

/* A function-wide handler label: without obtcc nothing jumps to it. */
__overflow_label(fail) static int scaled(int __ob_trap v)
{
	int obt_trap_label(fail) r = v * 3;

	return r;
fail: __attribute__((unused));
	return -1;
}
