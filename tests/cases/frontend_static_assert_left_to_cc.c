// A static assertion that involves no OBT is CC's to judge: obtcc's own
// evaluation can be wrong where it skipped or does not model a declaration
// (here the ms_struct layout, which obtcc does not follow), and must not
// fail a unit CC accepts. The emitted text keeps the assertion for CC.
// compiler: obtcc
// stdout: 12 1
#include <stdio.h>

struct __attribute__((ms_struct)) s { char a; int b : 4; char c; };
_Static_assert(sizeof(struct s) == 12, "ms_struct layout");

int main(void)
{
	int __ob_trap t = 1;
	_Static_assert(sizeof(struct s) == 12, "ms_struct layout, in a function with an OBT");
	printf("%zu %d\n", sizeof(struct s), t);
	return 0;
}
