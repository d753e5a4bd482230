// A constant that changes value when converted to a trap type gets a
// -Wconstant-conversion warning; in an automatic initialiser it is still an
// error at run time. A static initialiser is folded with no run-time check.
// compiler: obtcc
// modes: trap trap-quiet warn none
// cflags: -Wno-error=constant-conversion
// [none] cflags: -Wno-error
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// [trap] compile-warning: obt_conv_const_init.c:31:28: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap] [gcc] compile-warning: obt_conv_const_init.c:37:29: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap] [clang] compile-warning: obt_conv_const_init.c:37:22: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap-quiet] compile-warning: obt_conv_const_init.c:31:28: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap-quiet] [gcc] compile-warning: obt_conv_const_init.c:37:29: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap-quiet] [clang] compile-warning: obt_conv_const_init.c:37:22: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [warn] compile-warning: obt_conv_const_init.c:31:28: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [warn] [gcc] compile-warning: obt_conv_const_init.c:37:29: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [warn] [clang] compile-warning: obt_conv_const_init.c:37:22: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// stdout: static: -31072
// [warn] stdout: static: -31072
// [warn] stdout: s = -31072
// [none] stdout: static: -31072
// [none] stdout: s = -31072
// [trap] stderr: obt_conv_const_init.c:37:22: runtime error: obt: integer truncation: 100000 does not fit 'short __ob_trap' (from 'int')
// [warn] stderr: obt_conv_const_init.c:37:22: runtime error: obt: integer truncation: 100000 does not fit 'short __ob_trap' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

static short __ob_trap g = 100000;

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	printf("static: %d\n", g);
	short __ob_trap s = 100000;
	printf("s = %d\n", s);
	return 0;
}
