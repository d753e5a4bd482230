// Conversion to _Bool is 'value != 0', never a truncation: 2^40 or -1 from
// a trap type becomes 1 without a report, also into a _Bool __ob_trap.
// compiler: obtcc
// modes: trap warn none
// stdout: 1 1 1 0
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned long long __ob_trap big = 1ULL << 40;
	volatile int __ob_trap m = -1;
	volatile int two = 2, zero = 0;
	_Bool a = big;
	_Bool b = (_Bool)m;
	_Bool __ob_trap c = two;
	_Bool __ob_trap d = zero;

	printf("%d %d %d %d\n", a, b, c, d);
	return 0;
}
