// (obt) Conversions into and out of a labelled trap type jump to its label
// too, and the converted value is not stored: 300 into a labelled u8, and
// a labelled int of -1 into an unsigned.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -Wno-unused-label
// stdout: into: p = 7
// stdout: out of: u = 9
// [none] stdout: p = 44
// [none] stdout: u = 4294967295
// [warn] stderr: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// [warn] stderr: integer sign change: -1 does not fit 'unsigned int' (from 'int __ob_trap')
// [trap] stderr-not: obt
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

static void into(int n)
{
	unsigned char __attribute__((overflow_behavior(trap, too_big))) p = 7;

	p = n;
	printf("p = %d\n", p);
	return;
too_big:
	printf("into: p = %d\n", p);
}

static void out_of(int n)
{
	int __attribute__((overflow_behavior(trap, negative))) v = n;
	unsigned u = 9;

	u = v;
	printf("u = %u\n", u);
	return;
negative:
	printf("out of: u = %u\n", u);
}

int main(void)
{
	into(300);
	out_of(-1);
	return 0;
}
