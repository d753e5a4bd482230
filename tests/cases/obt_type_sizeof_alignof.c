// Size and alignment of an OBT are those of its underlying type, for every
// behaviour; arrays and structs of OBTs are laid out as the plain ones.
// compiler: obtcc
// compile-silent: yes
// stdout: 1 1 1 1 1 1
// stdout: 24 8
#include <stddef.h>
#include <stdio.h>

struct plain { char c; long l; short s; };
struct obt { char __ob_trap c; long __ob_wrap l; short __ob_sat s; };

_Static_assert(sizeof(long __ob_trap) == sizeof(long), "long trap");
_Static_assert(_Alignof(short __ob_wrap) == _Alignof(short), "short wrap");
_Static_assert(sizeof(struct obt) == sizeof(struct plain), "struct");

int main(void)
{
	long __ob_trap l = 1;
	unsigned char __ob_sat uc[3] = { 1, 2, 3 };

	printf("%d %d %d %d %d %d\n", sizeof l == sizeof(long), sizeof uc == 3,
	       _Alignof(unsigned long long __ob_wrap) == _Alignof(unsigned long long),
	       sizeof(__int128 __ob_trap) == 16, sizeof(_Bool __ob_wrap) == sizeof(_Bool),
	       offsetof(struct obt, s) == offsetof(struct plain, s));
	printf("%d %d\n", (int)sizeof(struct obt), (int)offsetof(struct obt, l));
	return l + uc[2] != 4;
}
