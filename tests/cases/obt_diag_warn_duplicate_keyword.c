// The same behaviour keyword twice is accepted with the usual
// duplicate-specifier warning, and the type is simply that OBT.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_diag_warn_duplicate_keyword.c:11:15: warning: duplicate '__ob_trap' declaration specifier [-Wduplicate-decl-specifier]
// compile-warning: obt_diag_warn_duplicate_keyword.c:12:22: warning: duplicate '__ob_wrap' declaration specifier [-Wduplicate-decl-specifier]
// stdout: trap wrap -2147483648
#include <limits.h>
#include <stdio.h>

int __ob_trap __ob_trap t = 1;
static __ob_wrap int __ob_wrap w = INT_MAX;

int main(void)
{
	printf("%s %s %d\n", _Generic(t, int __ob_trap: "trap", default: "other"),
	       _Generic(w, int __ob_wrap: "wrap", default: "other"), w + 1);
	return t != 1;
}
