// Wrap constant expressions fold with wrap-around and no diagnostic, from
// obtcc or from CC (whose -Woverflow / -Winteger-overflow would otherwise
// warn): INT_MAX + 1 is INT_MIN in a static initialiser, as are the other
// wrapping operations, and in an automatic one.
// compiler: obtcc
// compile-silent: yes
// stdout: -2147483648 4294967295 -2147483648 -2 -2147483549
#include <limits.h>
#include <stdio.h>

static int __ob_wrap g = (int __ob_wrap)INT_MAX + 1;
static unsigned __ob_wrap ug = (unsigned __ob_wrap)0 - 1;
static int __ob_wrap m = (int __ob_wrap)(-INT_MAX - 1) * -1;
static long long __ob_wrap ll = (long long __ob_wrap)LLONG_MAX * 2;

int main(void)
{
	int __ob_wrap local = (int __ob_wrap)2147483647 + 100;

	printf("%d %u %d %lld %d\n", g, ug, m, ll, local);
	return 0;
}
