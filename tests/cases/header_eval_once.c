// Every obt.h operation evaluates each argument exactly once, nests in its
// own arguments, and jumps to its label only on overflow; addo & co use
// the label "overflow".  header_eval_once_O0.c runs this file at -O0.
// stdout: ok 58 checks
#include <limits.h>
#include <stdio.h>
#include <obt.h>

#include "../header/expect.h"

/* Counts its calls: an argument evaluated twice would show. */
static long long arg(long long v)
{
	calls++;
	return v;
}

static void each_operation(void)
{
	long long big = LLONG_MAX;

	EXPECT(obt_add(arg(2), arg(3), L), 5, 2);
	EXPECT(obt_sub(arg(2), arg(3), L), -1, 2);
	EXPECT(obt_mul(arg(2), arg(3), L), 6, 2);
	EXPECT(obt_div(arg(-7), arg(2), L), -3, 2);
	EXPECT(obt_rem(arg(-7), arg(2), L), -1, 2);
	EXPECT(obt_neg(arg(7), L), -7, 1);
	EXPECT(obt_add_as(int, arg(2), arg(3), L), 5, 2);
	EXPECT(obt_sub_as(unsigned, arg(3), arg(2), L), 1, 2);
	EXPECT(obt_mul_as(short, arg(-2), arg(3), L), -6, 2);
	EXPECT(obt_cast(unsigned char, arg(255), L), 255, 1);
	EXPECT(wrapping_add(unsigned char, arg(255), arg(2)), 1, 2);
	EXPECT(wrapping_sub(unsigned char, arg(0), arg(1)), 255, 2);
	EXPECT(wrapping_mul(signed char, arg(64), arg(2)), -128, 2);
	EXPECT(wrapping_neg(unsigned char, arg(1)), 255, 1);
	EXPECT(saturating_add(unsigned char, arg(255), arg(2)), 255, 2);
	EXPECT(saturating_sub(unsigned char, arg(0), arg(1)), 0, 2);
	EXPECT(saturating_mul(signed char, arg(-64), arg(3)), -128, 2);
	EXPECT(saturating_cast(signed char, arg(1000)), 127, 1);
	JUMPS(obt_add(arg(big), arg(1), L), L, 2);
	JUMPS(obt_sub(arg(-big), arg(2), L), L, 2);
	JUMPS(obt_mul(arg(big), arg(2), L), L, 2);
	JUMPS(obt_div(arg(1), arg(0), L), L, 2);
	JUMPS(obt_rem(arg(1), arg(0), L), L, 2);
	JUMPS(obt_div(arg(-big - 1), arg(-1), L), L, 2);
	JUMPS(obt_neg(arg(-big - 1), L), L, 1);
	JUMPS(obt_add_as(int, arg(INT_MAX), arg(1), L), L, 2);
	JUMPS(obt_sub_as(unsigned, arg(2), arg(3), L), L, 2);
	JUMPS(obt_mul_as(short, arg(256), arg(128), L), L, 2);
	JUMPS(obt_cast(unsigned char, arg(256), L), L, 1);
}

/* Side effects other than calls: each ++ happens once. */
static void increments(void)
{
	int i = 1, j = 10;
	unsigned char d = 0;
	_Bool o;

	EXPECT(obt_add(i++, j++, L), 11, 0);
	EXPECT(i * 100 + j, 211, 0);
	EXPECT(saturating_sub(unsigned, i++, j++), 0, 0);
	EXPECT(i * 100 + j, 312, 0);
	EXPECT(obt_div(i++, j++, L), 0, 0);
	EXPECT(i * 100 + j, 413, 0);
	o = check_add_overflow(i++, j++, &d);
	EXPECT(o * 10000 + i * 100 + j, 514, 0);
	EXPECT(d, 17, 0);
	o = ckd_mul(&d, i++, j++);
	EXPECT(o * 10000 + i * 100 + j, 615, 0);
	EXPECT(d, 70, 0);
}

/* The result of an inner operation is an operand of the outer one. */
static void nesting(void)
{
	EXPECT(obt_add(obt_mul(arg(6), arg(7), L), arg(-2), L), 40, 3);
	EXPECT(obt_add(arg(1), obt_add(arg(2), obt_add(arg(3), arg(4), L), L), L), 10, 4);
	EXPECT(obt_mul_as(long, obt_cast(int, arg(1 << 20), L),
			  obt_sub_as(int, arg(0), arg(1 << 20), L), L),
	       -(1LL << 40), 3);
	EXPECT(saturating_add(unsigned char, saturating_mul(int, arg(100), arg(3)),
			      saturating_cast(unsigned char, arg(-9))), 255, 3);
	EXPECT(wrapping_add(unsigned char, wrapping_mul(unsigned char, arg(16), arg(17)),
			    wrapping_neg(unsigned char, arg(15))), 1, 3);
	EXPECT(obt_div(obt_rem(arg(17), arg(10), L), obt_neg(arg(7), L), L), -1, 3);
	/* The inner overflow jumps before the outer operand is evaluated. */
	JUMPS(obt_add(obt_mul(arg(LLONG_MAX), arg(2), L), arg(1), L), L, 2);
	JUMPS(obt_add(arg(1), obt_mul(arg(LLONG_MAX), arg(2), L), L), L, 3);
	JUMPS(obt_cast(short, obt_add_as(long, arg(30000), arg(30000), L), L), L, 2);
}

/* The default label. */
static int sum3(int a, int b, int c)
{
	return addo(addo(a, b), c);
overflow:
	return -1;
}

static long long area(long long w, long long h, long long border)
{
	return mulo(subo(w, border), subo(h, border));
overflow:
	return -1;
}

static signed char narrow(long v)
{
	return casto(signed char, v);
overflow:
	return 0;
}

static void default_label(void)
{
	EXPECT(sum3(1, 2, 3), 6, 0);
	EXPECT(sum3(INT_MAX, -1, 1), INT_MAX, 0);
	EXPECT(sum3(INT_MAX, 1, -1), -1, 0);
	EXPECT(area(10, 20, 2), 144, 0);
	EXPECT(area(LLONG_MIN, 1, 1), -1, 0);
	EXPECT(area(1LL << 32, 1LL << 32, 0), -1, 0);
	EXPECT(narrow(-128), -128, 0);
	EXPECT(narrow(128), 0, 0);
}

/* A label out of a loop, taken on the first overflow only. */
static void loop(void)
{
	unsigned long long fact = 1;
	int n;

	for (n = 1; n < 100; n++)
		fact = obt_mul(fact, (unsigned)n, done);
done:
	EXPECT(n, 21, 0);
	EXPECT(fact == 2432902008176640000ULL, 1, 0);
}

int main(void)
{
	each_operation();
	increments();
	nesting();
	default_label();
	loop();
	if (failures) {
		fprintf(stderr, "%d of %d checks failed\n", failures, checks);
		return 1;
	}
	printf("ok %d checks\n", checks);
	return 0;
}
