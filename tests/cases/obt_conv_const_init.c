// A constant that changes value when converted to a trap type gets a
// -Wconstant-conversion warning; in an automatic initialiser it is still an
// error at run time. (In a static initialiser it is an error at compile
// time: obt_const_static_trap_conversion_error.c.)
// compiler: obtcc
// modes: trap trap-quiet warn none
// cflags: -Wno-error=constant-conversion
// [none] cflags: -Wno-error
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// [trap] [gcc] compile-warning: obt_conv_const_init.c:29:29: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap] [clang] compile-warning: obt_conv_const_init.c:29:22: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap-quiet] [gcc] compile-warning: obt_conv_const_init.c:29:29: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [trap-quiet] [clang] compile-warning: obt_conv_const_init.c:29:22: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [warn] [gcc] compile-warning: obt_conv_const_init.c:29:29: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [warn] [clang] compile-warning: obt_conv_const_init.c:29:22: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [warn] stdout: s = -31072
// [none] stdout: s = -31072
// [trap] stderr: obt_conv_const_init.c:29:22: runtime error: obt: integer truncation: 100000 does not fit 'short __ob_trap' (from 'int')
// [warn] stderr: obt_conv_const_init.c:29:22: runtime error: obt: integer truncation: 100000 does not fit 'short __ob_trap' (from 'int')
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	short __ob_trap s = 100000;
	printf("s = %d\n", s);
	return 0;
}
