// Regression (fixed in obtcc): obtcc swallows -W options whose names it owns but CC knows too
// (-Wno-duplicate-decl-specifier for gcc and clang, -Wno-constant-conversion
// for clang), so they no longer reach CC: CC's own warnings for plain code
// stay on. Even a unit without any OBT then compiles differently from
// plain CC. Smallest reproduction (gcc, no OBT at all):
//     int f(void) { const const int x = 1; return x; }
//     obtcc gcc -Wextra -Wno-duplicate-decl-specifier -c x.c   -> warns
//
// A unit without OBT compiles exactly as with plain CC, options included.
// compiler: obtcc
// cflags: -Wno-duplicate-decl-specifier
// compile-silent: yes
// stdout: 1
#include <stdio.h>

int main(void)
{
	const const int x = 1;

	printf("%d\n", x);
	return 0;
}
