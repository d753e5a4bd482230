// An OBT value goes into a plain integer silently by default: all the
// -Wimplicit-overflow-behavior-conversion warnings are off unless asked
// for, and the value arrives unchanged.
// compiler: obtcc
// compile-silent: yes
// stdout: 1 2 3 4 1
#include <stdio.h>

static int plain_param(int v)
{
	return v;
}

static int plain_return(int __ob_trap t)
{
	return t;
}

static _Bool as_bool(unsigned long __ob_trap t)
{
	return t;
}

int main(void)
{
	int __ob_wrap w = 1;
	int __ob_trap t = 2;
	unsigned __ob_wrap uw = 3;
	int a = w;
	unsigned b;

	b = uw;
	if (t)
		printf("%d %d %u %d %d\n", a, plain_return(t), b, plain_param(w + 3), as_bool(t));
	return 0;
}
