/*
 * timeit - run a command once and print how long it took:
 *
 *	timeit OUTFILE COMMAND [ARG]...
 *
 * prints "WALL_US CPU_US" (wall-clock time and the child's user+system CPU
 * time, in microseconds) on stdout and exits with the command's status
 * (128 + signal if it died). The command's stdout goes to OUTFILE so that
 * bench/run can check the result line of every timed run.
 *
 * A shell's own timing would count its fork and parse; this counts from just
 * before fork to just after wait, which is the same for every build.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long usec(struct timeval tv)
{
	return (long long)tv.tv_sec * 1000000 + tv.tv_usec;
}

static long long now_usec(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

int main(int argc, char **argv)
{
	struct rusage ru;
	long long start;
	int out, status;
	pid_t pid;

	if (argc < 3) {
		fputs("usage: timeit OUTFILE COMMAND [ARG]...\n", stderr);
		return 2;
	}
	out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (out < 0) {
		perror(argv[1]);
		return 2;
	}
	start = now_usec();
	pid = fork();
	if (pid < 0) {
		perror("fork");
		return 2;
	}
	if (pid == 0) {
		dup2(out, STDOUT_FILENO);
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) < 0) {
		perror("wait4");
		return 2;
	}
	printf("%lld %lld\n", now_usec() - start, usec(ru.ru_utime) + usec(ru.ru_stime));
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}
