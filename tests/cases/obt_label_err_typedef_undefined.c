// A file-scope typedef's label must be defined by every function whose
// checks use it: here g does not define 'handler'.
// compiler: obtcc
// compile-error: error: use of undeclared label 'handler'
typedef int __attribute__((overflow_behavior(trap, handler))) tl_int;

int f(int n);
int g(int n);

int f(int n)
{
	tl_int a = n;

	return a * 2;
handler:
	return 0;
}

int g(int n)
{
	tl_int a = n;

	return a * 2;
}
