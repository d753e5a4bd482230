// PENDING: obtcc's rewrite of a comparison between an int __ob_trap and an
// unsigned hides the real compiler's -Wsign-compare warning (gcc and clang
// both warn on the plain program, and Clang's own OBTs keep the warning).
// The rewritten code should still let CC see the mixed-sign comparison.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: [-Wsign-compare]
#include <stdio.h>

int main(int argc, char **argv)
{
	int __ob_trap a = argc;
	unsigned b = (unsigned)(argv[0][0] != 0);

	printf("%d\n", a < b);
	return 0;
}
