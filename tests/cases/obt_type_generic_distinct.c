// An OBT is a distinct type for _Generic: int, int __ob_wrap, int __ob_trap
// and int __ob_sat each pick their own association, an OBT never matches
// its plain type (it falls to default), and a plain int never matches an
// OBT association. obtcc resolves these _Generic selections itself.
// compiler: obtcc
// compile-silent: yes
// stdout: int wrap trap sat
// stdout: default default default
// stdout: int int
// stdout: unsigned-wrap default
#include <stdio.h>

#define ALL(x) _Generic((x), int: "int", int __ob_wrap: "wrap", int __ob_trap: "trap",	\
			int __ob_sat: "sat", default: "default")
#define PLAIN(x) _Generic((x), int: "int", unsigned: "unsigned", default: "default")
#define OBT_ONLY(x) _Generic((x), int __ob_wrap: "wrap", int __ob_trap: "trap",	\
			     int __ob_sat: "sat", default: "int")

int main(void)
{
	int i = 1;
	int __ob_wrap w = 2;
	int __ob_trap t = 3;
	int __ob_sat s = 4;
	unsigned __ob_wrap uw = 5;

	printf("%s %s %s %s\n", ALL(i), ALL(w), ALL(t), ALL(s));
	printf("%s %s %s\n", PLAIN(w), PLAIN(t), PLAIN(s));
	printf("%s %s\n", OBT_ONLY(i), OBT_ONLY(i + 1));
	printf("%s %s\n", _Generic(uw, unsigned: "unsigned", unsigned __ob_wrap: "unsigned-wrap",
				   unsigned __ob_trap: "unsigned-trap"),
	       _Generic(uw, unsigned __ob_trap: "unsigned-trap", default: "default"));
	return i + w + t + s + uw != 15;
}
