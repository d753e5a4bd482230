// 'while (n--)' is the excluded idiom for any unsigned trap lvalue: *p, a
// member, a bit-field (which ends at its own maximum, 15 for 4 bits).
// compiler: obtcc
// modes: trap warn none
// stdout: 6 4294967295 4294967295 15
// stderr-not: obt
#include <stdio.h>

struct counters {
	unsigned __ob_trap n;
	unsigned __ob_trap bf : 4;
};

int main(void)
{
	unsigned __ob_trap x = 2, *p = &x;
	struct counters s = { 2, 2 };
	int k = 0;

	while ((*p)--)
		k++;
	while (s.n--)
		k++;
	while (s.bf--)
		k++;
	printf("%d %u %u %u\n", k, x, s.n, s.bf);
	return 0;
}
