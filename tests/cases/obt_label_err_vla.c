// The jump to a handler label must not enter the scope of a variable-length
// array.
// compiler: obtcc
// compile-error: error: cannot jump from this overflow check to label 'out'
// compile-error: note: the jump enters the scope of 'vla', a variable-length array
int f(int n);

int f(int n)
{
	int __attribute__((overflow_behavior(trap, out))) a = n;

	a = a + 1;
	{
		int vla[n];

		vla[0] = 1;
out:
		return vla[0];
	}
}
