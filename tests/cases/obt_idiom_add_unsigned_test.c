// The unsigned overflow test 'A + B < A' and its mirrored forms are not
// instrumented by default, even on trap types, so they keep working as
// tests (each branch below is taken); A and B may be variables, *p,
// members and calls. The same sum outside a test is still an error.
// compiler: obtcc
// modes: trap trap-quiet warn none
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// stdout: taken 8 of 8
// [warn] stdout: taken 8 of 8
// [warn] stdout: r = 0
// [none] stdout: taken 8 of 8
// [none] stdout: r = 0
// [trap] stderr: obt_idiom_add_unsigned_test.c:57:8: runtime error: obt: integer addition overflow: 18446744073709551614 + 2 does not fit 'unsigned long __ob_trap'
// [warn] stderr: obt_idiom_add_unsigned_test.c:57:8: runtime error: obt: integer addition overflow: 18446744073709551614 + 2 does not fit 'unsigned long __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <limits.h>
#include <stdio.h>

struct box {
	unsigned long __ob_trap m;
};

static unsigned long __ob_trap two(void)
{
	return 2;
}

int main(void)
{
	volatile unsigned long __ob_trap a = ULONG_MAX - 1, b = 2;
	unsigned long __ob_trap x = ULONG_MAX, *p = &x;
	struct box s = { ULONG_MAX }, *ps = &s;
	unsigned long r;
	int n = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (a + b < a)
		n++;
	if (a + b < b)
		n++;
	if (b + a < a)
		n++;
	if (a > a + b)
		n++;
	if (b > b + a)
		n++;
	if (*p + b < *p)
		n++;
	if (ps->m + two() < ps->m)
		n++;
	if (two() + s.m < two())
		n++;
	printf("taken %d of 8\n", n);
	r = a + b;
	printf("r = %lu\n", r);
	return 0;
}
