// -Woverflow-behavior-conversion turns on every warning about an OBT value
// going into a plain integer: during assignment and initialisation, at a
// function boundary (where C also reports the conversion itself, so an
// argument gets two warnings, even an explicit OBT cast), on return and on
// conversion to _Bool. Each names its own -W flag.
// compiler: obtcc
// cflags: -Wno-error -Woverflow-behavior-conversion
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:34:16: warning: implicit conversion from 'unsigned long __ob_trap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:34:9: warning: implicit conversion from 'unsigned long __ob_trap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:39:16: warning: implicit conversion from 'unsigned long __ob_trap' to '_Bool' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:39:9: warning: implicit conversion from 'unsigned long __ob_trap' to '_Bool' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:46:17: warning: implicit conversion from 'unsigned int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:46:10: warning: implicit conversion from 'unsigned int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:47:21: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:47:14: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:47:21: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:47:14: warning: implicit conversion from 'int __ob_wrap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:49:13: warning: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:49:6: warning: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Wimplicit-overflow-behavior-conversion-assignment]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:50:60: warning: passing argument of type 'unsigned long __ob_trap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:50:53: warning: passing argument of type 'unsigned long __ob_trap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [gcc] compile-warning: obt_diag_warn_obt_to_plain_all.c:50:60: warning: implicit conversion from 'unsigned long __ob_trap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// [clang] compile-warning: obt_diag_warn_obt_to_plain_all.c:50:53: warning: implicit conversion from 'unsigned long __ob_trap' to 'int' discards overflow behavior [-Wimplicit-overflow-behavior-conversion]
// stdout: 1 2 3 4 0 1
#include <stdio.h>

static int g(int v, int u)
{
	return v + u;
}

static int ret(unsigned long __ob_trap a)
{
	return a;
}

static _Bool bret(unsigned long __ob_trap a)
{
	return a;
}

int main(void)
{
	int __ob_wrap w = 1;
	unsigned __ob_wrap uw = 2;
	int b = uw;
	int sum = g(w, 0);

	b = w + 1;
	printf("%d %d %d %d %d %d\n", sum, b, ret(3), g(0, (unsigned long __ob_trap)4), bret(0),
	       bret(5));
	return 0;
}
