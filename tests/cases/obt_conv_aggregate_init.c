// Initialisers of struct members, array elements (also designated) and
// compound literals convert like any initialisation: 300 into a u8 trap
// element is a truncation in each (warn keeps the low 8 bits).
// compiler: obtcc
// modes: trap warn none
// [trap] exit: trap
// stdout: before
// [warn] stdout: before
// [warn] stdout: 44 44 44 44
// [none] stdout: before
// [none] stdout: 44 44 44 44
// [warn] stderr: obt_conv_aggregate_init.c:31:22: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// [warn] stderr: obt_conv_aggregate_init.c:32:38: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// [warn] stderr: obt_conv_aggregate_init.c:33:28: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// [warn] stderr: obt_conv_aggregate_init.c:34:38: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// [trap] stderr: obt_conv_aggregate_init.c:31:22: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// [none] stderr-not: obt
#include <stdio.h>

struct rec {
	int id;
	unsigned char __ob_trap small;
};

int main(void)
{
	volatile int big = 300;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("before\n");
	struct rec r = { 1, big };
	unsigned char __ob_trap a[2] = { 1, big };
	struct rec d = { .small = big, .id = 2 };
	int cl = (unsigned char __ob_trap){ big } + 0;

	printf("%d %d %d %d\n", r.small, a[1], d.small, cl);
	return 0;
}
