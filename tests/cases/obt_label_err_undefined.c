// A handler label the function does not define is an error.
// compiler: obtcc
// compile-error: error: use of undeclared label 'missing_label'
int f(int n);

int f(int n)
{
	int __attribute__((overflow_behavior(trap, missing_label))) a = n;

	return a + 1;
}
