// When a check fails, the report (warn) or the jump to a handler label
// reuses the operand values already read: a volatile operand is still read
// exactly once, a read-modify-write touches the object at most twice, and
// one that jumps to its label reads once and never writes.
// compiler: obtcc
// modes: warn trap-quiet
// [trap-quiet] cflags: -DQUIET
// [warn] stdout: add 1 neg 1 conv 1 div 2
// [warn] stdout: post 1 compound 1 narrow 1
// [warn] stdout: label 1 label-rmw 1
// stdout: label 1 label-rmw 1
// [warn] stderr: integer addition overflow: 2147483647 + 1
// [warn] stderr: integer negation overflow: -(-2147483648)
#include "obt_eval_watch.h"

#include <limits.h>

#define RMW(n) ((n) == 1 || (n) == 2)

struct objects {
	int __ob_trap v, n, m;
	unsigned char __ob_trap b;
	int __attribute__((overflow_behavior(trap, over))) l;
};

static int label_read(volatile struct objects *o)
{
	int x;

	watch_begin();
	x = o->l + 1;
	watch_end();
	return x;
over:
	return watch_end();
}

static int label_rmw(volatile struct objects *o)
{
	watch_begin();
	o->l += 1;
	watch_end();
	return -1;
over:
	return watch_end();
}

int main(void)
{
	volatile struct objects *o = watch_alloc();

	o->v = INT_MAX, o->n = INT_MIN, o->m = -1, o->b = 255, o->l = INT_MAX;
#ifndef QUIET
	int x = 0, a, b, c, d;
	unsigned char __ob_trap small;

	watch_begin(); x += o->v + 1; a = watch_end();
	watch_begin(); x += -o->n; b = watch_end();
	watch_begin(); small = o->v; c = watch_end();
	watch_begin(); x += o->n / o->m; d = watch_end();
	printf("add %d neg %d conv %d div %d\n", a, b, c, d);
	o->v = INT_MAX;
	watch_begin(); o->v++; a = watch_end();
	o->v = INT_MAX;
	watch_begin(); o->v += 1; b = watch_end();
	watch_begin(); o->b += 1; c = watch_end();
	printf("post %d compound %d narrow %d\n", RMW(a), RMW(b), RMW(c));
	(void)small;
	(void)x;
#endif
	printf("label %d label-rmw %d\n", label_read(o), label_rmw(o));
	return 0;
}
