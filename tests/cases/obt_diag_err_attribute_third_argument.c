// The attribute takes a behaviour and at most a handler label: a third
// argument is an error.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_attribute_third_argument.c:10:28: error: 'overflow_behavior' attribute takes one argument
// [clang] compile-error: obt_diag_err_attribute_third_argument.c:10:21: error: 'overflow_behavior' attribute takes one argument
int f(int v);

int f(int v)
{
	int __attribute__((overflow_behavior(trap, out, more))) x = v;

	return x;
out:
	return 0;
}

int main(void)
{
	return f(0);
}
