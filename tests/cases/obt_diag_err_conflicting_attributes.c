// Two attributes with different behaviours on one type are one error; the
// type then counts as trap (as Clang recovers, in both orders), so the
// later uses of T and U as trap types get no further diagnostic.
// compiler: obtcc
// compile-error: obt_diag_err_conflicting_attributes.c:10:69: error: conflicting 'overflow_behavior' attributes on the same type
// compile-error: obt_diag_err_conflicting_attributes.c:11:69: error: conflicting 'overflow_behavior' attributes on the same type
// compile-not: :12:
// compile-not: :13:
// compile-not: :14:
typedef int __attribute__((overflow_behavior(wrap))) __attribute__((overflow_behavior(trap))) T;
typedef int __attribute__((overflow_behavior(trap))) __attribute__((overflow_behavior(wrap))) U;
T t;
U u;
int __ob_trap *pt = &t, *pu = &u;

int main(void)
{
	return 0;
}
