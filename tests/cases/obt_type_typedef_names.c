// A behaviour on a typedef name is the behaviour on the underlying type:
// pid_t-like typedefs with __ob_wrap select the `pid __ob_wrap`
// association and also `int __ob_wrap`, whatever typedef the other operand
// came through; a typedef of an OBT typedef keeps the behaviour.
// compiler: obtcc
// compile-silent: yes
// stdout: pid-wrap int-wrap int-wrap
// stdout: trap trap
#include <stdio.h>

typedef int pid;
typedef int clock_id;
typedef pid __ob_wrap pid_wrap;
typedef unsigned long ul;
typedef ul __ob_trap ul_trap;
typedef ul_trap size_trap;

int main(void)
{
	pid __ob_wrap a = 1, c = 2;
	clock_id __ob_wrap b = 3;
	pid_wrap d = 4;
	size_trap s = 5;

	printf("%s %s %s\n", _Generic(a + c, pid __ob_wrap: "pid-wrap", default: "other"),
	       _Generic(a + b, int __ob_wrap: "int-wrap", default: "other"),
	       _Generic(d, int __ob_wrap: "int-wrap", default: "other"));
	printf("%s %s\n", _Generic(s, unsigned long __ob_trap: "trap", default: "other"),
	       _Generic(s + 1, ul_trap: "trap", default: "other"));
	return a + b + c + d + (int)s != 15;
}
