// A handler label only makes sense with trap: on wrap it is an error.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_label_on_wrap.c:9:52: error: overflow handler label can only be specified with 'trap' behavior
// [clang] compile-error: obt_diag_err_label_on_wrap.c:9:45: error: overflow handler label can only be specified with 'trap' behavior
int f(int v);

int f(int v)
{
	int __attribute__((overflow_behavior(wrap, out))) x = v;

	return x + 1;
out:
	return 0;
}

int main(void)
{
	return f(0) != 1;
}
