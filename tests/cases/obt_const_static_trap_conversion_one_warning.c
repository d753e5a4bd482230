// A value-changing constant conversion into a trap type in a static
// initialiser (folded, so not checked at run time) gets obtcc's
// -Wconstant-conversion warning and no second one from CC about the same
// conversion.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_const_static_trap_conversion_one_warning.c:13:36: warning: implicit conversion from 'int' to 'unsigned char __ob_trap' changes value from 300 to 44 [-Wconstant-conversion]
// compile-not: [-Woverflow]
// compile-not: from 'int' to 'unsigned char' changes
// stdout: 44
#include <stdio.h>

static unsigned char __ob_trap u = 300;

int main(void)
{
	printf("%d\n", u);
	return 0;
}
