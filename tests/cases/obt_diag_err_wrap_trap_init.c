// Initialising a wrap object from a trap value, or the reverse, is an
// error: plain declarations, array and struct initialiser lists
// (positional and designated) and compound literals. Clang says
// "assigning to" for initialisations too; so does obtcc.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_wrap_trap_init.c:27:27: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_init.c:27:20: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_init.c:28:38: error: assigning to 'unsigned short __ob_trap' from 'unsigned int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_wrap_trap_init.c:28:31: error: assigning to 'unsigned short __ob_trap' from 'unsigned int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_wrap_trap_init.c:29:32: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_init.c:29:25: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_init.c:30:24: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_init.c:30:17: error: assigning to 'int __ob_wrap' from 'int __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [gcc] compile-error: obt_diag_err_wrap_trap_init.c:31:29: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_wrap_trap_init.c:31:22: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_wrap_trap_init.c:32:27: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_wrap_trap_init.c:32:20: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
struct s {
	int __ob_wrap w;
	int __ob_trap t;
};

void f(int __ob_trap t, int __ob_wrap w);

void f(int __ob_trap t, int __ob_wrap w)
{
	int __ob_wrap a = t;
	unsigned short __ob_trap b = (unsigned __ob_wrap)5;
	int __ob_wrap c[2] = { t, 1 };
	struct s d = { t, 0 };
	struct s e = { .t = w };
	int __ob_trap g = (int __ob_wrap){ 7 };
	int __ob_trap ok = (int __ob_trap)w;

	(void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)ok;
}

int main(void)
{
	return 0;
}
