// A constant stored into a plain object keeps no behaviour that could be
// lost: no "discards overflow behavior" on short x1 = (int __ob_wrap)
// 100000 even with the warnings on, as in Clang (an earlier obtcc gave
// one). A variable still draws it; an argument too (Clang's
// function-boundary warning fires for a cast constant).
// compiler: obtcc
// cflags: -Wno-error -Woverflow-behavior-conversion
// [gcc] compile-warning: obt_diag_warn_constant_stored.c:23:20: warning: implicit conversion from 'int __ob_wrap' to 'short' during assignment discards overflow behavior
// [gcc] compile-warning: obt_diag_warn_constant_stored.c:23:37: warning: passing argument of type 'int __ob_wrap'
// [clang] compile-warning: obt_diag_warn_constant_stored.c:23:13: warning: implicit conversion from 'int __ob_wrap' to 'short' during assignment discards overflow behavior
// [clang] compile-warning: obt_diag_warn_constant_stored.c:23:30: warning: passing argument of type 'int __ob_wrap'
// compile-not: c:20:
// compile-not: c:22:
// stdout: -31072 -31072 8
static int twice(int v) { return 2 * v; }

int main(void)
{
	int __ob_wrap w = 4;
	short x1 = (int __ob_wrap)100000;
	short x2;
	x2 = (int __ob_wrap)100000;
	short x3 = w; int t = twice((int __ob_wrap)w);
	return __builtin_printf("%d %d %d\n", x1, x2, t + x3 - 4) < 0;
}
