// The behaviour belongs to integers, not to pointers: `int * __ob_trap p`
// (on the pointer itself) is an error, `int __ob_trap *q` (on the pointee)
// is fine.
// compiler: obtcc
// compile-error: obt_diag_err_nonint_pointer.c:7:7: error: __ob_trap specifier cannot be applied to non-integer type 'int *'
// compile-error: obt_diag_err_nonint_pointer.c:8:8: error: __ob_wrap specifier cannot be applied to non-integer type 'char *'
int * __ob_trap p;
char * __ob_wrap s;
int __ob_trap *q;

int main(void)
{
	return 0;
}
