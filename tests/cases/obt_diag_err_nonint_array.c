// An array type (here through a typedef) and void cannot carry a behaviour;
// an array of OBT elements is fine.
// compiler: obtcc
// compile-error: obt_diag_err_nonint_array.c:7:15: error: __ob_trap specifier cannot be applied to non-integer type 'triple'
// compile-error: obt_diag_err_nonint_array.c:8:6: error: __ob_wrap specifier cannot be applied to non-integer type 'void'
typedef int triple[3];
static triple __ob_trap t;
void __ob_wrap *v;
int __ob_trap elements[3];

int main(void)
{
	return 0;
}
