// The same attribute twice on one type is silently accepted.
// compiler: obtcc
// compile-silent: yes
// stdout: wrap -2147483648
#include <limits.h>
#include <stdio.h>

typedef int __attribute__((overflow_behavior(wrap))) __attribute__((overflow_behavior("wrap"))) W;

int main(void)
{
	W w = INT_MAX;

	printf("%s %d\n", _Generic(w, int __ob_wrap: "wrap", default: "other"), w + 1);
	return 0;
}
