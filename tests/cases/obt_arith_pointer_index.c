// Pointer arithmetic with a trap index is plain pointer arithmetic: p + i,
// i + p, p - i and p[i] with a negative index are not OBT operations.
// compiler: obtcc
// modes: trap warn none
// stdout: 7 7 3 4 4
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	int a[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	volatile unsigned long __ob_trap i = 7;
	volatile long __ob_trap m = -2;
	int *p = &a[5];
	long __ob_trap d;

	d = &a[9] - &a[5];
	printf("%d %d %d %d %ld\n", *(a + i), *(i + a), *(p - 2), p[m] + 1, d);
	return 0;
}
