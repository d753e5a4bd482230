// A handler label the function does not define is an error, reported once
// (as Clang does): at the declaration that names the label, not again at
// each operation that would jump to it.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_label_undeclared.c:11:28: error: use of undeclared label 'nowhere'
// [clang] compile-error: obt_diag_err_label_undeclared.c:11:21: error: use of undeclared label 'nowhere'
// compile-not: obt_diag_err_label_undeclared.c:13:
// compile-not: obt_diag_err_label_undeclared.c:14:
int f(int v)
{
	int __attribute__((overflow_behavior(trap, nowhere))) x = v;

	x++;
	return x + 1;
}

int main(void)
{
	return f(0) != 1;
}
