// Trap constant overflow is a compile error wherever the constant appears:
// an automatic initialiser, a case label, an array bound.
// compiler: obtcc
// [gcc] compile-error: obt_const_err_trap_overflow_contexts.c:16:50: error: overflow in constant expression: 2147483647 * 2 does not fit 'int __ob_trap'
// [clang] compile-error: obt_const_err_trap_overflow_contexts.c:16:43: error: overflow in constant expression: 2147483647 * 2 does not fit 'int __ob_trap'
// [gcc] compile-error: obt_const_err_trap_overflow_contexts.c:17:41: error: overflow in constant expression: 2147483647 + 1 does not fit 'int __ob_trap'
// [clang] compile-error: obt_const_err_trap_overflow_contexts.c:17:34: error: overflow in constant expression: 2147483647 + 1 does not fit 'int __ob_trap'
// [gcc] compile-error: obt_const_err_trap_overflow_contexts.c:20:44: error: overflow in constant expression: -2147483648 - 1 does not fit 'int __ob_trap'
// [clang] compile-error: obt_const_err_trap_overflow_contexts.c:20:37: error: overflow in constant expression: -2147483648 - 1 does not fit 'int __ob_trap'
#include <limits.h>

int f(int v);

int f(int v)
{
	int __ob_trap a = (int __ob_trap)INT_MAX * 2;
	char buf[(int __ob_trap)INT_MAX + 1 > 0 ? 1 : 2];

	switch (v) {
	case (int __ob_trap)(-INT_MAX - 1) - 1:
		return 1;
	}
	return a + (int)sizeof buf;
}

int main(void)
{
	return f(0);
}
