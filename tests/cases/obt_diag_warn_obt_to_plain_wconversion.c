// -Wconversion implies -Woverflow-behavior-conversion (as Clang documents).
// compiler: obtcc
// cflags: -Wno-error -Wconversion
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:28:9: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:33:9: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:41:13: warning: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:42:18: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment-pedantic]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:43:18: warning: implicit conversion from 'unsigned int __ob_trap' to 'unsigned int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:45:56: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:45:56: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:45:64: warning: passing argument of type 'unsigned int __ob_wrap' to parameter of type 'unsigned int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary-pedantic]
// compile-warning: obt_diag_warn_obt_to_plain_wconversion.c:45:64: warning: implicit conversion from 'unsigned int __ob_wrap' to 'unsigned int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion-pedantic]
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
