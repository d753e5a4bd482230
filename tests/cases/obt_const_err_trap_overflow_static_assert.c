// A trap constant expression that overflows is a compile error in every
// integer constant expression, static assertions included.
// compiler: obtcc
// compile-error: obt_const_err_trap_overflow_static_assert.c:7:39: error: overflow in constant expression: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>

_Static_assert((int __ob_trap)INT_MAX + 1 < 0, "wrapped");

int main(void)
{
	return 0;
}
