// The jump to a handler label must not enter the scope of a variable with
// __attribute__((cleanup)): obtcc reports it (GCC itself would not).
// compiler: obtcc
// compile-error: error: cannot jump from this overflow check to label 'out'
// compile-error: note: the jump enters the scope of 'c', which has a cleanup attribute
int f(int n);

static void release(int *p)
{
	(void)p;
}

int f(int n)
{
	int __attribute__((overflow_behavior(trap, out))) a = n;

	a = a + 1;
	{
		int c __attribute__((cleanup(release))) = a;
out:
		return c;
	}
}
