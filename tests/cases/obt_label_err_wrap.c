// A handler label only goes with trap: on wrap it is an error.
// compiler: obtcc
// [gcc] compile-error: obt_label_err_wrap.c:9:52: error: overflow handler label can only be specified with 'trap' behavior
// [clang] compile-error: obt_label_err_wrap.c:9:45: error: overflow handler label can only be specified with 'trap' behavior
int f(int n);

int f(int n)
{
	int __attribute__((overflow_behavior(wrap, L))) a = n;

	return a;
L:
	return 0;
}
