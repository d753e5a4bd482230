// A unit without any OBT compiles exactly as with plain CC: CC's own
// diagnostics keep their file, line and column, __FILE__ and __LINE__ are
// the original ones, and obtcc's macros are still predefined.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_decl_plain_unit_as_cc.c:11:12:
// compile-warning: [-Wunused-variable]
// stdout: obt_decl_plain_unit_as_cc.c 16 1
#include <stdio.h>

static int unused_here;

int main(void)
{
#ifdef __OBTCC__
	printf("%s %d %d\n", __FILE__, __LINE__, __OBT_SATURATE__);
#endif
	return 0;
}
