// "for (; n - i >= K; i += C)" with C <= K: obtcc keeps only the first
// evaluation's check of n - i (facts.c). The loops that qualify must give
// the same values and still trap on entry; every loop where something
// else can change n or i, or enter the body, keeps all its checks and
// must trap where the plain check says. Each case runs until a check
// fails; a handler (trap) or a SIGILL handler (trap-quiet) leaves with
// longjmp and the next case runs.
// compiler: obtcc
// modes: trap trap-quiet
// [trap] cflags: -DTRAP_MODE
// [trap] stdout: sums: 351 480 135 1008 9
// [trap] stdout: entry: caught 4 - 6
// [trap] stdout: init expression: caught 10 - 12
// [trap] stdout: signed entry: caught -2147483646 - 10
// [trap] stdout: body writes n: caught 2 - 4
// [trap] stdout: third clause writes n: caught 2 - 4
// [trap] stdout: body writes i: caught 8 - 9
// [trap] stdout: step too long: caught 6 - 8
// [trap] stdout: step one too long: caught 5 - 6
// [trap] stdout: address taken later: caught 8 - 24
// [trap] stdout: case label in body: caught 2 - 7
// [trap] stdout: goto into body: caught 2 - 7
// [trap] stdout: asm writes i: caught 8 - 104
// [trap-quiet] stdout: sums: 351 480 135 1008 9
// [trap-quiet] stdout: entry: caught
// [trap-quiet] stdout: init expression: caught
// [trap-quiet] stdout: signed entry: caught
// [trap-quiet] stdout: body writes n: caught
// [trap-quiet] stdout: third clause writes n: caught
// [trap-quiet] stdout: body writes i: caught
// [trap-quiet] stdout: step too long: caught
// [trap-quiet] stdout: step one too long: caught
// [trap-quiet] stdout: address taken later: caught
// [trap-quiet] stdout: case label in body: caught
// [trap-quiet] stdout: goto into body: caught
// [trap-quiet] stdout: asm writes i: caught
#include <limits.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "catch.h"

typedef unsigned long __ob_trap len_t;
typedef int __ob_trap sint_t;

static sigjmp_buf recover;
static volatile unsigned long v8 = 8, v2 = 2, v3 = 3;

#ifdef TRAP_MODE
static void on_overflow(const struct obt_event *ev)
{
	if (ev->site->type->is_signed)
		printf(" caught %lld - %lld\n", (long long)ev->lhs, (long long)ev->rhs);
	else
		printf(" caught %llu - %llu\n", (unsigned long long)ev->lhs,
		       (unsigned long long)ev->rhs);
	siglongjmp(recover, 1);
}
#else
static void on_sigill(int sig)
{
	(void)sig;
	printf(" caught\n");
	siglongjmp(recover, 1);
}
#endif

/* The loops that qualify: the same sums as plain C. */
static unsigned long block_sum(const unsigned char *p, len_t n)
{
	unsigned long s = 0;
	len_t i = 0;

	for (; n - i >= 4; i += 4)
		s += p[i] + p[i + 3];
	for (; i < n; i++)
		s += p[i];
	return s;
}

static unsigned long from_zero(const unsigned char *p, len_t n)
{
	unsigned long s = 0;

	for (len_t i = 0, k = 0; n - i > 1; ++i, k++) {
		if (p[i] & 1)
			continue;
		s += p[i] + k;
	}
	return s;
}

static long signed_sum(const unsigned char *p, sint_t n, sint_t start)
{
	long s = 0;
	sint_t i;

	for (i = start; n - i >= 3; i += 3)
		s += p[i];
	return s;
}

static unsigned long entry(len_t n, len_t i)
{
	unsigned long s = 0;

	for (; n - i >= 4; i += 4)
		s++;
	return s;
}

static unsigned long init_expression(len_t n, len_t start)
{
	unsigned long s = 0;
	len_t i;

	for (i = start, s = 1; n - i >= 2; i += 2)
		s++;
	return s;
}

static unsigned long body_writes_n(len_t n)
{
	unsigned long s = 0;

	for (len_t i = 0; n - i >= 4; i += 4)
		n -= 6;
	return s;
}

static unsigned long third_clause_writes_n(len_t n)
{
	unsigned long s = 0;

	for (len_t i = 0; n - i >= 4; i += 4, n -= 6)
		s++;
	return s;
}

static unsigned long body_writes_i(len_t n)
{
	unsigned long s = 0;

	for (len_t i = 0; n - i >= 4; i += 4)
		i += 5;
	return s;
}

/* The guard ends the loop if a missing check let n - i wrap. */
static unsigned long step_too_long(len_t n, int by)
{
	unsigned long s = 0;

	if (by == 3) {
		for (len_t i = 0; n - i >= 2; i += 3)
			if (++s > 100)
				break;
	} else {
		for (len_t i = 0; n - i > 1; i += 4)
			if (++s > 100)
				break;
	}
	return s;
}

/* The pointer to i is made after the loop; a jump back runs the loop again
 * with it. */
static unsigned long address_taken_later(len_t n)
{
	unsigned long s = 0;
	len_t i = 0, *q = NULL;
	int round = 0;
again:
	for (; n - i >= 4; i += 4)
		if (q)
			*q = 20;
	if (round++ == 0) {
		q = &i;
		i = 0;
		goto again;
	}
	return s;
}

static unsigned long case_label_in_body(int k, len_t n, len_t i)
{
	unsigned long s = 0;

	switch (k) {
	case 0:
		for (; n - i >= 4; i += 4) {
	case 1:
			s++;
		}
	}
	return s;
}

static unsigned long goto_into_body(int k, len_t n, len_t i)
{
	unsigned long s = 0;

	if (k)
		goto inside;
	for (; n - i >= 4; i += 4) {
inside:
		s++;
	}
	return s;
}

static unsigned long asm_writes_i(len_t n)
{
	unsigned long s = 0;

	for (len_t i = 0; n - i >= 4; i += 4) {
		unsigned long plain = i;
		__asm__("" : "=r"(i) : "0"(plain + 100));
		s++;
	}
	return s;
}

#define CASE(name, call)                                                \
	do {                                                           \
		printf("%s:", name);                                   \
		if (sigsetjmp(recover, 1) == 0)                        \
			printf(" no trap, %ld\n", (long)(call));       \
	} while (0)

int main(void)
{
	unsigned char buf[64];

	setvbuf(stdout, NULL, _IONBF, 0);
	for (int i = 0; i < 64; i++)
		buf[i] = (unsigned char)i;
	catch_failed_checks(on_overflow, on_sigill);
	printf("sums: %lu %lu %ld %lu %lu\n", block_sum(buf, 37), from_zero(buf, 33),
	       signed_sum(buf, 30, 0), block_sum(buf, 64), entry(v8 * 5, v2));
	CASE("entry", entry(4, 6));
	CASE("init expression", init_expression(10, 12));
	CASE("signed entry", signed_sum(buf, INT_MIN + 2, 10));
	CASE("body writes n", body_writes_n(v8));
	CASE("third clause writes n", third_clause_writes_n(v8));
	CASE("body writes i", body_writes_i(v8));
	CASE("step too long", step_too_long(v8 - v2, 4));
	CASE("step one too long", step_too_long(v8 - v3, 3));
	CASE("address taken later", address_taken_later(v8));
	CASE("case label in body", case_label_in_body(1, v2, v3));
	CASE("goto into body", goto_into_body(1, v2, v3));
	CASE("asm writes i", asm_writes_i(v8));
	return 0;
}
