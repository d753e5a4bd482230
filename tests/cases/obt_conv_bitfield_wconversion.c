// Regression: with gcc -Wconversion, ++/-- on a trap bit-field warned
// "conversion from 'unsigned int' to 'unsigned char:3' may change value" (an
// error under -Werror): the rewrite stores the helper's full-width result
// into the field, where the plain program gives no warning. CC's warnings
// now come from the original source.
// compiler: obtcc
// modes: trap warn
// cflags: -Wconversion -Werror
// stdout: 1 2
#include <stdio.h>

struct bits {
	unsigned __ob_trap f : 3;
	int __ob_trap g : 4;
};

int main(void)
{
	struct bits s = { 1, 1 };

	s.f++;
	--s.f;
	s.g++;
	printf("%d %d\n", s.f, s.g);
	return 0;
}
