// -fobt-default=wrap: the user's signed arithmetic wraps, as with -fwrapv,
// and the conversions audit mode adds are not checked.
// compiler: obtcc
// cflags: -fobt-default=wrap
// compile-silent: yes
// stdout: -2147483648 -128 2147483647
#include <limits.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	(void)argv;
	int i = INT_MAX;
	signed char c = 127;
	int low = INT_MIN;
	c += argc;
	printf("%d %d %d\n", i + argc, c, low - argc);
	return 0;
}
