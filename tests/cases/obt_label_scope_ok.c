// Jumps to a handler label that stay within, or leave, the scope of a
// cleanup variable or a VLA are fine: leaving the scope runs the cleanup.
// compiler: obtcc
// modes: trap trap-quiet warn
// stdout: out 2147483647 4
// stdout: released 1
// stdout: released 2
// stdout: left 1
// [warn] stderr: integer addition overflow
#include <limits.h>
#include <stdio.h>

static void release(int *p)
{
	printf("released %d\n", *p);
}

static void within(int n)
{
	int c __attribute__((cleanup(release))) = 1;
	int vla[n];
	int __attribute__((overflow_behavior(trap, out))) a = INT_MAX;

	vla[n - 1] = n;
	a = a + n;
	printf("no jump\n");
out:
	printf("out %d %d\n", a, vla[n - 1]);
}

static void leaving(int n)
{
	int __attribute__((overflow_behavior(trap, left))) a = INT_MAX;

	{
		int c __attribute__((cleanup(release))) = 2;
		int vla[n];

		vla[0] = 1;
		a = a + vla[0];
		printf("no jump\n");
	}
	return;
left:
	printf("left %d\n", n > 0);
}

int main(void)
{
	within(4);
	leaving(3);
	return 0;
}
