// Regression (fixed in obtcc): CC's own diagnostics on a line that obtcc rewrote point at the
// wrong column: obtcc deletes `__ob_wrap` instead of blanking it, so what
// follows on the line moves left (gcc then puts its caret under the wrong
// text of the original line; clang shows the rewritten line). Blanking
// removed keywords with spaces would keep the columns.
// Smallest reproduction:
//     int f(void) { int __ob_wrap w = 2, unused_here = 1; return w; }
//     -> col 27 reported for unused_here, want 36
//
// CC's diagnostics point at the user's original column. (The line is
// indented with spaces: gcc counts a tab as up to 8 columns, clang as 1.)
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_diag_cc_column_after_keyword.c:19:26: warning: unused variable
#include <stdio.h>

int main(void)
{
    int __ob_wrap w = 2, unused_here = 1;

	printf("%d\n", w);
	return 0;
}
