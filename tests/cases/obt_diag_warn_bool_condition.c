// Regression (fixed in obtcc): a trap or wrap value used as a condition (if, while, !, &&, ?:)
// is a conversion to _Bool that discards the behaviour, and Clang warns
// (-Wimplicit-overflow-behavior-conversion, as for `return t;` in a _Bool
// function, which obtcc does warn about); obtcc says nothing.
// Smallest reproduction (with -Woverflow-behavior-conversion):
//     int f(int __ob_trap t) { if (t) return 1; return 0; }
//
// A condition on an OBT value draws the generic conversion warning.
// compiler: obtcc
// cflags: -Wno-error -Woverflow-behavior-conversion
// [gcc] compile-warning: obt_diag_warn_bool_condition.c:22:13: warning: implicit conversion from 'int __ob_trap' to '_Bool' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_bool_condition.c:22:6: warning: implicit conversion from 'int __ob_trap' to '_Bool' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_bool_condition.c:24:16: warning: implicit conversion from 'int __ob_wrap' to '_Bool' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_bool_condition.c:24:9: warning: implicit conversion from 'int __ob_wrap' to '_Bool' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// stdout: 1 0
#include <stdio.h>

static int f(int __ob_trap t, int __ob_wrap w)
{
	int r = 0;

	if (t)
		r = 1;
	while (w)
		break;
	return r;
}

int main(void)
{
	printf("%d %d\n", f(1, 1), f(0, 0));
	return 0;
}
