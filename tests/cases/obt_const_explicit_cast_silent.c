// An explicit cast of a constant to an OBT draws no conversion warning, as
// in Clang: the cast says what is meant. The value converted to a plain
// type afterwards is wrap's business (short from a wrapping int), and a
// zero cast to a trapping size fits.
// compiler: obtcc
// cflags: -Wall -Wextra
// compile-silent: yes
// stdout: -31072 0
#include <stddef.h>
#include <stdio.h>

typedef size_t __ob_trap size_t_trap;

static size_t_trap twice(size_t_trap n)
{
	return n * 2;
}

int main(void)
{
	short x = (int __ob_wrap)100000;
	printf("%d %zu\n", x, (size_t)twice((size_t_trap)0));
	return 0;
}
