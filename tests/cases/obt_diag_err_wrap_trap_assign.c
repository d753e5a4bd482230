// Assigning between a wrap and a trap type is an error in both directions,
// also through typedefs and for compound types' members; an explicit cast
// is the fix.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_wrap_trap_assign.c:23:13: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_assign.c:23:6: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_assign.c:24:13: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_wrap_trap_assign.c:24:6: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_wrap_trap_assign.c:25:17: error: assigning to 'u16w'
// [clang] compile-error: obt_diag_err_wrap_trap_assign.c:25:10: error: assigning to 'u16w'
// compile-error: from 'unsigned long __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_assign.c:26:15: error: assigning to 'unsigned int __ob_trap' from 'u16w'
// [clang] compile-error: obt_diag_err_wrap_trap_assign.c:26:8: error: assigning to 'unsigned int __ob_trap' from 'u16w'
// compile-error: with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
typedef unsigned short __ob_wrap u16w;
struct s { unsigned __ob_trap t; };

void f(int __ob_trap t, int __ob_wrap w, unsigned long __ob_trap big, u16w small);

void f(int __ob_trap t, int __ob_wrap w, unsigned long __ob_trap big, u16w small)
{
	struct s s;
	w = t;
	t = w;
	small = big;
	s.t = small;
	w = (int __ob_wrap)t;
	(void)s;
}

int main(void)
{
	return 0;
}
