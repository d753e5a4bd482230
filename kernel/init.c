/*
 * kernel/init.c: the init of kernel-check's initramfs, built static for the
 * kernel's architecture (a cross gcc brings its own libc; a busybox of every
 * architecture would have to be fetched).
 *
 * Loads /lkdtm.ko and /test_obt_helpers.ko when the initramfs carries
 * them (the modules runs), each with its parameters from the kernel's
 * command line (test_obt_helpers.overflow=all gives the module
 * overflow=all, as modprobe would), then
 * writes each test named on the command line (obt_tests=A,B,...) to
 * lkdtm's DIRECT file from a child process, marking on the console where
 * each test begins and ends: a trap kills the child, not init, and with
 * oops=panic ends the boot; a report lets the next test run.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static const char direct[] = "/sys/kernel/debug/provoke-crash/DIRECT";

/* One line on the console, written at once so that it does not interleave
 * with the kernel's own lines. */
static void say(const char *fmt, ...)
{
	char line[256];
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof line - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n > sizeof line - 2)
		n = sizeof line - 2;
	line[n++] = '\n';
	if (write(1, line, n) < 0)
		return;
}

static char cmdline[4096];

static void read_cmdline(void)
{
	int fd = open("/proc/cmdline", O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, cmdline, sizeof cmdline - 1);

	if (fd >= 0)
		close(fd);
	cmdline[n > 0 ? n : 0] = 0;
}

/* The value of obt_tests= on the kernel's command line, or "". */
static void read_tests(char *buf, size_t size)
{
	const char *p = strstr(cmdline, "obt_tests=");

	buf[0] = 0;
	if (!p)
		return;
	p += strlen("obt_tests=");
	size_t len = strcspn(p, " \n");
	if (len >= size)
		len = size - 1;
	memcpy(buf, p, len);
	buf[len] = 0;
}

/* The words NAME.PARAM=VALUE of the command line, as "PARAM=VALUE ...". */
static void module_params(const char *name, char *buf, size_t size)
{
	size_t prefix = strlen(name), used = 0;

	buf[0] = 0;
	for (const char *w = cmdline; *w; w += strcspn(w, " \n"), w += strspn(w, " \n")) {
		size_t len = strcspn(w, " \n");
		if (len <= prefix + 1 || strncmp(w, name, prefix) != 0 || w[prefix] != '.')
			continue;
		len -= prefix + 1;
		if (used + len + 2 > size)
			break;
		if (used)
			buf[used++] = ' ';
		memcpy(buf + used, w + prefix + 1, len);
		used += len;
		buf[used] = 0;
	}
}

static void load_module(const char *name)
{
	char path[64], params[256];

	snprintf(path, sizeof path, "/%s.ko", name);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;	/* built in */
	module_params(name, params, sizeof params);
	if (syscall(SYS_finit_module, fd, params, 0) == 0)
		say("obt-module-loaded %s", path);
	else
		say("obt-module-failed %s: %m", path);
	close(fd);
}

static void run_test(const char *name)
{
	say("obt-test-begin %s", name);
	pid_t pid = fork();
	if (pid == 0) {
		int fd = open(direct, O_WRONLY);
		if (fd < 0 || write(fd, name, strlen(name)) < 0)
			say("obt-test-error %s: %m", name);
		_exit(0);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
	say("obt-test-end %s", name);
}

int main(void)
{
	char tests[1024];

	mount("proc", "/proc", "proc", 0, NULL);
	mount("sysfs", "/sys", "sysfs", 0, NULL);
	mount("debugfs", "/sys/kernel/debug", "debugfs", 0, NULL);
	read_cmdline();
	load_module("lkdtm");
	load_module("test_obt_helpers");
	read_tests(tests, sizeof tests);
	for (char *save, *t = strtok_r(tests, ",", &save); t; t = strtok_r(NULL, ",", &save))
		run_test(t);
	say("obt-tests-done");
	sync();
	reboot(RB_AUTOBOOT);
	return 0;
}
