// A program compiled by obtcc can install its own handler: in trap mode it
// receives the failed check's event (kind, site, operands) and may leave
// with longjmp instead of trapping; in warn mode the program simply goes on.
// compiler: obtcc
// modes: trap warn
// cflags: -I../../include
// [trap] cflags: -I../../include -DTRAP_MODE
// stdout: handler: obt_arith_handler_longjmp.c:40 integer addition overflow: 2147483647 + 1
// stdout: recovered
// [warn] stdout: handler: obt_arith_handler_longjmp.c:40 integer addition overflow: 2147483647 + 1
// [warn] stdout: continued: -2147483648
// stderr-not: runtime error
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>

#include <obt_runtime.h>

static jmp_buf recover;

static void on_overflow(const struct obt_event *ev)
{
	printf("handler: %s:%u %s: %d + %d\n", ev->site->file, ev->site->line, ev->kind,
	       (int)ev->lhs, (int)ev->rhs);
#ifdef TRAP_MODE
	longjmp(recover, 1);
#endif
}

int main(void)
{
	volatile int __ob_trap a = INT_MAX;
	int r;

	obt_set_handler(on_overflow);
	if (setjmp(recover)) {
		printf("recovered\n");
		return 0;
	}
	r = a + 1;
	printf("continued: %d\n", r);
	return 0;
}
