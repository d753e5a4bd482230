/*
 * verify.c - obt-report suggest --verify COMMAND: the last net under the
 * solver, which knows the rules but not the tests.
 *
 * The source root is copied once (cp -a, into $TMPDIR), the annotations
 * are written into the copy, and COMMAND runs there with sh -c: it builds
 * in trap mode and runs the tests (`make CC="obtcc gcc" && make check`),
 * so it must not depend on the absolute path of the root. While it fails,
 * the group of annotations it fails with is found by bisection (the
 * shortest prefix of the groups, in file order, that fails ends with it)
 * and withdrawn, with the run's first error line as the reason; then the
 * rest is tried again. Each withdrawal costs about log2(groups) runs;
 * only the files whose text changes between two runs are written, so a
 * build tool rebuilds only what they touch. If COMMAND fails with no
 * annotation at all, nothing can be learnt, and that is an error (the
 * copy is left for a look). The copy is removed when done.
 */
#include "report.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
	const char *copy;	/* the copy of the root */
	const char *log;	/* the output of the last run */
	Map written;		/* file name -> the text the copy holds, if changed */
	Vec files;		/* const char *: the names written */
	int runs;
} Trial;

/* Runs argv in dir with its output to the file out; the exit status, or
 * -1 if it did not exit. */
static int run_in(char *const argv[], const char *dir, const char *out)
{
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0)
		fatal("--verify: cannot fork: %s", strerror(errno));
	if (pid == 0) {
		int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd < 0 || chdir(dir) != 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
			_exit(127);
		close(fd);
		execvp(argv[0], argv);
		_exit(127);
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			fatal("--verify: %s", strerror(errno));
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void write_text(const Trial *t, const char *name, const char *text)
{
	const char *path = str_fmt("%s/%s", t->copy, name);
	FILE *fp = fopen(path, "w");
	if (!fp || fputs(text, fp) < 0 || fclose(fp) != 0)
		fatal("--verify: cannot write %s", path);
}

/* The copy with the annotations of the first n groups, and COMMAND run on
 * it: whether it passed. */
static bool passes(Trial *t, Vec *groups, int n, const char *command)
{
	Vec chosen = {0}, none = {0}, texts = {0};
	for (int i = 0; i < n; i++) {
		Vec *members = groups->data[i];
		for (int k = 0; k < members->len; k++)
			vec_push(&chosen, members->data[k]);
	}
	annotate_files(&none, &chosen, NULL, &texts);
	Map wanted = {0};
	for (int i = 0; i < texts.len; i += 2)
		*map_slot(&wanted, texts.data[i], strlen(texts.data[i])) = texts.data[i + 1];
	for (int i = 0; i < t->files.len; i++) {	/* back to the original */
		const char *name = t->files.data[i];
		void **now = map_slot(&t->written, name, strlen(name));
		if (*now && !map_get(&wanted, name, strlen(name))) {
			size_t len;
			write_text(t, name, read_source(name, &len));
			*now = NULL;
		}
	}
	for (int i = 0; i < texts.len; i += 2) {
		const char *name = texts.data[i], *text = texts.data[i + 1];
		void **now = map_slot(&t->written, name, strlen(name));
		if (!*now && !vec_has(&t->files, name))
			vec_push(&t->files, (void *)name);
		if (!*now || strcmp(*now, text)) {
			write_text(t, name, text);
			*now = (void *)text;
		}
	}
	t->runs++;
	fprintf(stderr, "obt-report: --verify: run %d, %d of %d groups of annotations\n", t->runs,
		n, groups->len);
	return run_in((char *[]){"sh", "-c", (char *)command, NULL}, t->copy, t->log) == 0;
}

/* The first line of the run's output that says error, else its last. */
static const char *failure_line(const char *log)
{
	size_t len;
	char *text = read_file(log, &len);
	char *last = NULL;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (strstr(line, "error") || strstr(line, "FAIL"))
			return line;
		last = line;
	}
	return last ? last : "(no output)";
}

/* The suggestions of each group, in the order of chosen. */
static Vec groups_of(const Vec *chosen)
{
	Vec groups = {0};
	Map index = {0};
	for (int i = 0; i < chosen->len; i++) {
		Suggestion *g = chosen->data[i];
		char key[32];
		snprintf(key, sizeof key, "%p", (void *)g->group);
		void **slot = map_slot(&index, key, strlen(key));
		if (!*slot) {
			*slot = alloc(sizeof(Vec));
			vec_push(&groups, *slot);
		}
		vec_push(*slot, g);
	}
	return groups;
}

void verify(Vec *chosen, const char *command)
{
	char dir[] = "/tmp/obt-verify-XXXXXX";
	const char *tmp = getenv("TMPDIR");
	char *copy = tmp ? str_fmt("%s/obt-verify-XXXXXX", tmp) : dir;
	if (!mkdtemp(copy))
		fatal("--verify: cannot make a directory in %s: %s", tmp ? tmp : "/tmp",
		      strerror(errno));
	Trial t = {.copy = copy, .log = str_fmt("%s.log", copy)};
	const char *from = str_fmt("%s/.", source_root());
	if (run_in((char *[]){"cp", "-a", (char *)from, copy, NULL}, ".", t.log) != 0)
		fatal("--verify: cannot copy %s to %s", source_root(), copy);
	Vec groups = groups_of(chosen);
	if (!passes(&t, &groups, 0, command))
		fatal("--verify: '%s' fails in %s without any annotation (%s)", command, copy,
		      failure_line(t.log));
	while (groups.len && !passes(&t, &groups, groups.len, command)) {
		int good = 0, bad = groups.len;	/* prefixes: good passes, bad fails */
		const char *why = failure_line(t.log);
		while (bad - good > 1) {
			int mid = (good + bad) / 2;
			if (passes(&t, &groups, mid, command)) {
				good = mid;
			} else {
				bad = mid;
				why = failure_line(t.log);
			}
		}
		Vec *culprit = groups.data[bad - 1];
		withdraw(culprit->data[0], str_fmt("withdrawn by --verify: with it, '%s' failed: %s",
						   command, why));
		memmove(groups.data + bad - 1, groups.data + bad,
			(groups.len - bad) * sizeof *groups.data);
		groups.len--;
	}
	fprintf(stderr, "obt-report: --verify: %d runs\n", t.runs);
	run_in((char *[]){"rm", "-rf", copy, (char *)t.log, NULL}, ".", "/dev/null");
}
