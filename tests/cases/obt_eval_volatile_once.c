// Every OBT operation reads a volatile operand exactly once and writes it
// at most once, as plain C does: + * / unary -, conversions, ++, op= on
// wide, narrow and bit-field objects, and trap, wrap and sat types alike.
// obt_eval_watch.h counts the accesses to the page holding the objects: a
// read-modify-write counts 1 or 2 (one instruction may do both), and a
// volatile bit-field op= costs what it costs in plain C (gcc reads twice).
// compiler: obtcc
// modes: trap warn none
// cflags: -Wno-sign-compare
// stdout: add 1 mul 2 div 2 neg 1 conv 1 cmp 1
// stdout: post 1 pre 1 compound 1 narrow 1 bitfield as plain: 1
// stdout: wrap 1 sat 1 sat-narrow 1
// stderr-not: obt
#include "obt_eval_watch.h"

/* 1 if n accesses are one read and one write, possibly in one instruction. */
#define RMW(n) ((n) == 1 || (n) == 2)

struct objects {
	int __ob_trap v, w, m;
	unsigned char __ob_trap b;
	struct {
		unsigned __ob_trap f : 5, g : 3;
	} bits;
	struct {
		unsigned f : 5, g : 3;
	} plain_bits;
	int __ob_wrap wv;
	int __ob_sat sv;
	unsigned char __ob_sat sb;
};

int main(void)
{
	volatile struct objects *o = watch_alloc();
	volatile unsigned u = 1;
	int x, add, mul, div, neg, conv, cmp, plain;
	unsigned char __ob_trap c;

	o->v = 10, o->w = 3, o->m = -2, o->b = 7, o->bits.f = 4, o->bits.g = 5;
	o->wv = 4, o->sv = 4, o->sb = 250;

	watch_begin(); x = o->v + 1; add = watch_end();
	watch_begin(); x += o->v * o->w; mul = watch_end();
	watch_begin(); x += o->v / o->m; div = watch_end();
	watch_begin(); x += -o->v; neg = watch_end();
	watch_begin(); c = o->v; conv = watch_end();
	watch_begin(); x += o->v < u; cmp = watch_end();
	printf("add %d mul %d div %d neg %d conv %d cmp %d\n", add, mul, div, neg, conv, cmp);

	watch_begin(); x += o->v++; add = watch_end();
	watch_begin(); x += ++o->v; mul = watch_end();
	watch_begin(); o->v += 5; div = watch_end();
	watch_begin(); o->b += 1; neg = watch_end();
	watch_begin(); o->bits.f += 2; conv = watch_end();
	watch_begin(); o->plain_bits.f += 2; plain = watch_end();
	printf("post %d pre %d compound %d narrow %d bitfield as plain: %d\n", RMW(add), RMW(mul),
	       RMW(div), RMW(neg), conv == plain);

	watch_begin(); x += o->wv + 1; add = watch_end();
	watch_begin(); x += o->sv + 1; mul = watch_end();
	watch_begin(); o->sb += 10; div = watch_end();
	printf("wrap %d sat %d sat-narrow %d\n", add, mul, RMW(div));
	if (x != 11 + 30 - 5 - 10 + 0 + 10 + 12 + 5 + 5 || c != 10 || o->v != 17 || o->b != 8 ||
	    o->bits.f != 6 || o->bits.g != 5 || o->sb != 255)
		printf("wrong values: x = %d\n", x);
	return 0;
}
