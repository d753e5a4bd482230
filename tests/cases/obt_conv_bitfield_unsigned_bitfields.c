// Regression (fixed in obtcc): obtcc ignores gcc's -funsigned-bitfields: it checks 'int __ob_trap
// g : 4' as signed (-8..7), so storing 12 (which gcc keeps: the field is
// unsigned, 0..15) is reported as a truncation, and -1 (stored as 15) goes
// unreported. Expected: the check follows the field's real signedness.
// compiler: obtcc
// only-cc: gcc
// modes: warn
// cflags: -funsigned-bitfields
// stdout: 12 15
// stderr: obt_conv_bitfield_unsigned_bitfields.c:26:8: runtime error: obt: integer sign change: -1 does not fit 'int __ob_trap:4' (from 'int')
// stderr-not: truncation
#include <stdio.h>

struct bits {
	int __ob_trap g : 4;
};

int main(void)
{
	struct bits s;
	volatile int v = 12, m = -1;
	int a;

	s.g = v;
	a = s.g;
	s.g = m;
	printf("%d %d\n", a, s.g);
	return 0;
}
