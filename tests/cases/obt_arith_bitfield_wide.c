// Bit-field promotion at the edge: an unsigned :31 field promotes to int,
// so ++ on 2^31 - 1 is an int addition overflow (then the wrapped value's
// store is a sign change); an unsigned :32 field stays unsigned int.
// compiler: obtcc
// modes: trap warn
// [trap] exit: trap
// stdout: 1 2
// [warn] stdout: 1 2
// [warn] stdout: f 0
// [warn] stdout: g 0
// [trap] stderr: obt_arith_bitfield_wide.c:30:5: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_bitfield_wide.c:30:5: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// [warn] stderr: obt_arith_bitfield_wide.c:30:5: runtime error: obt: integer sign change: -2147483648 does not fit 'unsigned int __ob_trap:31' (from 'int __ob_trap')
// [warn] stderr: obt_arith_bitfield_wide.c:32:5: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
#include <stdio.h>

struct wide_bits {
	unsigned __ob_trap f : 31;
	unsigned __ob_trap g : 32;
};

int main(void)
{
	struct wide_bits s = { 0x7fffffff, 0xffffffff };
	int r = _Generic(s.f + 1, int __ob_trap: 1, unsigned __ob_trap: 2, default: 0);
	int q = _Generic(s.g + 1, int __ob_trap: 1, unsigned __ob_trap: 2, default: 0);

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("%d %d\n", r, q);
	s.f++;
	printf("f %u\n", s.f);
	s.g++;
	printf("g %u\n", s.g);
	return 0;
}
