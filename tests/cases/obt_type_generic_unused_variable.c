// A variable whose only use is a _Generic controlling expression is used.
// compiler: obtcc
// compile-silent: yes
// stdout: trap wrap
#include <stdio.h>

static const char *kind(int __ob_wrap p)
{
	return _Generic(p, int __ob_wrap: "wrap", default: "other");
}

int main(void)
{
	int __ob_trap i = 1;

	printf("%s %s\n", _Generic(i, int __ob_trap: "trap", default: "other"), kind(0));
	return 0;
}
