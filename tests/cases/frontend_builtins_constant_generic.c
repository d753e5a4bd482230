// The type-generic bit builtins (clzg, ctzg, popcountg: GCC 14, Clang 19)
// fold in constant expressions by the width of their argument as written,
// and clzg/ctzg of zero give their second argument.
// compiler: obtcc
// only-cc: clang
// cflags: -fobt-check-roundtrip
// stdout: 7 99 16 63
#include <stdio.h>

enum {
	CLZG = __builtin_clzg((unsigned char)1), CTZG0 = __builtin_ctzg(0u, 99),
	POPG = __builtin_popcountg((unsigned short)0xffff), CLZG64 = __builtin_clzg(1ull),
};
static int __ob_trap near_obt = CLZG;

int main(void)
{
	printf("%d %d %d %d\n", near_obt, CTZG0, POPG, CLZG64);
	return 0;
}
