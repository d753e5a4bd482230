// A negative constant stored into an unsigned trap object warns at compile
// time and is a sign-change error when executed.
// compiler: obtcc
// cflags: -Wno-error
// [gcc] compile-warning: obt_const_warn_trap_conversion_sign.c:13:34: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [clang] compile-warning: obt_const_warn_trap_conversion_sign.c:13:27: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// exit: trap
// stderr: integer sign change
#include <stdio.h>

int main(void)
{
	unsigned __ob_trap neg = -1;

	printf("%u\n", neg);
	return 0;
}
