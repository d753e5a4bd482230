// -Wimplicit-overflow-behavior-conversion-function-boundary warns when an OBT
// argument meets a plain parameter (including its -pedantic child for unsigned
// wrap into unsigned), and nowhere else.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-function-boundary
// compile-not: during assignment
// compile-not: [-Wimplicit-overflow-behavior-conversion]
// compile-not: [-Wimplicit-overflow-behavior-conversion-pedantic]
// compile-warning: obt_diag_warn_obt_to_plain_function_boundary.c:43:56: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// compile-warning: obt_diag_warn_obt_to_plain_function_boundary.c:43:64: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
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
