// A trap constant expression that overflows is a compile error in every
// integer constant expression, enumerators included.
// compiler: obtcc
// [gcc] compile-error: obt_const_err_trap_overflow_enum.c:9:42: error: overflow in constant expression: 2147483647 + 1 does not fit 'int __ob_trap'
// [clang] compile-error: obt_const_err_trap_overflow_enum.c:9:35: error: overflow in constant expression: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>

enum {
	TOO_BIG = (int __ob_trap)INT_MAX + 1,
};

int main(void)
{
	return TOO_BIG;
}
