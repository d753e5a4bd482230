// An expression obtcc cannot type must not meet an OBT silently: it is an
// error that names the construct.
// compiler: obtcc
// [gcc] compile-error: obt_err_untyped_builtin.c:13:32: error: obtcc cannot determine the type of '__builtin_obtcc_unknown'
// [clang] compile-error: obt_err_untyped_builtin.c:13:25: error: obtcc cannot determine the type of '__builtin_obtcc_unknown'
// [gcc] compile-error: obt_err_untyped_builtin.c:14:31: error: obtcc cannot determine the type of '__builtin_obtcc_unknown'
// [clang] compile-error: obt_err_untyped_builtin.c:14:24: error: obtcc cannot determine the type of '__builtin_obtcc_unknown'
int f(int x);

int main(void)
{
	int __ob_trap t = 1;
	int r = f(t + 1) + t * __builtin_obtcc_unknown(3);
	int __ob_trap q = 1 + __builtin_obtcc_unknown();
	return r + q;
}
