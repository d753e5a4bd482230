// Reports spell the standard library's typedefs with the keyword as
// written: 'size_t __ob_trap' (aka 'unsigned long __ob_trap'), 'ptrdiff_t
// __ob_trap', and a plain 'uint8_t' destination.
// compiler: obtcc
// modes: trap warn
// [trap] exit: trap
// [warn] stdout: 0 9223372036854775807 0
// stderr: obt_arith_report_std_typedefs.c:20:15: runtime error: obt: integer addition overflow: 18446744073709551615 + 1 does not fit 'size_t __ob_trap' (aka 'unsigned long __ob_trap')
// [warn] stderr: obt_arith_report_std_typedefs.c:21:18: runtime error: obt: integer subtraction overflow: -9223372036854775808 - 1 does not fit 'ptrdiff_t __ob_trap' (aka 'long __ob_trap')
// [warn] stderr: obt_arith_report_std_typedefs.c:22:14: runtime error: obt: integer truncation: 256 does not fit 'uint8_t' (aka 'unsigned char') (from 'int __ob_trap')
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int main(void)
{
	volatile size_t __ob_trap n = SIZE_MAX;
	volatile ptrdiff_t __ob_trap d = PTRDIFF_MIN;
	volatile uint8_t __ob_trap b = 255;
	size_t r = n + 1;
	ptrdiff_t q = d - 1;
	uint8_t c = b + 1;

	printf("%zu %td %d\n", r, q, c);
	return 0;
}
