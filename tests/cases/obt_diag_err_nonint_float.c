// A behaviour on a floating type is an error, in the keyword and in the
// attribute spelling; the message names the type.
// compiler: obtcc
// compile-error: obt_diag_err_nonint_float.c:7:7: error: __ob_trap specifier cannot be applied to non-integer type 'float'
// compile-error: obt_diag_err_nonint_float.c:8:16: error: __ob_wrap specifier cannot be applied to non-integer type 'double'
// compile-error: obt_diag_err_nonint_float.c:9:36: error: 'overflow_behavior' attribute cannot be applied to non-integer type 'long double'
float __ob_trap f;
typedef double __ob_wrap wrap_double;
typedef long double __attribute__((overflow_behavior(trap))) trap_ldouble;

int main(void)
{
	return 0;
}
