/*
 * main.c - obt-report's command line: one subcommand per question asked of
 * a site report or a run-time log.
 */
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
	"usage: obt-report merge REPORT...\n"
	"       obt-report html [-o DIR] [--source-root DIR] REPORT...\n"
	"       obt-report runtime LOG...\n"
	"       obt-report suggest [-p] [--source-root DIR] [--interface GLOB]...\n"
	"                          REPORT [LOG...]\n"
	"\n"
	"Reads the site reports obtcc writes (-fobt-report=FILE) and the logs of\n"
	"programs built with -fobt=warn (OBT_OPTIONS=log_path=FILE):\n"
	"  merge    one report on stdout, each site once, with the units it is in\n"
	"  html     DIR/index.html (default DIR: obt-report-html): the source\n"
	"           with each check marked, counts per file and function, and\n"
	"           the checks a proof removed\n"
	"  runtime  per site: kind, count, first, smallest and largest value\n"
	"  suggest  a behaviour per declaration with its evidence; -p: as a\n"
	"           patch for patch -p1; --interface: headers the project\n"
	"           installs, whose declarations are suggested but not patched\n"
	"\n"
	"  --help       this text\n"
	"  --version    obt-report's version\n"
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

void parse_options(const char *command, int argc, char **argv, int takes, Options *o)
{
	*o = (Options){0};
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		bool dir = !strcmp(a, "-o") || !strcmp(a, "--source-root");
		if (dir && i + 1 == argc)
			usage_error("%s: %s needs a directory", command, a);
		if (!strcmp(a, "--interface") && i + 1 == argc)
			usage_error("%s: %s needs a file name or pattern", command, a);
		if (!strcmp(a, "-o") && (takes & OPT_OUT_DIR))
			o->out_dir = argv[++i];
		else if (!strcmp(a, "--source-root") && (takes & OPT_SOURCE_ROOT))
			o->source_root = argv[++i];
		else if (!strcmp(a, "--interface") && (takes & OPT_INTERFACE))
			vec_push(&o->interfaces, argv[++i]);
		else if (!strcmp(a, "-p") && (takes & OPT_PATCH))
			o->patch = true;
		else if (a[0] == '-' && a[1])
			usage_error("%s: unknown option '%s'", command, a);
		else
			vec_push(&o->files, (void *)a);
	}
}

/* A source file as a report names it: below root if one is given and the
 * name is relative. */
char *read_source(const char *root, const char *file, size_t *len)
{
	const char *path = root && file[0] != '/' ? str_fmt("%s/%s", root, file) : file;
	return read_file(path, len);
}

/* A file name as one spelling: "./zlib.h" and "zlib.h", "a//b" and "a/b"
 * name the same file in the reports of two compiles (-I. or not). Only
 * "." and empty components go; "a/../b" stays, as a symbolic link may
 * make it another file. */
const char *clean_path(const char *path)
{
	Buf b = {0};
	if (path[0] == '/')
		buf_str(&b, "/");
	for (const char *p = path; *p;) {
		size_t n = strcspn(p, "/");
		if (n && !(n == 1 && p[0] == '.')) {
			if (b.len && b.data[b.len - 1] != '/')
				buf_str(&b, "/");
			buf_fmt(&b, "%.*s", (int)n, p);
		}
		p += n + (p[n] == '/');
	}
	return b.len ? b.data : ".";
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
			return commands[i].run(argc - 2, argv + 2);
	usage_error("unknown command '%s'", argv[1]);
}
