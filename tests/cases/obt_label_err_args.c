// overflow_behavior takes a behaviour and at most one label.
// compiler: obtcc
// compile-error: error: 'overflow_behavior' attribute takes one argument
int f(int n);

int f(int n)
{
	int __attribute__((overflow_behavior(trap, L, extra))) a = n;

	return a;
L:
	return 0;
}
