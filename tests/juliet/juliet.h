/*
 * juliet.h - where the data of a Juliet-style case comes from.
 *
 * Each case is built three times (tests/juliet/run): with SOURCE 1 the
 * datum is a constant in the program, with 2 it is the program's first
 * argument, with 3 a line read from standard input. The runner gives the
 * case's "hostile" value (written in its header comment) both ways, so that
 * the three builds see one value by three paths.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long long source(int argc, char **argv, long long constant)
{
#if SOURCE == 1
	(void)argc;
	(void)argv;
	return constant;
#elif SOURCE == 2
	(void)constant;
	return argc > 1 ? strtoll(argv[1], NULL, 0) : 0;
#else
	(void)argc;
	(void)argv;
	(void)constant;
	char line[64];
	return fgets(line, sizeof line, stdin) ? strtoll(line, NULL, 0) : 0;
#endif
}
