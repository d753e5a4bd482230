// (obt) Saturating unary minus: -x of an unsigned saturating value is 0
// (the exact result is negative), -INT_MIN is INT_MAX, others are exact.
// compiler: obtcc
// modes: trap warn
// stdout: 0 0 0 2147483647 -2147483647 5
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_sat u = 5, z = 0;
	volatile unsigned long long __ob_sat ul = ULLONG_MAX;
	volatile int __ob_sat a = INT_MIN, b = INT_MAX, c = -5;

	printf("%u %u %llu %d %d %d\n", -u, -z, -ul, -a, -b, -c);
	return 0;
}
