// typeof keeps the behaviour, of a variable, of an expression (with the
// dominance rule), of a type name and of a const OBT.
// compiler: obtcc
// compile-silent: yes
// stdout: trap wrap trap sat trap
// stdout: -2147483648
#include <limits.h>
#include <stdio.h>

#define KIND(x) _Generic((x), int: "int", int __ob_wrap: "wrap", int __ob_trap: "trap",	\
			 int __ob_sat: "sat", default: "other")

int main(void)
{
	int __ob_trap t = 1;
	int __ob_wrap w = INT_MAX;
	const int __ob_trap k = 2;
	__typeof__(t) a = 3;
	typeof(w) b = INT_MAX;
	typeof(w + t) c = 4;
	typeof(int __ob_sat) d = 5;
	typeof(k) e = 6;

	printf("%s %s %s %s %s\n", KIND(a), KIND(b), KIND(c), KIND(d), KIND(e));
	printf("%d\n", b + 1);
	return t + k + a + c + d + e != 21 || w != b;
}
