// _BitInt(N) and unsigned _BitInt(N) may carry a behaviour (gcc 12 has no
// _BitInt). The usual promotions apply: _BitInt(4) __ob_trap + 1 is int
// __ob_trap, _BitInt(99) keeps its own width.
// compiler: obtcc
// only-cc: clang
// compile-silent: yes
// stdout: trap bitint17-trap ubitint99-wrap
// stdout: 8 1
#include <stdio.h>

int main(void)
{
	_BitInt(4) __ob_trap small = 7;
	_BitInt(17) __ob_trap b = 1;
	unsigned _BitInt(99) __ob_wrap w = 0;

	printf("%s ", _Generic(small + 1, int __ob_trap: "trap", default: "other"));
	(void)small; (void)b;
	printf("%s %s\n", _Generic(b, _BitInt(17) __ob_trap: "bitint17-trap", default: "other"),
	       _Generic(w, unsigned _BitInt(99) __ob_wrap: "ubitint99-wrap", default: "other"));
	w -= 1;
	printf("%d %d\n", (int)(small + 1), w == (unsigned _BitInt(99))-1);
	return 0;
}
