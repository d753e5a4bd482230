// PENDING: a value-changing constant conversion into a trap type in a
// static initialiser gets obtcc's -Wconstant-conversion warning and then
// CC's own warning about the same conversion (gcc -Woverflow, clang
// -Wconstant-conversion): two diagnostics for one conversion.
// Smallest reproduction:
//     static unsigned char __ob_trap u = 300;
//
// One conversion, one warning: obtcc's.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_const_static_trap_conversion_one_warning.c:18:36: warning: implicit conversion from 'int' to 'unsigned char __ob_trap' changes value from 300 to 44 [-Wconstant-conversion]
// compile-not: [-Woverflow]
// compile-not: [-Wconstant-conversion]
// compile-not: -Werror
// stdout: 44
#include <stdio.h>

static unsigned char __ob_trap u = 300;

int main(void)
{
	printf("%d\n", u);
	return 0;
}
