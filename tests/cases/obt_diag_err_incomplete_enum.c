// An incomplete enum is not an integer type yet: no behaviour on it. A
// complete enum is fine (see obt_decl_integer_types_accepted.c).
// compiler: obtcc
// compile-error: obt_diag_err_incomplete_enum.c:6:19: error: __ob_trap specifier cannot be applied to non-integer type 'enum later'
enum later;
extern enum later __ob_trap *p;

int main(void)
{
	return 0;
}
