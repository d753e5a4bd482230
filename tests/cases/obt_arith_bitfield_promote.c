// An unsigned __ob_trap bit-field narrower than int promotes to int __ob_trap
// (C11 6.3.1.1p2): with f = 7, 's.f - 8' is the int -1, not an unsigned
// overflow, and the store of s.f++ converts from 'int __ob_trap'.
// compiler: obtcc
// modes: trap warn
// [warn] stdout: -1 1
// [warn] stderr: obt_arith_bitfield_promote.c:26:5: runtime error: obt: integer truncation: 8 does not fit 'unsigned int __ob_trap:3' (from 'int __ob_trap')
// [trap] exit: trap
// [trap] stdout: -1 1
// [trap] stderr: obt_arith_bitfield_promote.c:26:5: runtime error: obt: integer truncation: 8 does not fit 'unsigned int __ob_trap:3' (from 'int __ob_trap')
// stderr-not: subtraction
#include <stdio.h>

struct bits {
	unsigned __ob_trap f : 3;
};

int main(void)
{
	struct bits s = { 7 };
	volatile int eight = 8;
	int r = s.f - eight;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("%d %d\n", r, _Generic(s.f - 1, int __ob_trap: 1, default: 0));
	s.f++;
	return 0;
}
