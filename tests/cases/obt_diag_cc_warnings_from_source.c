// CC's warnings are those it gives on the original source: in the
// translated text (preprocessed C) it no longer knows which code came from
// a macro, where gcc holds back -Waddress and -Wtautological-compare, nor
// the comments that mark a fall-through. Such a unit compiles in silence
// under -Werror, as it does with the plain compiler, and a warning the
// source really earns is given once, at its place.
// compiler: obtcc
// cflags: -Wall -Wextra -Werror -Wno-error=sign-compare
// compile-warning: obt_diag_cc_warnings_from_source.c:33:
// compile-warning: warning: comparison of integer
// compile-warning: [-Wsign-compare]
// compile-not: Waddress
// compile-not: tautological
// compile-not: fallthrough
// stdout: 6 0
#include <stdio.h>

#define IS_SET(p) ((p) != 0)
#define SAME(a, b) ((a) == (b))

int flag;
struct s { int arr[4]; } g;

static int f(int __ob_trap y, unsigned u)
{
	int r = IS_SET(&flag) + IS_SET(g.arr) + SAME(y, y);

	switch (y) {
	case 1:
		r++;
		/* fall through */
	case 2:
		r += y < u;
	}
	return r + y;
}

int main(void)
{
	printf("%d %d\n", f(1, 3), f(3, 1) - 6);
	return 0;
}
