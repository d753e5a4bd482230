/*
 * runtime.c - obt-report runtime [--source-root DIR] [--sites REPORT]...
 * RECORD...: what failed at run time, as a table: one row per site and
 * kind, the most frequent first. The site reports name the files the
 * records spell (paths.c).
 */
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_count(const void *a, const void *b)
{
	const LogSite *x = *(LogSite *const *)a, *y = *(LogSite *const *)b;
	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	int c = strcmp(x->file, y->file);
	if (c)
		return c;
	if (x->line != y->line)
		return x->line - y->line;
	return x->column - y->column;
}

int runtime_main(int argc, char **argv)
{
	Options o;
	parse_options("runtime", argc, argv, OPT_SOURCE_ROOT | OPT_SITES, &o);
	if (!o.files.len)
		usage_error("runtime needs at least one record or log");
	Vec sites = {0}, logs = {0};
	read_site_reports((char **)o.sites.data, o.sites.len, &sites, NULL);
	long ignored = 0;
	read_logs((char **)o.files.data, o.files.len, &logs, &ignored);
	vec_sort(&logs, by_count);
	printf("%-32s %-34s %8s %22s %22s %22s\n", "site", "kind", "count", "first", "min", "max");
	for (int i = 0; i < logs.len; i++) {
		LogSite *ls = logs.data[i];
		const char *place = ls->column ? str_fmt("%s:%d:%d", ls->file, ls->line, ls->column)
					       : str_fmt("%s:%d", ls->file, ls->line);
		printf("%-32s %-34s %8ld %22s %22s %22s\n", place, ls->kind, ls->count,
		       value_str(&ls->first), value_str(&ls->min), value_str(&ls->max));
	}
	printf("%d rows", logs.len);
	if (ignored)
		printf("; %ld lines were not obt reports", ignored);
	printf("\n");
	return 0;
}
