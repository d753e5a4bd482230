// Pointers to the wrap and the trap form of a type do not convert into each
// other: assignment, initialisation, argument (also an array that decays)
// and return are errors, as for values, worded for each context as Clang
// words incompatible pointers (an argument names its parameter in a note).
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:20:16: error: returning 'int __ob_wrap *' from a function with result type 'int __ob_trap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:20:9: error: returning 'int __ob_wrap *' from a function with result type 'int __ob_trap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:26:39: error: initializing 'unsigned long __ob_wrap *' with an expression of type 'unsigned long __ob_trap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:26:32: error: initializing 'unsigned long __ob_wrap *' with an expression of type 'unsigned long __ob_trap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:29:14: error: assigning to 'unsigned long __ob_trap *' from 'unsigned long __ob_wrap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:29:7: error: assigning to 'unsigned long __ob_trap *' from 'unsigned long __ob_wrap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:30:13: error: passing 'int __ob_trap *' to parameter of type 'int __ob_wrap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:30:6: error: passing 'int __ob_trap *' to parameter of type 'int __ob_wrap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// compile-error: obt_diag_err_pointer_wrap_trap.c:15:25: note: passing argument to parameter 'p' here
void baz(int __ob_wrap *p);
int __ob_trap *give(int __ob_wrap *p);

int __ob_trap *give(int __ob_wrap *p)
{
	return p;
}

void f(void)
{
	unsigned long __ob_trap *pt = 0;
	unsigned long __ob_wrap *pw = pt;
	int __ob_trap arr[10] = { 0 };

	pt = pw;
	baz(arr);
}

int main(void)
{
	return 0;
}
