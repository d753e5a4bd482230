// A value-changing constant conversion into or out of a wrap type draws no
// warning: wrap says the truncation is intended.
// compiler: obtcc
// compile-silent: yes
// stdout: -31072 -31072 34464 -32768
#include <stdio.h>

static short __ob_wrap folded = (short __ob_wrap)32767 + 1;

int main(void)
{
	short __ob_wrap a = 100000;
	short b = (int __ob_wrap)100000;
	unsigned short __ob_wrap c = (unsigned)100000;

	printf("%d %d %d %d\n", a, b, c, folded);
	return 0;
}
