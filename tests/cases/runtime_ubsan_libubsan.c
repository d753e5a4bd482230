// Clang's OBT command line: failed checks of trap types report through
// the UBSan runtime the compiler links (gcc's libubsan, Clang's
// ubsan_standalone), in its own words, and the program goes on with the
// wrapped value; signed-integer-overflow still reaches CC for plain types.
// compiler: obtcc
// cflags: -Xclang -fexperimental-overflow-behavior-types
// cflags: -fsanitize=signed-integer-overflow,unsigned-integer-overflow,implicit-signed-integer-truncation,implicit-unsigned-integer-truncation,implicit-integer-sign-change
// env: UBSAN_OPTIONS=print_summary=0
// stdout: 0 -2 18446744073709551360 45 -2147483648 -2147483648
// stderr: runtime_ubsan_libubsan.c:30:29: runtime error: unsigned integer overflow: 4294967294 + 2 cannot be represented in type 'unsigned int __ob_trap'
// stderr: runtime_ubsan_libubsan.c:31:16: runtime error: signed integer overflow: 2147483647 * 2 cannot be represented in type 's32t' (aka 'int __ob_trap')
// stderr: runtime_ubsan_libubsan.c:32:24: runtime error: negation of 256 cannot be represented in type 'unsigned long __ob_trap'
// stderr: runtime_ubsan_libubsan.c:33:6: runtime error: implicit conversion from type 'int' of value 301 (32-bit, signed) to type 'unsigned char __ob_trap' changed the value to 45 (8-bit, unsigned)
// stderr: runtime_ubsan_libubsan.c:34:40: runtime error: division of -2147483648 by -1 cannot be represented in type 'int __ob_trap'
// stderr: runtime_ubsan_libubsan.c:35:
// stderr: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'
#include <limits.h>
#include <stdio.h>

typedef int __ob_trap s32t;

int main(int argc, char **argv)
{
	(void)argv;
	volatile unsigned int __ob_trap a = UINT_MAX - 1;
	volatile s32t s = INT_MAX;
	volatile unsigned long __ob_trap n = 256;
	volatile int big = 300 + argc, plain = INT_MAX;
	unsigned char __ob_trap c;
	unsigned long long sum = a + 2u;
	int twice = s * 2;
	unsigned long minus = -n;
	c = big;
	int quotient = (int __ob_trap)INT_MIN / (argc - 2);
	int plain_sum = plain + argc;
	printf("%llu %d %lu %u %d %d\n", sum, twice, minus, c, quotient, plain_sum);
	return 0;
}
