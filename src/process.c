/*
 * process.c - the processes obtcc runs and the files they leave: CC's
 * steps and the translator child, temporary files, what CC says, and the
 * outputs a failed or interrupted compile must not leave behind.
 *
 * A well-behaved driver (gcc's, ccache's) is the model: a signal obtcc
 * inherited as ignored stays ignored; a signal that ends obtcc ends the
 * child it waits for first, then removes what that child was writing and
 * obtcc's temporary files, and obtcc dies of the same signal. An output is
 * removed only if a step of this run wrote it: a file obtcc did not
 * create is never removed or overwritten by obtcc itself.
 */
#include "obtcc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

RunOptions run_opts = {.stdin_path = NULL, .capture = -1, .output = -1};

/* ---- temporary files -------------------------------------------------- */

static char *temp_dir;
static Vec temp_files;

static void remove_temps(void)
{
	for (int i = 0; i < temp_files.len; i++)
		unlink(temp_files.data[i]);
	if (temp_dir)
		rmdir(temp_dir);
	temp_files.len = 0;
	temp_dir = NULL;
}

/* The directories gcc would choose from, in its order: one that does not
 * take a directory is passed over, as gcc passes it over. */
static void make_temp_dir(void)
{
	const char *const candidates[] = {getenv("TMPDIR"), getenv("TMP"), getenv("TEMP"),
					  "/tmp", "/var/tmp", "/usr/tmp"};
	int first_errno = 0;
	for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
		if (!candidates[i] || !*candidates[i])
			continue;
		char *tmpl = str_fmt("%s/obtcc-XXXXXX", candidates[i]);
		if (mkdtemp(tmpl)) {
			temp_dir = tmpl;
			return;
		}
		if (!first_errno)
			first_errno = errno;
	}
	fatal("cannot create a temporary directory: %s", strerror(first_errno));
}

const char *temp_path(const char *suffix)
{
	static int counter;
	if (!temp_dir) {
		make_temp_dir();
		atexit(remove_temps);
	}
	char *p = str_fmt("%s/%d%s", temp_dir, counter++, suffix);
	vec_push(&temp_files, p);
	return p;
}

static void forget_temps(void)
{
	temp_files.len = 0;
}

/*
 * A file in memory (memfd): what a step says, and the list of headers a
 * compile opened. It needs no temporary directory, so a unit the plain
 * compiler compiles with TMPDIR full or missing compiles through obtcc
 * too. `shared`: children may open it by its path (/dev/fd/N), so it is
 * inherited; else it stays obtcc's (a child gets it only as its stderr).
 * Where there is no memfd, a temporary file stands in.
 */
int memory_file(bool shared, const char **path)
{
	int fd = memfd_create("obtcc", shared ? 0 : MFD_CLOEXEC);
	if (fd >= 0) {
		if (path)
			*path = str_fmt("/dev/fd/%d", fd);
		return fd;
	}
	const char *tmp = temp_path(".mem");
	fd = open(tmp, O_RDWR | O_CREAT | O_TRUNC | (shared ? 0 : O_CLOEXEC), 0600);
	if (fd < 0)
		fatal("cannot write %s: %s", tmp, strerror(errno));
	if (path)
		*path = tmp;
	return fd;
}

/* What a memory file holds, NUL-terminated. */
char *memory_file_text(int fd, size_t *len)
{
	struct stat st;
	if (fstat(fd, &st) != 0)
		fatal("cannot read what a step said: %s", strerror(errno));
	char *text = alloc(st.st_size + 1);
	size_t got = 0;
	while (got < (size_t)st.st_size) {
		ssize_t n = pread(fd, text + got, st.st_size - got, got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += n;
	}
	*len = got;
	return text;
}

void append_to_fd(int fd, const char *text, size_t len)
{
	while (len) {
		ssize_t n = write(fd, text, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			fatal("cannot pass on what a step said: %s", strerror(errno));
		text += n;
		len -= n;
	}
}

/* ---- outputs ---------------------------------------------------------- */

/* An output as it was before this run's steps could write it. Few per
 * input (the object, dependency files), in a fixed table the signal
 * handler can read; one that does not fit is never removed. */
typedef struct {
	const char *path;
	bool existed;
	struct stat st;
} Output;

static Output outputs[32];
static volatile sig_atomic_t n_outputs;

void note_output(const char *path)
{
	if (strcmp(path, "-") == 0 || n_outputs == (int)(sizeof outputs / sizeof outputs[0]))
		return;
	Output *o = &outputs[n_outputs];
	o->path = path;
	o->existed = lstat(path, &o->st) == 0;
	n_outputs++;
}

void settle_outputs(void)
{
	n_outputs = 0;
}

/* Did a step of this run write o's file? Only an ordinary file counts
 * (an output of /dev/null stays). Async-signal-safe. */
static bool written(const Output *o)
{
	struct stat now;
	if (lstat(o->path, &now) != 0 || !S_ISREG(now.st_mode))
		return false;
	return !o->existed || now.st_ino != o->st.st_ino || now.st_dev != o->st.st_dev ||
	       now.st_size != o->st.st_size || now.st_mtim.tv_sec != o->st.st_mtim.tv_sec ||
	       now.st_mtim.tv_nsec != o->st.st_mtim.tv_nsec;
}

void remove_if_written(const char *path)
{
	for (int i = 0; i < n_outputs; i++)
		if (strcmp(outputs[i].path, path) == 0 && written(&outputs[i]))
			unlink(path);
}

static void remove_written_outputs(void)
{
	for (int i = 0; i < n_outputs; i++)
		if (written(&outputs[i]))
			unlink(outputs[i].path);
}

/* ---- signals ---------------------------------------------------------- */

static const int ending_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define N_ENDING (int)(sizeof ending_signals / sizeof ending_signals[0])

static volatile pid_t children[2];	/* CC's step, the translator: those waited for */
static sigset_t caught, mask_before;

static void on_signal(int sig)
{
	for (int i = 0; i < 2; i++) {
		if (children[i] > 0) {
			kill(children[i], sig);
			waitpid(children[i], NULL, 0);
		}
	}
	remove_written_outputs();
	remove_temps();
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Signals that end obtcc end its children and clean up first; one it
 * inherited as ignored (nohup's SIGHUP) stays ignored, for obtcc and for
 * every child it starts, as for the plain compiler. */
void catch_signals(void)
{
	sigemptyset(&caught);
	for (int i = 0; i < N_ENDING; i++) {
		struct sigaction old;
		if (sigaction(ending_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
			continue;
		struct sigaction sa = {.sa_handler = on_signal};
		sigfillset(&sa.sa_mask);
		sigaction(ending_signals[i], &sa, NULL);
		sigaddset(&caught, ending_signals[i]);
	}
}

/* Between starting a child and knowing its pid, a signal would leave it
 * behind: the caught signals wait until the pid is recorded. */
static void hold_signals(void)
{
	sigprocmask(SIG_BLOCK, &caught, &mask_before);
}

static void release_signals(void)
{
	sigprocmask(SIG_SETMASK, &mask_before, NULL);
}

/* Waits for a child; returns its wait status. */
static int wait_for(pid_t pid)
{
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			fatal("waitpid: %s", strerror(errno));
	return status;
}

/* ---- running CC ------------------------------------------------------- */

static void print_command(char **argv)
{
	for (char **a = argv; *a; a++)
		fprintf(stderr, " %s", *a);
	fputc('\n', stderr);
}

/* Says something of obtcc's where CC's standard error goes now. */
static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *text = str_vfmt(fmt, ap);
	va_end(ap);
	if (run_opts.capture >= 0)
		append_to_fd(run_opts.capture, text, strlen(text));
	else
		fputs(text, stderr);
}

int run(Vec *argv)
{
	vec_push(argv, NULL);
	char **av = (char **)argv->data;
	argv->len--;
	if (run_opts.verbose)
		print_command(av);
	fflush(stdout);
	fflush(stderr);
	/* posix_spawn, not fork: a build runs CC thousands of times, and
	 * copying obtcc's address space for each is measurable. */
	posix_spawn_file_actions_t files;
	posix_spawn_file_actions_init(&files);
	if (run_opts.stdin_path)
		posix_spawn_file_actions_addopen(&files, 0, run_opts.stdin_path, O_RDONLY, 0);
	if (run_opts.capture >= 0)
		posix_spawn_file_actions_adddup2(&files, run_opts.capture, 2);
	if (run_opts.output >= 0)
		posix_spawn_file_actions_adddup2(&files, run_opts.output, 1);
	posix_spawnattr_t attr;
	posix_spawnattr_init(&attr);
	hold_signals();
	posix_spawnattr_setsigmask(&attr, &mask_before);
	posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK);
	pid_t pid;
	int err = posix_spawnp(&pid, av[0], &files, &attr, av, environ);
	if (!err)
		children[0] = pid;
	release_signals();
	posix_spawnattr_destroy(&attr);
	posix_spawn_file_actions_destroy(&files);
	if (err) {
		say("%s: error: cannot run '%s': %s\n", stage_opts.prog_name, av[0], strerror(err));
		return 127;
	}
	int status = wait_for(pid);
	children[0] = 0;
	if (!WIFSIGNALED(status))
		return WEXITSTATUS(status);
	int sig = WTERMSIG(status);
	/* A compiler that crashes may die before it can say so (a stack
	 * overflow on deeply nested input does): say it for it. */
	if (sig != SIGINT && sig != SIGTERM && sig != SIGHUP && sig != SIGPIPE)
		fprintf(stderr, "%s: error: '%s' died of signal %d (%s)\n", stage_opts.prog_name, av[0], sig,
			strsignal(sig));
	return 128 + sig;
}

int run_to(Vec *argv, int err_fd)
{
	int outer = run_opts.capture;
	run_opts.capture = err_fd;
	int status = run(argv);
	run_opts.capture = outer;
	return status;
}

/* A question to CC (-print-multiarch): its answer, or NULL if it failed.
 * What it says on its stderr (clang: "unsupported option") is not shown. */
char *run_for_output(Vec *argv)
{
	RunOptions outer = run_opts;
	run_opts.output = memory_file(false, NULL);
	run_opts.capture = memory_file(false, NULL);
	size_t len;
	char *said = run(argv) == 0 ? memory_file_text(run_opts.output, &len) : NULL;
	close(run_opts.output);
	close(run_opts.capture);
	run_opts = outer;
	return said;
}

int run_in_child(int (*fn)(void *), void *arg)
{
	fflush(stdout);
	fflush(stderr);
	hold_signals();
	pid_t pid = fork();
	if (pid == 0) {
		release_signals();
		forget_temps();	/* the parent's to remove */
		exit(fn(arg));
	}
	if (pid > 0)
		children[1] = pid;
	release_signals();
	if (pid < 0)
		fatal("cannot fork: %s", strerror(errno));
	int status = wait_for(pid);
	children[1] = 0;
	return status;
}
