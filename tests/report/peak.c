/*
 * peak.c - runs a command and prints its wall time and peak memory:
 *
 *	peak COMMAND [ARG...]   ->   on stderr: "SECONDS s, KB KB"
 *
 * for tests/report/measure where /usr/bin/time is not installed: the
 * kernel keeps a child's largest resident set, and wait4() hands it over.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct timespec start, end;
	struct rusage usage;
	int status;
	pid_t pid;

	if (argc < 2) {
		fputs("usage: peak COMMAND [ARG...]\n", stderr);
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &start);
	pid = fork();
	if (pid == 0) {
		execvp(argv[1], argv + 1);
		perror(argv[1]);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &status, 0, &usage) < 0) {
		perror("peak");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &end);
	fprintf(stderr, "%.2f s, %ld KB\n", (double)(end.tv_sec - start.tv_sec) +
		(double)(end.tv_nsec - start.tv_nsec) / 1e9, usage.ru_maxrss);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
