// An OBT offset in pointer arithmetic is plain pointer arithmetic, and a
// pointer difference goes into a trap size silently; a pointer into an
// integer is CC's own "integer from pointer" diagnostic
// (obt_diag_err_pointer_to_obt_integer.c).
// compiler: obtcc
// compile-silent: yes
// stdout: 3 5 7
#include <stdio.h>

typedef unsigned long __ob_trap tsz;

int main(void)
{
	int arr[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	tsz off = 3;
	int *p = arr + off;
	tsz d = &arr[5] - &arr[0];

	printf("%d %lu %d\n", *p, d, *(&arr[4] + off));
	return 0;
}
