// Pointers to different OBTs are different types for the GNU builtin as
// for _Generic; top-level qualifiers are ignored as usual.
// compiler: obtcc
// compile-silent: yes
// stdout: 0 0 1
// stdout: 0 0 1
#include <stdio.h>

int main(void)
{
	printf("%d %d %d\n", __builtin_types_compatible_p(int __ob_trap, int),
	       __builtin_types_compatible_p(int __ob_trap, int __ob_wrap),
	       __builtin_types_compatible_p(const int __ob_trap, int __ob_trap));
	printf("%d %d %d\n", __builtin_types_compatible_p(int __ob_trap *, int *),
	       __builtin_types_compatible_p(int __ob_wrap *, int __ob_trap *),
	       __builtin_types_compatible_p(int __ob_trap *, int __ob_trap *));
	return 0;
}
