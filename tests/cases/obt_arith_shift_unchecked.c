// Shifts are never OBT-checked: bits shifted out of an unsigned trap value
// are lost silently, and a right shift of a negative trap value is the
// compiler's arithmetic shift. <<= into a same-width object is not checked.
// compiler: obtcc
// modes: trap warn none
// stdout: 2 4294967294 0 -4 2147483648 -1
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap u = 0x80000001u, v = 0xffffffffu;
	volatile unsigned long long __ob_trap w = 1ULL << 63;
	volatile int __ob_trap n = -8;
	volatile int one = 1;
	unsigned __ob_trap x = 0xc0000000u;

	x <<= one;
	printf("%u %u %llu %d %u %d\n", u << one, v << one, w << one, n >> one, x,
	       n >> 30);
	return 0;
}
