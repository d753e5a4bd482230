// -Wno-... after the umbrella flag turns a sub-group off again (with its
// -pedantic child): only the generic conversion warnings remain.
// compiler: obtcc
// cflags: -Wno-error -Woverflow-behavior-conversion -Wno-implicit-overflow-behavior-conversion-assignment -Wno-implicit-overflow-behavior-conversion-function-boundary
// compile-not: during assignment
// compile-not: at function boundary
// compile-warning: obt_diag_warn_obt_to_plain_wno.c:26:9: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// compile-warning: obt_diag_warn_obt_to_plain_wno.c:31:9: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// compile-warning: obt_diag_warn_obt_to_plain_wno.c:43:56: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// compile-warning: obt_diag_warn_obt_to_plain_wno.c:43:64: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
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
