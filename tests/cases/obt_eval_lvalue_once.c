// The lvalue of op=, ++ and -- is evaluated once, and so is every operand
// with side effects: a[i++] += x, *p++ *= y, next()->f++, a bit-field
// through a call, f() + g(), -f(), conversions of call results. In warn
// mode (-DOVER) every operation overflows and is reported, and still each
// side effect happens exactly once.
// compiler: obtcc
// modes: trap warn none
// [warn] cflags: -DOVER
// stdout: i 1 a 1 11 2
// stdout: j 1 u8 1 255 0
// stdout: p 1 m 1 -6
// stdout: calls 1 f 1 bits 4 7
// stdout: f 1 g 1 sum 7
// stdout: neg 1 conv 1 arg 1
// [warn] stdout: i 1 a 1 -2147483648 2
// [warn] stdout: j 1 u8 1 4 0
// [warn] stdout: p 1 m 1 2
// [warn] stdout: calls 1 f 1 bits 0 7
// [warn] stdout: f 1 g 1 sum -2147483648
// [warn] stdout: neg 1 conv 1 arg 1
// [trap] stderr-not: obt
// [none] stderr-not: obt
// [warn] stderr: integer addition overflow
// [warn] stderr: integer truncation: 260
// [warn] stderr: integer multiplication overflow
// [warn] stderr: integer addition overflow
// [warn] stderr: integer truncation: 8
// [warn] stderr: integer addition overflow
// [warn] stderr: integer truncation
// [warn] stderr: integer truncation
#include <limits.h>
#include <stdio.h>

#ifdef OVER
#define BIG(v, big) (big)
#else
#define BIG(v, big) (v)
#endif

struct rec {
	int __ob_trap f;
	unsigned __ob_trap bf : 3, keep : 3;
};

static struct rec rec = { BIG(0, INT_MAX), 1, 7 };
static int calls, f_calls, g_calls;

static struct rec *next(void)
{
	calls++;
	return &rec;
}

static int __ob_trap f(void)
{
	f_calls++;
	return BIG(3, INT_MAX);
}

static int __ob_trap g(void)
{
	g_calls++;
	return BIG(4, 1);
}

static int take(unsigned char __ob_trap c)
{
	return c;
}

int main(void)
{
	int __ob_trap a[3] = { 1, BIG(10, INT_MAX), 2 };
	unsigned char __ob_trap a8[2] = { 250, 0 };
	long long __ob_trap m[2] = { BIG(3, LLONG_MAX), 0 }, *p = m;
	volatile int one = 1, ten = 10, y = -2;
	int i = 1, j = 0, r;
	unsigned char __ob_trap c;

	(void)ten;
	a[i++] += one;
	printf("i %d a %d %d %d\n", i - 1, a[0], a[1], a[2]);
	a8[j++] += BIG(5, ten);
	printf("j %d u8 %d %d %d\n", j, j, a8[0], a8[1]);
	*p++ *= y;
	printf("p %d m %d %lld\n", (int)(p - m), (int)(p - m), m[0]);
	next()->f++;
	next()->bf += BIG(3, 7);
	printf("calls %d f %d bits %d %d\n", calls / 2, rec.f == BIG(1, INT_MIN), rec.bf, rec.keep);
	r = f() + g();
	printf("f %d g %d sum %d\n", f_calls, g_calls, r);
	f_calls = 0;
	r = -f();
	c = f() - BIG(3, 0);
	r = take(f());
	printf("neg %d conv %d arg %d\n", f_calls == 3, c == BIG(0, 255), r == BIG(3, 255));
	return 0;
}
