// Pointers to OBTs are distinct types too: int *, int __ob_trap * and
// int __ob_wrap * each select their own _Generic association, and the
// qualifiers of the pointee count as usual.
// compiler: obtcc
// compile-silent: yes
// stdout: int* trap* wrap* const-trap*
#include <stdio.h>

#define PTR(p) _Generic((p), int *: "int*", int __ob_trap *: "trap*", int __ob_wrap *: "wrap*",	\
			const int __ob_trap *: "const-trap*", default: "other")

int main(void)
{
	int i = 1;
	int __ob_trap t = 2;
	int __ob_wrap w = 3;
	const int __ob_trap k = 4;

	printf("%s %s %s %s\n", PTR(&i), PTR(&t), PTR(&w), PTR(&k));
	return i + t + w + k != 10;
}
