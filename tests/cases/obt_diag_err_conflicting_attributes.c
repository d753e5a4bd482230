// Two attributes with different behaviours on one type are an error, in
// either order. (Like Clang, obtcc recovers with trap, so the uses of T
// and U below need no diagnostic; the runner cannot check an absence in a
// failing compile.)
// compiler: obtcc
// compile-error: obt_diag_err_conflicting_attributes.c:8:69: error: conflicting 'overflow_behavior' attributes on the same type
// compile-error: obt_diag_err_conflicting_attributes.c:9:69: error: conflicting 'overflow_behavior' attributes on the same type
typedef int __attribute__((overflow_behavior(wrap))) __attribute__((overflow_behavior(trap))) T;
typedef int __attribute__((overflow_behavior(trap))) __attribute__((overflow_behavior(wrap))) U;
T t;
U u;
int __ob_trap *pt = &t, *pu = &u;

int main(void)
{
	return 0;
}
