// A comparison between an int __ob_trap and an unsigned keeps the real
// compiler's -Wsign-compare warning, as the plain program (and Clang's own
// OBTs) would get: obtcc checks the conversion but leaves it to CC.
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
