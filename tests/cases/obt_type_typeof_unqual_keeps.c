// __typeof_unqual__ drops const and volatile but keeps the behaviour: the
// behaviour is a specifier, not a qualifier. This holds when the const
// comes through a typedef too. So the result is assignable, and taking
// its address as a plain int * warns that the behaviour is discarded.
// gcc 12 has no __typeof_unqual__.
// compiler: obtcc
// only-cc: clang
// cflags: -Wno-error
// [gcc] compile-warning: obt_type_typeof_unqual_keeps.c:27:18: warning: initializing 'int *' with an expression of type 'int __ob_trap *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [clang] compile-warning: obt_type_typeof_unqual_keeps.c:27:11: warning: initializing 'int *' with an expression of type 'int __ob_trap *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// stdout: trap trap trap
// stdout: 1 2 3
#include <stdio.h>

typedef const int cint;

#define KIND(x) _Generic((x), int: "int", int __ob_trap: "trap", default: "other")

int main(void)
{
	const volatile int __ob_trap k = 0;
	__ob_trap cint ck = 0;
	__typeof_unqual__(k) a;
	__typeof_unqual__(const __ob_trap int) b;
	__typeof_unqual__(ck) c;
	a = 1;
	int *p = &b;

	b = 2;
	c = 3;
	(void)k; (void)ck; (void)p;
	printf("%s %s %s\n", KIND(a), KIND(b), KIND(c));
	printf("%d %d %d\n", a, b, c);
	return 0;
}
