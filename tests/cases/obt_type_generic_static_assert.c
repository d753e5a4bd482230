// _Generic sees OBTs as distinct types in constant expressions too (this
// is how Clang's own tests check the typing rules).
// compiler: obtcc
// compile-silent: yes
// stdout: ok
#include <stdio.h>

int __ob_wrap w;
int __ob_trap t;
unsigned char __ob_trap uc;

_Static_assert(_Generic(w, int: 0, default: 1), "wrap is not int");
_Static_assert(_Generic(t, int: 0, default: 1), "trap is not int");
_Static_assert(_Generic(w + t, int __ob_trap: 1, default: 0), "trap dominates");
_Static_assert(_Generic(uc + 0, int: 0, int __ob_trap: 1, default: 0), "promotion keeps trap");

int main(void)
{
	_Static_assert(_Generic(w + 1, int: 0, default: 1), "wrap + 1 is not int");
	puts("ok");
	return 0;
}
