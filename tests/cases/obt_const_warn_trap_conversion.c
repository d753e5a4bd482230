// A constant conversion that changes the value of a trap type warns at
// compile time (-Wconstant-conversion, on by default) in both directions,
// also for a negative value into an unsigned trap type, and still fails
// at run time when executed. The program runs the conversion picked by
// its argument count; with none it runs the first.
// compiler: obtcc
// cflags: -Wno-error
// compile-not: changes value from -32768
// compile-not: changes value from 255
// [gcc] compile-warning: obt_const_warn_trap_conversion.c:24:37: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [clang] compile-warning: obt_const_warn_trap_conversion.c:24:23: warning: implicit conversion from 'int' to 'short __ob_trap' changes value from 100000 to -31072 [-Wconstant-conversion]
// [gcc] compile-warning: obt_const_warn_trap_conversion.c:28:28: warning: implicit conversion from 'int __ob_trap' to 'short' changes value from 100000 to -31072 [-Wconstant-conversion]
// [clang] compile-warning: obt_const_warn_trap_conversion.c:28:14: warning: implicit conversion from 'int __ob_trap' to 'short' changes value from 100000 to -31072 [-Wconstant-conversion]
// [gcc] compile-warning: obt_const_warn_trap_conversion.c:32:46: warning: implicit conversion from 'unsigned int' to 'unsigned short __ob_trap' changes value from 100000 to 34464 [-Wconstant-conversion]
// [clang] compile-warning: obt_const_warn_trap_conversion.c:32:32: warning: implicit conversion from 'unsigned int' to 'unsigned short __ob_trap' changes value from 100000 to 34464 [-Wconstant-conversion]
// exit: trap
// stderr: integer truncation: 100000 does not fit 'short __ob_trap' (from 'int')
#include <stdio.h>

int main(int argc, char **argv)
{
	(void)argv;
	if (argc == 1) {
		short __ob_trap s = (int)100000;
		printf("%d\n", s);
	}
	if (argc == 2) {
		short x4 = (int __ob_trap)100000;
		printf("%d\n", x4);
	}
	if (argc == 3) {
		unsigned short __ob_trap u = (unsigned int)100000;
		printf("%d\n", u);
	}
	if (argc == 4) {
		short __ob_trap fits = (int)-32768;
		unsigned char __ob_trap max = 255;
		printf("%d %d\n", fits, max);
	}
	return 0;
}
