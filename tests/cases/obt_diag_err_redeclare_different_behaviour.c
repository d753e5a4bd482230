// Regression (fixed in obtcc): redeclaring an object or a function with a different overflow
// behaviour is accepted silently (obtcc keeps one of the types, CC sees
// identical plain types), and so is a function pointer whose parameter
// types differ only in behaviour. OBTs are distinct types (SEMANTICS
// section 1), so these are "conflicting types" / incompatible pointer
// errors; Clang's tests do not cover C redeclarations (its section 14).
// Smallest reproduction:
//     extern int __ob_wrap v; extern int __ob_trap v;
//
// An object or function redeclared with another behaviour is an error.
// compiler: obtcc
// compile-error: obt_diag_err_redeclare_different_behaviour.c:24:
// compile-error: conflicting types
// compile-error: obt_diag_err_redeclare_different_behaviour.c:27:
// compile-error: conflicting types
// compile-error: obt_diag_err_redeclare_different_behaviour.c:29:
// compile-error: conflicting types
// compile-error: obt_diag_err_redeclare_different_behaviour.c:36:
// compile-error: incompatible
int take(int v);
int trap_result(void);

extern int __ob_wrap v;
extern int __ob_trap v;

int f(int __ob_trap a);
int f(int a);

int __ob_trap trap_result(void);

int take(int v)
{
	return v;
}

int (*fp)(int __ob_trap) = take;

int main(void)
{
	return 0;
}
