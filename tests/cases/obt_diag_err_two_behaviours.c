// Two different behaviour keywords on one type are an error, whatever the
// pair; also when the second comes through a typedef that already has
// another behaviour. (obt: Clang's wording for the typedef case is not
// fixed; obtcc names the typedef and its behaviour.)
// compiler: obtcc
// compile-error: obt_diag_err_two_behaviours.c:11:15: error: cannot combine with previous '__ob_wrap' declaration specifier
// compile-error: obt_diag_err_two_behaviours.c:12:14: error: cannot combine with previous '__ob_sat' declaration specifier
// compile-error: obt_diag_err_two_behaviours.c:13:24: error: cannot combine with previous '__ob_trap' declaration specifier
// compile-error: obt_diag_err_two_behaviours.c:15:17: error: conflicting overflow behavior: 'wrap_int' already has '__ob_wrap'
// compile-error: obt_diag_err_two_behaviours.c:16:33: error: conflicting overflow behavior: 'wrap_int' already has '__ob_wrap'
int __ob_wrap __ob_trap a;
int __ob_sat __ob_wrap b;
typedef __ob_trap long __ob_sat c;
typedef int __ob_wrap wrap_int;
static wrap_int __ob_trap d;
typedef wrap_int __attribute__((overflow_behavior(trap))) e;

int main(void)
{
	return 0;
}
