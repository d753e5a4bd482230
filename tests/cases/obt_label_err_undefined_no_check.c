// A handler label the function never defines is an error even when no check
// in the function uses the labelled variable: the attribute names the label.
// compiler: obtcc
// compile-error: error: use of undeclared label 'missing_label'
int f(int n);

int f(int n)
{
	int __attribute__((overflow_behavior(trap, missing_label))) a = n;

	return a;
}
