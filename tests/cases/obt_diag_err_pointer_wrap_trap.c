// Pointers to the wrap and the trap form of a type do not convert into each
// other: assignment, initialisation, argument (also an array that decays)
// and return are errors, as for values.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:18:16: error: assigning to 'int __ob_trap *' from 'int __ob_wrap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:18:9: error: assigning to 'int __ob_trap *' from 'int __ob_wrap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:24:39: error: assigning to 'unsigned long __ob_wrap *' from 'unsigned long __ob_trap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:24:32: error: assigning to 'unsigned long __ob_wrap *' from 'unsigned long __ob_trap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:27:14: error: assigning to 'unsigned long __ob_trap *' from 'unsigned long __ob_wrap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:27:7: error: assigning to 'unsigned long __ob_trap *' from 'unsigned long __ob_wrap *' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_pointer_wrap_trap.c:28:13: error: assigning to 'int __ob_wrap *' from 'int __ob_trap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_pointer_wrap_trap.c:28:6: error: assigning to 'int __ob_wrap *' from 'int __ob_trap *' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
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
