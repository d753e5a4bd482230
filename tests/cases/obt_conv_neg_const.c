// A negative plain constant into an unsigned trap object: obtcc warns at
// compile time (-Wconstant-conversion) and the conversion is still a sign
// change at run time. 'u += -1' converts -1 to unsigned first: the same
// sign change, then 3 + 4294967295 overflows.
// compiler: obtcc
// modes: trap trap-quiet warn none
// cflags: -Wno-error=constant-conversion
// exit: trap
// [warn] exit: 0
// [none] exit: 0
// [trap] [gcc] compile-warning: obt_conv_neg_const.c:43:32: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [trap] [clang] compile-warning: obt_conv_neg_const.c:43:25: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [trap] [gcc] compile-warning: obt_conv_neg_const.c:46:14: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [trap] [clang] compile-warning: obt_conv_neg_const.c:46:7: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [trap-quiet] [gcc] compile-warning: obt_conv_neg_const.c:43:32: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [trap-quiet] [clang] compile-warning: obt_conv_neg_const.c:43:25: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [trap-quiet] [gcc] compile-warning: obt_conv_neg_const.c:46:14: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [trap-quiet] [clang] compile-warning: obt_conv_neg_const.c:46:7: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [warn] [gcc] compile-warning: obt_conv_neg_const.c:43:32: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [warn] [clang] compile-warning: obt_conv_neg_const.c:43:25: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [warn] [gcc] compile-warning: obt_conv_neg_const.c:46:14: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [warn] [clang] compile-warning: obt_conv_neg_const.c:46:7: warning: implicit conversion from 'int' to 'unsigned int __ob_trap' changes value from -1 to 4294967295 [-Wconstant-conversion]
// [none] compile-silent: yes
// stdout: before
// [warn] stdout: before
// [warn] stdout: u = 4294967295
// [warn] stdout: u = 2
// [none] stdout: before
// [none] stdout: u = 4294967295
// [none] stdout: u = 2
// [trap] stderr: obt_conv_neg_const.c:43:25: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int')
// [warn] stderr: obt_conv_neg_const.c:43:25: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int')
// [warn] stderr: obt_conv_neg_const.c:46:7: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int')
// [warn] stderr: obt_conv_neg_const.c:46:4: runtime error: obt: integer addition overflow: 3 + 4294967295 does not fit 'unsigned int __ob_trap'
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	printf("before\n");
	unsigned __ob_trap u = -1;
	printf("u = %u\n", u);
	u = 3;
	u += -1;
	printf("u = %u\n", u);
	return 0;
}
