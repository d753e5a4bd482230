/*
 * obt_eval_watch.h - counts the accesses a program makes to one object.
 *
 * The object lives alone in a page that is made inaccessible while we
 * count. Each access faults: the SIGSEGV handler counts it, opens the page
 * and sets the trap flag, so that after that one instruction SIGTRAP closes
 * the page again. An instruction that both reads and writes the object
 * counts once. x86-64 Linux only.
 *
 *	volatile int *v = watch_alloc();
 *	watch_begin();
 *	... code under test ...
 *	n = watch_end();
 */
#ifndef __x86_64__
#error "obt_eval_watch.h needs x86-64 (the EFLAGS trap flag)"
#endif

#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>

#define WATCH_TF 0x100L		/* EFLAGS trap flag: single step */

static void *watch_page;
static volatile sig_atomic_t watch_count;

static void watch_on_segv(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;

	(void)sig;
	if ((char *)si->si_addr < (char *)watch_page ||
	    (char *)si->si_addr >= (char *)watch_page + 4096)
		abort();
	watch_count++;
	mprotect(watch_page, 4096, PROT_READ | PROT_WRITE);
	uc->uc_mcontext.gregs[REG_EFL] |= WATCH_TF;
}

static void watch_on_trap(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;

	(void)sig;
	(void)si;
	mprotect(watch_page, 4096, PROT_NONE);
	uc->uc_mcontext.gregs[REG_EFL] &= ~WATCH_TF;
}

/* Returns zeroed memory for the watched object. */
static void *watch_alloc(void)
{
	struct sigaction sa;

	watch_page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (watch_page == MAP_FAILED)
		abort();
	memset(&sa, 0, sizeof sa);
	sa.sa_flags = SA_SIGINFO;
	sa.sa_sigaction = watch_on_segv;
	sigaction(SIGSEGV, &sa, NULL);
	sa.sa_sigaction = watch_on_trap;
	sigaction(SIGTRAP, &sa, NULL);
	return watch_page;
}

static void watch_begin(void)
{
	watch_count = 0;
	mprotect(watch_page, 4096, PROT_NONE);
}

static int watch_end(void)
{
	mprotect(watch_page, 4096, PROT_READ | PROT_WRITE);
	return watch_count;
}
