// A behaviour in the specifiers applies to every declarator of the
// declaration (object, pointee, array element), to a function type
// through a typedef, to __auto_type copies, to an array compound literal
// and to a typeof cast.
// compiler: obtcc
// compile-silent: yes
// stdout: trap trap trap wrap trap wrap trap
// stdout: -2 -2147483648 -2147483648 14
#include <limits.h>
#include <stdio.h>

#define KIND(x) _Generic((x), int: "int", int __ob_wrap: "wrap", int __ob_trap: "trap",	\
			 default: "other")

typedef int __ob_wrap fn(int __ob_wrap);

static int __ob_wrap twice(int __ob_wrap v)
{
	return v * 2;
}

int main(void)
{
	volatile int big = INT_MAX;
	int __ob_trap a = 1, *b = &a, c[2] = { 3, 4 };
	fn *f = twice;
	int __ob_trap t = 5;
	__auto_type au = t;
	int __ob_wrap w = big;
	__auto_type aw = w;
	typeof(w) cast = (typeof(w))big + 1;
	int __ob_trap *lit = (int __ob_trap[]){ 6, 7 };

	printf("%s %s %s %s %s %s %s\n", KIND(a), KIND(*b), KIND(c[1]), KIND(f(1)), KIND(au),
	       KIND(aw), KIND(lit[1]));
	printf("%d %d %d %d\n", f(big), aw + 1, cast, lit[0] + c[0] + au);
	return 0;
}
