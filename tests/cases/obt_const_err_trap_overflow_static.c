// A constant expression of a trap type whose value overflows is a compile
// error (obt: Clang folds it silently in a static initialiser): +, -, *
// and unary minus, at file scope and in a static local.
// compiler: obtcc
// compile-error: obt_const_err_trap_overflow_static.c:13:51: error: overflow in constant expression: 2147483647 + 1 does not fit 'int __ob_trap'
// compile-error: obt_const_err_trap_overflow_static.c:14:58: error: overflow in constant expression: -2147483648 - 1 does not fit 'int __ob_trap'
// compile-error: obt_const_err_trap_overflow_static.c:15:65: error: overflow in constant expression: 9223372036854775807 * 2 does not fit 'long long __ob_trap'
// compile-error: obt_const_err_trap_overflow_static.c:16:29: error: overflow in constant expression: -(-9223372036854775808) does not fit 'long __ob_trap'
// [gcc] compile-error: obt_const_err_trap_overflow_static.c:20:69: error: overflow in constant expression: 2147483647 * 2147483647 does not fit 'int __ob_trap'
// [clang] compile-error: obt_const_err_trap_overflow_static.c:20:62: error: overflow in constant expression: 2147483647 * 2147483647 does not fit 'int __ob_trap'
#include <limits.h>

static int __ob_trap add = (int __ob_trap)INT_MAX + 1;
static int __ob_trap sub = (int __ob_trap)(-INT_MAX - 1) - 1;
static long long __ob_trap mul = (long long __ob_trap)LLONG_MAX * 2;
static long __ob_trap neg = -(long __ob_trap)LONG_MIN;

int main(void)
{
	static short __ob_trap in_function = (int __ob_trap)INT_MAX * INT_MAX;

	return add + sub + (int)mul + (int)neg + in_function;
}
