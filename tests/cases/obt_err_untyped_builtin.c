// An expression obtcc cannot type must not meet an OBT silently: it is an
// error that names the construct.
// compiler: obtcc
// compile-error: obt_err_untyped_builtin.c:11:25: error: obtcc cannot determine the type of '__builtin_obtcc_unknown'
// compile-error: obt_err_untyped_builtin.c:12:24: error: obtcc cannot determine the type of '__builtin_obtcc_unknown'
int f(int x);

int main(void)
{
	int __ob_trap t = 1;
	int r = f(t + 1) + t * __builtin_obtcc_unknown(3);
	int __ob_trap q = 1 + __builtin_obtcc_unknown();
	return r + q;
}
