// Clang's OBT command line with -fsanitize-trap (the kernel's TRAP
// configuration): a failed check calls nothing and traps with ud1, whose
// displacement is the check's number in Clang's SanitizerHandler order
// (67 0f b9 40 NN), as the kernel's handle_bug() decodes it: 0 addition,
// 21 subtraction, 12 multiplication, 13 negation, 3 division, 7 conversion.
// compiler: obtcc
// cflags: -Xclang -fexperimental-overflow-behavior-types
// cflags: -fsanitize=signed-integer-overflow,unsigned-integer-overflow,implicit-signed-integer-truncation,implicit-unsigned-integer-truncation,implicit-integer-sign-change
// cflags: -fsanitize-trap=signed-integer-overflow,unsigned-integer-overflow,implicit-signed-integer-truncation,implicit-unsigned-integer-truncation,implicit-integer-sign-change
// cflags: -fsanitize-ignorelist=/dev/null
// stdout: 67 0f b9 40 00
// stdout: 67 0f b9 40 15
// stdout: 67 0f b9 40 0c
// stdout: 67 0f b9 40 0d
// stdout: 67 0f b9 40 03
// stdout: 67 0f b9 40 07
// stdout: 6 traps
#define _GNU_SOURCE
#include <limits.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <ucontext.h>

static sigjmp_buf back;
static int traps;

static void on_sigill(int sig, siginfo_t *info, void *context)
{
	(void)sig;
	(void)info;
#if defined(__x86_64__)
	const unsigned char *pc = (const unsigned char *)((ucontext_t *)context)->uc_mcontext.gregs[REG_RIP];
	printf("%02x %02x %02x %02x %02x\n", pc[0], pc[1], pc[2], pc[3], pc[4]);
#else
	(void)context;
#endif
	traps++;
	siglongjmp(back, 1);
}

static volatile int sink;

int main(void)
{
	struct sigaction sa = {.sa_sigaction = on_sigill, .sa_flags = SA_SIGINFO | SA_NODEFER};
	sigaction(SIGILL, &sa, NULL);
	volatile int __ob_trap big = INT_MAX, small = INT_MIN, minus = -1;
	volatile unsigned __ob_trap u = 1;
	static volatile int step;
	sigsetjmp(back, 1);
	switch (step++) {
	case 0: sink = big + 1; break;
	case 1: sink = small - 1; break;
	case 2: sink = big * 2; break;
	case 3: sink = (int)-u; break;
	case 4: sink = small / minus; break;
	case 5: sink = (unsigned char)big; break;
	}
	printf("%d traps\n", traps);
	return 0;
}
