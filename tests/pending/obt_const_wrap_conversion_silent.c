// PENDING: a value-changing constant conversion into or out of a wrap type
// reaches CC as a plain one, so CC warns (gcc -Woverflow, clang
// -Wconstant-conversion; errors under -Werror). Clang's OBTs give no
// warning here; obtcc should emit an explicit cast. Also hits a folded
// static wrap initialiser: static short __ob_wrap s = (short __ob_wrap)32767 + 1;
// Smallest reproduction:
//     short __ob_wrap a = 100000;
//
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
