// printf and scanf format checks see an OBT as its underlying type: the
// matching formats give no warning under -Wformat=2, and varargs pass the
// values unchanged (no overflow-behavior-conversion warning either: a
// variadic argument has no plain parameter type).
// compiler: obtcc
// cflags: -Wformat=2 -Woverflow-behavior-conversion
// compile-silent: yes
// stdout: -5 7 8 7 -9 10 11 12
// stdout: 42 43 44
#include <stdio.h>

typedef int __ob_wrap wrap_int;

int main(void)
{
	wrap_int wi = -5;
	unsigned __ob_trap ut = 7;
	unsigned __ob_wrap uw = 8;
	short __ob_wrap sw = -9;
	long __ob_trap lt = 10;
	unsigned char __ob_wrap ucw = 11;
	unsigned long long __ob_sat ulls = 12;

	printf("%d %u %x %o %hd %ld %hhu %llu\n", wi, ut, uw, ut, sw, lt, ucw, ulls);
	if (sscanf("42 43 44", "%d %u %ld", &wi, &ut, &lt) != 3)
		return 1;
	printf("%d %u %ld\n", wi, ut, lt);
	return 0;
}
