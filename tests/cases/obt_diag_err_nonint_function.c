// A function type, a function pointer and a pointer to an array cannot
// carry a behaviour.
// compiler: obtcc
// compile-error: obt_diag_err_nonint_function.c:7:29: error: 'overflow_behavior' attribute cannot be applied to non-integer type 'void (void)'
// compile-error: obt_diag_err_nonint_function.c:8:9: error: __ob_trap specifier cannot be applied to non-integer type 'void (*)(int)'
// compile-error: obt_diag_err_nonint_function.c:9:8: error: __ob_wrap specifier cannot be applied to non-integer type 'int (*)[10]'
void f(void) __attribute__((overflow_behavior(wrap)));
void (* __ob_trap fp)(int);
int (* __ob_wrap pa)[10];

int main(void)
{
	return 0;
}
