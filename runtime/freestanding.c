/*
 * freestanding.c - the platform half of libobt-freestanding.a: no
 * environment to read and nowhere to write, so the options are the
 * defaults, reports are dropped until the program sets a sink with
 * obt_set_sink(), and nothing is recorded. (libobt.a has hosted.c in its
 * place.)
 */
#include "internal.h"

unsigned int __obt_options(void)
{
	return 0;
}

void __obt_default_sink(const char *text, size_t len)
{
	(void)text;
	(void)len;
}

void __obt_count_failure(const struct obt_site *site, obt_bits lhs, obt_bits rhs)
{
	(void)site;
	(void)lhs;
	(void)rhs;
}
