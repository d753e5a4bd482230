// A handler label on saturate is an error too (obt: saturate is obt's own).
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_label_on_sat.c:9:56: error: overflow handler label can only be specified with 'trap' behavior
// [clang] compile-error: obt_diag_err_label_on_sat.c:9:49: error: overflow handler label can only be specified with 'trap' behavior
int f(int v);

int f(int v)
{
	int __attribute__((overflow_behavior(saturate, out))) x = v;

	return x + 1;
out:
	return 0;
}

int main(void)
{
	return f(0) != 1;
}
