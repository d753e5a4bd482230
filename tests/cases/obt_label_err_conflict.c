// An operation whose trap operands carry two different labels has no
// single place to go: an error.
// compiler: obtcc
// compile-error: error: conflicting overflow handler labels 'la' and 'lb'
int f(int n);

int f(int n)
{
	int __attribute__((overflow_behavior(trap, la))) a = n;
	int __attribute__((overflow_behavior(trap, lb))) b = n;

	return a + b;
la:
	return 1;
lb:
	return 2;
}
