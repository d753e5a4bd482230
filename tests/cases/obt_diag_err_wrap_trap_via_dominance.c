// A wrap + trap expression is trap (dominance), so storing it, or a ?:
// with a trap branch, into a wrap object is the same error.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_wrap_trap_via_dominance.c:14:27: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_via_dominance.c:14:20: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_via_dominance.c:16:13: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_via_dominance.c:16:6: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_via_dominance.c:17:13: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_via_dominance.c:17:6: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
void f(int __ob_trap t, int __ob_wrap w, int c);

void f(int __ob_trap t, int __ob_wrap w, int c)
{
	int __ob_wrap a = w + t;

	w = c ? w : t;
	w = w * 2 - t;
	w = (int __ob_wrap)(w + t) + c ? w : (int __ob_wrap)t;
	(void)a;
}

int main(void)
{
	return 0;
}
