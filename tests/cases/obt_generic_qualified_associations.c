// _Generic matches the controlling expression after lvalue conversion (no
// qualifiers, arrays decayed) against association types that keep theirs
// (C17 6.5.1.1): `int` and `const int` are two associations, and neither a
// const object nor a trap object selects `const int __ob_trap`. Pointers
// differ by their own qualifiers too. obtcc resolves these selections itself
// when an OBT is involved, so a wrong match would be wrong code.
// compiler: obtcc
// cflags: -fobt-check-roundtrip
// stdout: 0 0 2 3 4 6 1 1
#include <stdio.h>

/* Clang warns that a qualified association can never be selected: that is
 * the point of this case. */
#ifdef __clang__
#pragma clang diagnostic ignored "-Wunknown-warning-option"
#pragma clang diagnostic ignored "-Wunreachable-code-generic-assoc"
#endif

int a;
const int ca = 3;
int *p;
int *const cp = 0;
int *restrict rp;
int __ob_trap x;

int main(void)
{
	_Atomic int at = 1;
	_Atomic(int) at2 = 2;

	printf("%d %d %d %d %d %d %d %d\n", _Generic(a, int: 0, const int: 1),
	       _Generic(ca, int: 0, const int: 1),
	       _Generic(x, const int __ob_trap: 1, default: 2),
	       _Generic(x, int __ob_trap: 3, const int __ob_trap: 1, default: 2),
	       _Generic(cp, int *: 4, int *const: 5),
	       _Generic(rp, int *: 6, int *restrict: 7, default: 8),
	       _Generic(at, int: 1, default: 0),
	       _Generic(&at2, _Atomic int *: 1, int *: 2, default: 0));
	return 0;
}
