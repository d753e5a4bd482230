// Saturate is incompatible with the other behaviours in the same way (obt):
// sat to trap, trap to sat, sat to wrap and wrap to sat are errors in
// assignment, initialisation, argument passing and return.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_sat_mixed.c:20:16: error: assigning to 'int __ob_trap' from 'int __ob_sat' with incompatible overflow behavior types ('__ob_trap' and '__ob_sat')
// [clang] compile-error: obt_diag_err_sat_mixed.c:20:9: error: assigning to 'int __ob_trap' from 'int __ob_sat' with incompatible overflow behavior types ('__ob_trap' and '__ob_sat')
// [gcc] compile-error: obt_diag_err_sat_mixed.c:25:26: error: assigning to 'int __ob_sat' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_sat' and '__ob_trap')
// [clang] compile-error: obt_diag_err_sat_mixed.c:25:19: error: assigning to 'int __ob_sat' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_sat' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_sat_mixed.c:26:27: error: assigning to 'int __ob_wrap' from 'int __ob_sat' with incompatible overflow behavior types ('__ob_wrap' and '__ob_sat')
// [clang] compile-error: obt_diag_err_sat_mixed.c:26:20: error: assigning to 'int __ob_wrap' from 'int __ob_sat' with incompatible overflow behavior types ('__ob_wrap' and '__ob_sat')
// [gcc] compile-error: obt_diag_err_sat_mixed.c:28:13: error: assigning to 'int __ob_sat' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_sat' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_sat_mixed.c:28:6: error: assigning to 'int __ob_sat' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_sat' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_sat_mixed.c:29:18: error: assigning to 'int __ob_sat' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_sat' and '__ob_trap')
// [clang] compile-error: obt_diag_err_sat_mixed.c:29:11: error: assigning to 'int __ob_sat' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_sat' and '__ob_trap')
void take_sat(int __ob_sat v);
int __ob_trap sat_to_trap(int __ob_sat s);

int __ob_trap sat_to_trap(int __ob_sat s)
{
	return s;
}

void f(int __ob_trap t, int __ob_wrap w, int __ob_sat s)
{
	int __ob_sat a = t;
	int __ob_wrap b = s;

	s = w;
	take_sat(t);
	s = (int __ob_sat)t; b = (int __ob_wrap)s;
	(void)a; (void)b;
}

int main(void)
{
	return 0;
}
