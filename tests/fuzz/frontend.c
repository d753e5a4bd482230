/*
 * frontend.c - obtcc's front end as one program, for fuzzing: lex, parse,
 * type, check and emit one preprocessed unit in this process, without the
 * driver and without running CC.
 *
 *   obtcc-frontend [-strict] [-fobt=MODE] FILE
 *
 * FILE is text as CC's preprocessor writes it (line markers included), but
 * without obtcc's target probe: the probe line gcc gives on x86_64 is put in
 * front of it, so that mutations are not wasted on the probe and every input
 * is a unit of one known target. -strict makes every parse failure an error,
 * as -fobt-check-roundtrip does; by default declarations without an
 * overflow behaviour that do not parse are skipped, as in a normal compile.
 *
 * Exit 0: the unit was translated, and without edits it re-emits as it was
 * read. Exit 1: it was rejected, and at least one diagnostic with a location
 * was printed. Anything else is a finding the fuzzer keeps: a crash, a
 * sanitizer report, a hang, or abort() for an exit without a located error
 * (an internal error) or a unit that parsed but does not round-trip.
 */
#include "../../src/obtcc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *prog_name = "obtcc-frontend";

/* The driver's -W options are not part of the front end: every obtcc
 * warning is on, none is an error. */
int warning_level(const char *flag)
{
	(void)flag;
	return WARN_ON;
}

static const char probe[] =
	"__obt_probe(201710L, 0 , 2, 4, 8, 8, 8, 4, 8, 16, 16, 0 , 1 , 0 , 0 , 0 ) "
	"__obt_probe_types((long unsigned int)(long int)(int)(short unsigned int)"
	"(unsigned int));\n";

static bool finished;

/* fatal() exits with status 1: fine after located errors (too many of
 * them), an internal error otherwise. */
static void check_exit(void)
{
	if (!finished && error_count == 0) {
		fprintf(stderr, "obtcc-frontend: exit without a located error\n");
		abort();
	}
}

int main(int argc, char **argv)
{
	const char *path = NULL;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-strict") == 0)
			parse_opts.strict = true;
		else if (strcmp(argv[i], "-fobt=none") == 0)
			obt_opts.mode = OBT_MODE_NONE;
		else if (strcmp(argv[i], "-fobt=warn") == 0)
			obt_opts.mode = OBT_MODE_WARN;
		else
			path = argv[i];
	}
	if (!path) {
		fprintf(stderr, "usage: obtcc-frontend [-strict] [-fobt=none|warn] FILE\n");
		return 2;
	}
	size_t len;
	char *input = read_file(path, &len);
	if (!input) {
		fprintf(stderr, "obtcc-frontend: cannot read %s\n", path);
		return 2;
	}
	atexit(check_exit);

	Buf text = {0};
	buf_str(&text, probe);
	buf_add(&text, input, len);
	Unit *u = alloc(sizeof *u);
	u->text = text.data;
	u->len = text.len;
	Buf out = {0};
	translate_unit(u, &out);
	if (error_count == 0 && !emit_roundtrips(u)) {
		fprintf(stderr, "obtcc-frontend: the emitted text differs from the input\n");
		abort();
	}
	finished = true;
	return error_count ? 1 : 0;
}
