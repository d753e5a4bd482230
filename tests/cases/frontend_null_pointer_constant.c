// Any integer constant expression of value 0 cast to void * is a null
// pointer constant, and decides the type of a ?: against another pointer
// (C17 6.3.2.3, 6.5.15): Linux's __is_constexpr tells constants from
// variables by it, in static assertions and array sizes.
// compiler: obtcc
// cflags: -fobt-check-roundtrip
// stdout: 1 0 1 4
#include <stdio.h>

#define is_constexpr(x) (sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))

int v;
_Static_assert(is_constexpr(3), "a constant");
_Static_assert(is_constexpr(sizeof(int) * 2 - 8), "a constant expression");
_Static_assert(!is_constexpr(v), "a variable");
char sized[is_constexpr(1) ? 4 : 1];

int main(void)
{
	int __ob_trap t = 1;
	printf("%d %d %d %zu\n", (int)is_constexpr(42), (int)is_constexpr(t), (int)is_constexpr(0 * 5),
	       sizeof(sized));
	return 0;
}
