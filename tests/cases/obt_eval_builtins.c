// OBT operands to compiler builtins and asm work as plain integers:
// __builtin_add_overflow computes exactly into a trap object (no OBT
// report), an asm "+r" operand round-trips, and other builtins see the
// value; register OBT objects are fine.
// compiler: obtcc
// modes: trap warn none
// stdout: 1 -2147483648 5 6 1 29 6
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MAX;
	int __ob_trap r, x = 5;
	unsigned long long __ob_trap big = 1ULL << 40;
	register int __ob_trap reg = 3;
	int ov = __builtin_add_overflow(a, 1, &r);
	long e;
	int pc, clz;

	__asm__ volatile("" : "+r"(x));
	e = __builtin_expect(x + 1, 6);
	pc = __builtin_popcountll(big);
	clz = __builtin_clz((unsigned)x);
	printf("%d %d %d %ld %d %d %d\n", ov, r, x, e, pc, clz, reg * 2);
	return 0;
}
