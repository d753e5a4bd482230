// CC's word on the unit as written does not blame what the overflow
// behaviours make intended: a constant converted into or out of a wrap
// (or saturating) type, constant wrap arithmetic. In that text a wrap
// type is plain, and gcc said -Woverflow, clang -Wconstant-conversion or
// -Winteger-overflow, as soon as another warning had CC asked (under
// -Werror, CC's words on the translation stood instead). The other
// warning stays, CC's counts follow. Run once without -Werror, once with.
// compiler: obtcc
// modes: trap warn
// [trap] cflags: -Wno-error
// [warn] cflags: -Wno-error=unused-variable
// compile-warning: obt_diag_cc_wrap_constants.c:26:
// compile-warning: unused variable
// [clang] compile-warning: 1 warning generated.
// compile-not: overflow
// compile-not: changes value
// compile-not: treated as errors
// stdout: -31072 -31072 -2147483648 44 255 -31072
#include <limits.h>
#include <stdio.h>

short __ob_wrap g = 100000;

int main(void)
{
	int unused;
	short __ob_wrap x = (int)100000;
	short x1 = (int __ob_wrap)100000;
	int __ob_wrap y = (int __ob_wrap)INT_MAX + 1;
	unsigned char __ob_wrap c = 300;
	unsigned char __ob_sat s = 300;

	printf("%d %d %d %d %d %d\n", x, x1, y, c, s, g);
	return 0;
}
