// -Wimplicit-overflow-behavior-conversion-assignment-pedantic alone warns only
// for an unsigned wrap value stored into a plain unsigned: not for signed wrap
// into int, nor for unsigned trap into unsigned.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-assignment-pedantic
// compile-not: [-Wimplicit-overflow-behavior-conversion-assignment]
// compile-not: [-Wimplicit-overflow-behavior-conversion]
// compile-not: at function boundary
// compile-warning: obt_diag_warn_obt_to_plain_assignment_pedantic.c:39:18: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// stdout: -1 2 3 -1 2 2 -1
#include <stdio.h>

static unsigned gu(unsigned v)
{
	return v;
}

static int gi(int v)
{
	return v;
}

static unsigned ret_uw(unsigned __ob_wrap uw)
{
	return uw;
}

static int ret_sw(int __ob_wrap sw)
{
	return sw;
}

int main(void)
{
	int __ob_wrap sw = -1;
	unsigned __ob_wrap uw = 2;
	unsigned __ob_trap ut = 3;
	int r_sw = sw;
	unsigned r_uw = uw;
	unsigned r_ut = ut;

	printf("%d %u %u %d %u %u %d\n", r_sw, r_uw, r_ut, gi(sw), gu(uw), ret_uw(uw), ret_sw(sw));
	return 0;
}
