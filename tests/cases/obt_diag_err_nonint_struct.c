// A struct or union cannot carry a behaviour, also when the tag is defined
// in the same declaration.
// compiler: obtcc
// compile-error: obt_diag_err_nonint_struct.c:9:18: error: __ob_wrap specifier cannot be applied to non-integer type 'struct s'
// compile-error: obt_diag_err_nonint_struct.c:10:1: error: __ob_trap specifier cannot be applied to non-integer type 'struct s2'
// compile-error: obt_diag_err_nonint_struct.c:11:17: error: __ob_trap specifier cannot be applied to non-integer type 'union u'
struct s { int i; };
union u { int i; };
typedef struct s __ob_wrap wrap_struct;
__ob_trap struct s2 { int a; } s2;
typedef union u __ob_trap trap_union;

int main(void)
{
	return 0;
}
