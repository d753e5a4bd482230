/*
 * rt_test.h - helpers shared by tests/cases/runtime_*.c, the cases that
 * call libobt the way obtcc's generated code does.
 *
 * The runner only checks that stderr *contains* lines; stdout it compares
 * whole. So a case that must prove a report is exact (no extra text, no
 * second copy) captures its stderr and prints it on stdout.
 */
#ifndef RT_TEST_H
#define RT_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <obt_runtime.h>

static int rt_saved_stderr = -1;
static FILE *rt_capture;

/* From here on, whatever reaches fd 2 goes to a temporary file. */
static inline void capture_stderr(void)
{
	fflush(stderr);
	rt_capture = tmpfile();
	rt_saved_stderr = dup(2);
	if (!rt_capture || rt_saved_stderr < 0 || dup2(fileno(rt_capture), 2) < 0) {
		perror("capture_stderr");
		exit(99);
	}
}

/* Puts fd 2 back and copies what was captured to stdout, as is. */
static inline void print_captured(void)
{
	char buf[4096];
	size_t n;

	fflush(stderr);
	dup2(rt_saved_stderr, 2);
	close(rt_saved_stderr);
	rewind(rt_capture);
	while ((n = fread(buf, 1, sizeof buf, rt_capture)) > 0)
		fwrite(buf, 1, n, stdout);
	fclose(rt_capture);
	fflush(stdout);
}

/* A sink that prints each report line on stdout. */
static inline void stdout_sink(const char *text, size_t len)
{
	fwrite(text, 1, len, stdout);
	fflush(stdout);
}

#endif /* RT_TEST_H */
