// -fobt-require-label: a trap operation in a function with no label at
// all is an error (the "no silent crashes" policy).
// compiler: obtcc
// cflags: -fobt-require-label
// [gcc] compile-error: obt_label_require.c:13:18: error: overflow check in function 'f' has no handler label (-fobt-require-label)
// [clang] compile-error: obt_label_require.c:13:11: error: overflow check in function 'f' has no handler label (-fobt-require-label)
int f(int n);

int f(int n)
{
	int __ob_trap a = n;

	return a + 1;
}
