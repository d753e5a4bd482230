// A comparison of two constants states nothing about any variable. The
// relations proof learned one anyway, in the branch where it was
// (falsely) true: a relation with no variables, so no write or region
// bounded it, and from its contradiction it proved a check elsewhere in
// the function that fails (mx + 7 passed unchecked). The kernel's
// build-time checks compare constants like this one inside every min().
// compiler: obtcc
// exit: trap
// stderr: obt_proof_constant_comparison.c:24:13: runtime error: obt: integer addition overflow: 2147483647 + 7 does not fit 'int __ob_trap'
#include <stdio.h>

static volatile int v_five = 5;

static int f(int k)
{
	int __ob_trap five = v_five, mx = 0x7fffffff;
	if (k == 0) {
		unsigned long long l = five + 0ull;
		if (!((((unsigned long long)-1) < (unsigned long long)1) ? 2 + (l > 0) : 1))
			return 1;
		return 0;
	}
	if (k == 1)
		return mx + 7;
	return 0;
}

int main(int argc, char **argv)
{
	(void)argv;
	printf("%d\n", f(argc));
	return 0;
}
