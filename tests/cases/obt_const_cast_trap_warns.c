// A cast of a constant into a trap type that changes its value fails every
// time it runs. Clang leaves the cast silent; obtcc warns at compile time
// (-Wconstant-overflow-behavior-conversion, on by default, under
// -Wconstant-conversion) with a note on how to write the value if it is
// meant, and the cast still fails at run time. The spellings the note
// offers compile silently and give the value. The kernel's
// is_signed_type() on an unsigned trap type is such a cast.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: warning: cast from 'int' to 'u8t' (aka 'unsigned char __ob_trap') changes value from 256 to 0, and fails every time it runs
// compile-warning: note: if 0 is meant, convert through a wrap type: (u8t)(unsigned char __ob_wrap)256
// [gcc] compile-warning: obt_const_cast_trap_warns.c:30:23: warning: cast from 'int' to 'u32t' (aka 'unsigned int __ob_trap') changes value from -1 to 4294967295, and fails every time it runs [-Wconstant-overflow-behavior-conversion]
// [clang] compile-warning: obt_const_cast_trap_warns.c:30:16: warning: cast from 'int' to 'u32t' (aka 'unsigned int __ob_trap') changes value from -1 to 4294967295, and fails every time it runs [-Wconstant-overflow-behavior-conversion]
// compile-warning: note: if 4294967295 is meant, write an unsigned constant (-1U, ~0x7CU), or write the type's maximum (type_max() in Linux), or convert through a wrap type: (u32t)(unsigned int __ob_wrap)(-1)
// compile-not: obt_const_cast_trap_warns.c:26:
// exit: trap
// stdout: 4294967295 4294967295 0
// stderr: obt_const_cast_trap_warns.c:30:16: runtime error: obt: integer sign change: -1 does not fit 'u32t' (aka 'unsigned int __ob_trap') (from 'int')
#include <stdio.h>
typedef unsigned __ob_trap u32t;
typedef unsigned char __ob_trap u8t;

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	printf("%u %u %u\n", (u32t)-1U, (u32t)(unsigned int __ob_wrap)(-1), (u8t)(unsigned char __ob_wrap)256);
	if (argc > 1)
		return (u8t)256 + (int)argv[1][0];
	/* the kernel's is_signed_type(u32t), spelled as it is in 6.12 */
	return ((u32t)(-1)) < (u32t)1;
}
