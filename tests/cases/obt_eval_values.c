// The value of an OBT expression is what C says: postfix ++/-- yield the old
// value, prefix the new one, an assignment or op= yields the value stored
// (converted to the left operand's type), and chains of nested OBT
// operations compose.
// compiler: obtcc
// modes: trap warn none
// stdout: 5 6 6 5 255 0
// stdout: 7 14 20 -17
// stdout: 100 44
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	int __ob_trap x = 5, y = 2, z = 3, r1, r2, r3, r4;
	unsigned char __ob_trap c = 254, d = 1;
	unsigned char __ob_wrap w = 200;
	volatile int k = 3;
	int p1, p2;

	r1 = x++;
	r2 = x--;
	r3 = ++x;
	r4 = --x;
	printf("%d %d %d %d ", r1, r2, r3, r4);
	r1 = ++c;
	r2 = (d -= 1);
	printf("%d %d\n", r1, r2);
	r1 = (y += 5);
	r2 = (z = (y *= 2));
	r3 = (x + y - z) * (k - 1) + y - (x - k) * 2;
	r4 = -(x * 3) - (y - z) - 2;
	printf("%d %d %d %d\n", r1, r2, r3, r4);
	p1 = (w = 100);
	p2 = (w += 200);
	printf("%d %d\n", p1, p2);
	return 0;
}
