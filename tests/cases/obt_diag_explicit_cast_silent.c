// Explicit casts are always allowed and silent, even with every
// overflow-behavior-conversion warning on: to the other behaviour, to the
// plain type, between pointer types, and as arguments and returns. The
// values are kept (the casts here do not change them).
// compiler: obtcc
// cflags: -Woverflow-behavior-conversion
// compile-silent: yes
// stdout: 5 5 5 5 6 7 8
#include <stdio.h>

static int plain(int v)
{
	return v;
}

static int __ob_trap to_trap(int __ob_wrap w)
{
	return (int __ob_trap)w;
}

int main(void)
{
	int __ob_trap t = 5;
	int __ob_wrap w = (int __ob_wrap)t;
	int i = (int)t;
	int __ob_sat s = (int __ob_sat)w;
	int __ob_trap back = (int __ob_trap)s;
	int x = 8;
	int __ob_trap *pt = (int __ob_trap *)&x;
	int __ob_wrap *pw = (int __ob_wrap *)pt;
	int *pi = (int *)pw;

	printf("%d %d %d %d %d %d %d\n", w, i, s, back, plain((int)t + 1),
	       to_trap((int __ob_wrap)7), *pi);
	return 0;
}
