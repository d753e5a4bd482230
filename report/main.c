/*
 * main.c - obt-report's command line: one subcommand per question asked of
 * a site report or a run-time log.
 */
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
	"usage: obt-report merge [--source-root DIR] REPORT...\n"
	"       obt-report html [-o DIR] [--source-root DIR] [--record RECORD]... REPORT...\n"
	"       obt-report runtime [--source-root DIR] [--sites REPORT]... RECORD...\n"
	"       obt-report suggest [-p] [--source-root DIR] [--interface GLOB]...\n"
	"                          [--interface-patch FILE] [--verify COMMAND]\n"
	"                          REPORT [RECORD...]\n"
	"\n"
	"Reads the site reports obtcc writes (-fobt-report=FILE) and what programs\n"
	"built with -fobt=warn record (OBT_OPTIONS=record_path=FILE) or log\n"
	"(OBT_OPTIONS=log_path=FILE):\n"
	"  merge    one report on stdout, each site once, with the units it is in\n"
	"  html     DIR/index.html (default DIR: obt-report-html): the source\n"
	"           with each check marked, counts per file and function, and\n"
	"           the checks a proof removed; with --record, what failed at\n"
	"           run time beside each site, and each declaration's suggestion\n"
	"  runtime  per site: kind, count, first, smallest and largest value\n"
	"  suggest  a behaviour per declaration with its evidence; -p: as a\n"
	"           patch for patch -p1 in the source root; --interface: headers\n"
	"           the project installs, whose declarations go to a patch of\n"
	"           their own (--interface-patch FILE); --verify: the patch\n"
	"           applied to a copy of the root, COMMAND run there (sh -c),\n"
	"           and what makes it fail withdrawn, one by one\n"
	"\n"
	"  --source-root DIR  files are named relative to DIR (default: the\n"
	"                     current directory), whatever directory each unit\n"
	"                     was compiled in\n"
	"  --sites REPORT     the site report that names the files a record spells\n"
	"  --help             this text\n"
	"  --version          obt-report's version\n"
	"\n"
	"See obt-report(1) and docs/report.md.\n";

static __attribute__((noreturn)) void die(const char *fmt, va_list ap, const char *after)
{
	fputs("obt-report: error: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputs(after, stderr);
	exit(1);
}

/* util.c's allocation failures come here too. */
void fatal(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	die(fmt, ap, "\n");
}

void usage_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	die(fmt, ap, "\n(obt-report --help lists the commands)\n");
}

static bool failed;

void soft_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("obt-report: error: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputs("\n", stderr);
	va_end(ap);
	failed = true;
}

void parse_options(const char *command, int argc, char **argv, int takes, Options *o)
{
	static const char *const needs[][2] = {
		{"-o", "a directory"}, {"--source-root", "a directory"},
		{"--interface", "a file name or pattern"}, {"--sites", "a site report"},
		{"--interface-patch", "a file"}, {"--verify", "a command"},
		{"--record", "a run-time record or log"},
	};
	const char *root = NULL;
	*o = (Options){0};
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		for (size_t k = 0; k < sizeof needs / sizeof *needs; k++)
			if (!strcmp(a, needs[k][0]) && i + 1 == argc)
				usage_error("%s: %s needs %s", command, a, needs[k][1]);
		if (!strcmp(a, "-o") && (takes & OPT_OUT_DIR))
			o->out_dir = argv[++i];
		else if (!strcmp(a, "--source-root") && (takes & OPT_SOURCE_ROOT))
			root = argv[++i];
		else if (!strcmp(a, "--interface") && (takes & OPT_INTERFACE))
			vec_push(&o->interfaces, argv[++i]);
		else if (!strcmp(a, "--sites") && (takes & OPT_SITES))
			vec_push(&o->sites, argv[++i]);
		else if (!strcmp(a, "--interface-patch") && (takes & OPT_INTERFACE))
			o->interface_patch = argv[++i];
		else if (!strcmp(a, "--verify") && (takes & OPT_VERIFY))
			o->verify = argv[++i];
		else if (!strcmp(a, "--record") && (takes & OPT_RECORDS))
			vec_push(&o->records, argv[++i]);
		else if (!strcmp(a, "-p") && (takes & OPT_PATCH))
			o->patch = true;
		else if (a[0] == '-' && a[1])
			usage_error("%s: unknown option '%s'", command, a);
		else
			vec_push(&o->files, (void *)a);
	}
	set_source_root(root);
}

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		int (*run)(int, char **);
	} commands[] = {
		{"merge", merge_main}, {"html", html_main},
		{"runtime", runtime_main}, {"suggest", suggest_main},
	};
	if (argc < 2)
		usage_error("no command given");
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		fputs(usage, stdout);
		return 0;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("obt-report %s\n", OBTCC_VERSION);
		return 0;
	}
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 2, argv + 2) || failed;
	usage_error("unknown command '%s'", argv[1]);
}
