// An unsigned update of an object in memory is an add to memory followed
// by a test (add_in_place_helper), but the early store must not be seen:
// when the check fails the object holds its old value while the handler
// runs, and still holds it after a handler leaves with longjmp in trap
// mode; in warn mode the update completes after the report. Counters of
// every unsigned width, updated with ++ and with a variable +=.
// compiler: obtcc
// modes: trap warn
// [trap] cflags: -DTRAP_MODE
// [trap] stdout: handler: object 4294967295, operands 4294967295 + 1
// [trap] stdout: handler: object 18446744073709551606, operands 18446744073709551606 + 20
// [trap] stdout: after: 4294967295 18446744073709551606
// [warn] stdout: handler: object 4294967295, operands 4294967295 + 1
// [warn] stdout: handler: object 18446744073709551606, operands 18446744073709551606 + 20
// [warn] stdout: after: 0 10
// stderr-not: runtime error
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>

#include <obt_runtime.h>

struct counters {
	unsigned int __ob_trap hits;
	unsigned long long __ob_trap bytes;
};

static struct counters *watched;
static int which;
static jmp_buf recover;

static void on_overflow(const struct obt_event *ev)
{
	unsigned long long now = which ? watched->bytes : watched->hits;

	printf("handler: object %llu, operands %llu + %llu\n", now,
	       (unsigned long long)ev->lhs, (unsigned long long)ev->rhs);
#ifdef TRAP_MODE
	longjmp(recover, 1);
#endif
}

int main(void)
{
	static struct counters c[2] = {{UINT_MAX, 0}, {0, ULLONG_MAX - 9}};
	volatile unsigned int twenty = 20;
	volatile int k = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	obt_set_handler(on_overflow);
	watched = &c[1];
	if (setjmp(recover) == 0) {
		watched = &c[k];
		c[k].hits++;
	}
	which = 1;
	if (setjmp(recover) == 0) {
		watched = &c[k + 1];
		c[k + 1].bytes += twenty;
	}
	printf("after: %u %llu\n", c[0].hits, c[1].bytes);
	return 0;
}
