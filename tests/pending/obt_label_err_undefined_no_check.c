// PENDING: a handler label that the function never defines is accepted when
// no check in the function uses the labelled variable; the attribute itself
// names the label, so the misspelling should be an error right there.
// compiler: obtcc
// compile-error: error: use of undeclared label 'missing_label'
int f(int n);

int f(int n)
{
	int __attribute__((overflow_behavior(trap, missing_label))) a = n;

	return a;
}
