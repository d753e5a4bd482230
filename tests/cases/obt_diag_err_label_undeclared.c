// A handler label the function does not define is an error at the
// operation that would jump to it.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_label_undeclared.c:10:18: error: use of undeclared label 'nowhere'
// [clang] compile-error: obt_diag_err_label_undeclared.c:10:11: error: use of undeclared label 'nowhere'
int f(int v)
{
	int __attribute__((overflow_behavior(trap, nowhere))) x = v;

	return x + 1;
}

int main(void)
{
	return f(0) != 1;
}
