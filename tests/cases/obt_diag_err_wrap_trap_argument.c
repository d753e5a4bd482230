// Passing a wrap value to a trap parameter, or the reverse, is an error
// (Clang words it "assigning to" as well); a literal or a cast is fine.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_wrap_trap_argument.c:18:19: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_wrap_trap_argument.c:18:12: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_wrap_trap_argument.c:19:19: error: assigning to 'unsigned long __ob_wrap' from 'unsigned long __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_argument.c:19:12: error: assigning to 'unsigned long __ob_wrap' from 'unsigned long __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_argument.c:20:22: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_wrap_trap_argument.c:20:15: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_wrap_trap_argument.c:21:25: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_argument.c:21:18: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
void take_trap(int __ob_trap v);
void take_wrap(unsigned long __ob_wrap v);
void take_both(int a, int __ob_trap b, int __ob_wrap c);

void f(int __ob_trap t, int __ob_wrap w, unsigned long __ob_trap big)
{
	take_trap(w);
	take_wrap(big);
	take_both(0, w, 0);
	take_both(0, 0, t);
	take_trap(1);
	take_wrap((unsigned long __ob_wrap)big); take_trap((int __ob_trap)w);
}

int main(void)
{
	return 0;
}
