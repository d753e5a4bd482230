// Regression (fixed in obtcc): a _Generic whose controlling expression is an OBT bit-field
// does not compile: obtcc keeps the controlling expression as
// `(void)sizeof(s.bits)`, and sizeof of a bit-field is an error in C.
// Smallest reproduction:
//     struct s { unsigned __ob_wrap bits : 3; } s;
//     const char *k = _Generic(s.bits, unsigned __ob_wrap: "w", default: "o");
//
// A bit-field member's OBT selects its _Generic association like any
// other lvalue of that type (Clang takes the declared type of the member).
// compiler: obtcc
// compile-silent: yes
// stdout: uwrap trap
#include <stdio.h>

struct s {
	unsigned __ob_wrap bits : 3;
	int __ob_trap t : 5;
};

int main(void)
{
	struct s s = { 1, 2 };

	printf("%s %s\n", _Generic(s.bits, unsigned __ob_wrap: "uwrap", default: "other"),
	       _Generic(s.t, int __ob_trap: "trap", default: "other"));
	return 0;
}
