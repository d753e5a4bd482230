/*
 * hosted.c - the platform half of libobt.a: reports go to stderr (or to
 * OBT_OPTIONS' log_path), the run-time record (record.c) to record_path
 * at exit, and OBT_OPTIONS sets the modes. The only file of the runtime
 * that uses the C library.
 *
 * OBT_OPTIONS is read at the first report, not at startup: a program that
 * never overflows runs no runtime code at all, and a program may still
 * setenv() it in main(). Later changes to the variable are not seen.
 *
 * Writes go through write(2), one call per line: a report is never split
 * or interleaved with another thread's, and nothing is left in a stdio
 * buffer when the process traps right after.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* secure_getenv */
#endif
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

/* How much of a bad item a message quotes; the message stays one line. */
#define QUOTE_MAX 64

enum { UNREAD, READING, READ };

static int options_state = UNREAD;
static unsigned int options;	/* OBT_OPT_*, valid once options_state is READ */
static int report_fd = STDERR_FILENO;
static int record_fd = -1;

/* The path of the last valid log_path (or record_path) item, NUL-terminated. */
struct log_path {
	char path[4096];
	int set;
};

/* The items of OBT_OPTIONS that name a file. */
struct paths {
	struct log_path log, record;
};

/* Copies at most max bytes of text into out (which has room for max + 4)
 * for a message, control characters as '?', so that a hostile variable
 * cannot break the line; a longer text ends in "...". */
static void quote(const char *text, size_t len, char *out, size_t max)
{
	size_t i, n = len < max ? len : max;

	for (i = 0; i < n; i++)
		out[i] = (unsigned char)text[i] < ' ' || text[i] == 0x7f ? '?' : text[i];
	strcpy(out + n, n < len ? "..." : "");
}

/* "obt: OBT_OPTIONS: <what> '<item>'<why>; ignored", one line. */
static void complain(const char *what, const char *item, size_t len, const char *why)
{
	char text[QUOTE_MAX + 4];

	quote(item, len, text, QUOTE_MAX);
	fprintf(stderr, "obt: OBT_OPTIONS: %s '%s'%s; ignored\n", what, text, why);
}

static int is_key(const char *key, size_t len, const char *name)
{
	return strlen(name) == len && memcmp(key, name, len) == 0;
}

/* Sets or clears bit for a 0|1 value; anything else is a bad item. */
static void parse_flag(const char *item, size_t len, const char *value, size_t vlen,
		       unsigned int bit, int set_means)
{
	if (vlen != 1 || (value[0] != '0' && value[0] != '1')) {
		complain("bad value in", item, len, " (expected 0 or 1)");
		return;
	}
	if ((value[0] == '1') == set_means)
		options |= bit;
	else
		options &= ~bit;
}

static void parse_log_path(const char *item, size_t len, const char *value, size_t vlen,
			   struct log_path *log)
{
	if (vlen == 0) {
		complain("bad value in", item, len, " (expected a file name)");
		return;
	}
	if (vlen >= sizeof log->path) {
		complain("bad value in", item, len, " (file name too long)");
		return;
	}
	memcpy(log->path, value, vlen);
	log->path[vlen] = '\0';
	log->set = 1;
}

static void parse_item(const char *item, size_t len, struct paths *paths)
{
	const char *eq;
	size_t klen, vlen;

	if (len == 0) {
		fputs("obt: OBT_OPTIONS: empty item (two ':' in a row, or one at an end); "
		      "ignored\n", stderr);
		return;
	}
	eq = memchr(item, '=', len);
	if (!eq) {
		complain("missing '=value' in", item, len, "");
		return;
	}
	klen = (size_t)(eq - item);
	vlen = len - klen - 1;
	if (is_key(item, klen, "halt_on_error"))
		parse_flag(item, len, eq + 1, vlen, OBT_OPT_HALT_ON_ERROR, 1);
	else if (is_key(item, klen, "report_once"))
		parse_flag(item, len, eq + 1, vlen, OBT_OPT_REPORT_EVERY, 0);
	else if (is_key(item, klen, "log_path"))
		parse_log_path(item, len, eq + 1, vlen, &paths->log);
	else if (is_key(item, klen, "record_path"))
		parse_log_path(item, len, eq + 1, vlen, &paths->record);
	else
		complain("unknown option", item, klen, "");
}

/* Reports and records are appended, so several runs (or processes) share
 * one file. Opened now, so that a program's chdir() does not move it. */
static int open_log(const struct log_path *log, const char *key, const char *instead)
{
	int fd = open(log->path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
	char text[sizeof log->path + 4];

	if (fd < 0) {
		quote(log->path, strlen(log->path), text, sizeof log->path);
		fprintf(stderr, "obt: OBT_OPTIONS: cannot open %s '%s': %s; %s\n", key, text,
			strerror(errno), instead);
	}
	return fd;
}

/* One write per line, to a file opened O_APPEND: the lines of processes
 * that exit together never mix. */
static void write_record_line(const char *text, size_t len)
{
	ssize_t n;

	do
		n = write(record_fd, text, len);
	while (n < 0 && errno == EINTR);
}

/* At exit (or when libobt.so is unloaded): the process's record. A
 * process that dies by a signal or _exit() leaves none. */
__attribute__((destructor)) static void write_record(void)
{
	int saved_errno = errno;

	if (record_fd >= 0)
		__obt_record_lines(write_record_line);
	errno = saved_errno;
}

/* A forked child records its own failures, not again its parent's. */
static void open_record(const struct log_path *record)
{
	record_fd = open_log(record, "record_path", "not recording");
	if (record_fd < 0)
		return;
	pthread_atfork(NULL, NULL, __obt_record_clear);
}

void __obt_count_failure(const struct obt_site *site, obt_bits lhs, obt_bits rhs)
{
	if (record_fd >= 0)
		__obt_record(site, lhs, rhs);
}

/* A setuid program must not let its caller choose a file to append to:
 * glibc's secure_getenv() hides the variable there. */
static const char *options_text(void)
{
#ifdef __GLIBC__
	return secure_getenv("OBT_OPTIONS");
#else
	return getenv("OBT_OPTIONS");
#endif
}

static void read_options(void)
{
	const char *text = options_text();
	struct paths paths;
	size_t len;
	int fd;

	paths.log.set = 0;
	paths.record.set = 0;
	if (!text || !*text)
		return;
	for (;;) {
		len = strcspn(text, ":");
		parse_item(text, len, &paths);
		if (!text[len])
			break;
		text += len + 1;
	}
	if (paths.log.set && (fd = open_log(&paths.log, "log_path", "reporting to stderr")) >= 0)
		report_fd = fd;
	if (paths.record.set)
		open_record(&paths.record);
}

/* Reads OBT_OPTIONS exactly once. The first caller reads; a thread that
 * fails a check meanwhile waits the few microseconds that takes, so that
 * no report goes out under options not yet applied. */
static void load_options(void)
{
	int expected = UNREAD;

	if (__atomic_load_n(&options_state, __ATOMIC_ACQUIRE) == READ)
		return;
	if (__atomic_compare_exchange_n(&options_state, &expected, READING, 0,
					__ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
		read_options();
		__atomic_store_n(&options_state, READ, __ATOMIC_RELEASE);
		return;
	}
	while (__atomic_load_n(&options_state, __ATOMIC_ACQUIRE) != READ)
		sched_yield();
}

/* The program was in the middle of its own work when the check failed:
 * whatever the runtime does must leave errno as it was. */
unsigned int __obt_options(void)
{
	int saved_errno = errno;

	load_options();
	errno = saved_errno;
	return options;
}

void __obt_default_sink(const char *text, size_t len)
{
	int saved_errno = errno;
	ssize_t n;

	load_options();
	while (len > 0) {
		n = write(report_fd, text, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;	/* nowhere left to report to */
		text += n;
		len -= (size_t)n;
	}
	errno = saved_errno;
}
