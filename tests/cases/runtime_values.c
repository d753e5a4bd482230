// Operand values print exactly in decimal for every width from 8 to 128
// bits, signed and unsigned, MIN and MAX included; only the low `bits` of
// the pattern count, so zero-extended, sign-extended and even garbage-
// topped patterns decode alike. Typedef names print with their aka.
// stdout: v.c:8:1: runtime error: obt: integer addition overflow: 127 + 1 does not fit 'signed char __ob_trap'
// stdout: v.c:8:2: runtime error: obt: integer subtraction overflow: -128 - 1 does not fit 'signed char __ob_trap'
// stdout: v.c:8:3: runtime error: obt: integer multiplication overflow: -128 * -1 does not fit 'signed char __ob_trap'
// stdout: v.c:8:4: runtime error: obt: integer addition overflow: 255 + 255 does not fit 'unsigned char __ob_trap'
// stdout: v.c:8:5: runtime error: obt: integer subtraction overflow: 0 - 255 does not fit 'unsigned char __ob_trap'
// stdout: v.c:16:1: runtime error: obt: integer addition overflow: 32767 + 32767 does not fit 's16t' (aka 'short __ob_trap')
// stdout: v.c:16:2: runtime error: obt: integer subtraction overflow: -32768 - 32767 does not fit 's16t' (aka 'short __ob_trap')
// stdout: v.c:16:3: runtime error: obt: integer multiplication overflow: 65535 * 65535 does not fit 'u16t' (aka 'unsigned short __ob_trap')
// stdout: v.c:32:1: runtime error: obt: integer multiplication overflow: -2147483648 * -1 does not fit 's32t' (aka 'int __ob_trap')
// stdout: v.c:32:2: runtime error: obt: integer multiplication overflow: -2147483648 * -1 does not fit 's32t' (aka 'int __ob_trap')
// stdout: v.c:32:3: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'u32t' (aka 'unsigned int __ob_trap')
// stdout: v.c:64:1: runtime error: obt: integer addition overflow: 9223372036854775807 + 9223372036854775807 does not fit 's64t' (aka 'long __ob_trap')
// stdout: v.c:64:2: runtime error: obt: integer subtraction overflow: -9223372036854775808 - 1 does not fit 's64t' (aka 'long __ob_trap')
// stdout: v.c:64:3: runtime error: obt: integer negation overflow: -(-9223372036854775808) does not fit 's64t' (aka 'long __ob_trap')
// stdout: v.c:64:4: runtime error: obt: integer multiplication overflow: 18446744073709551615 * 2 does not fit 'u64t' (aka 'unsigned long __ob_trap')
// stdout: v.c:128:1: runtime error: obt: integer addition overflow: 170141183460469231731687303715884105727 + 1 does not fit '__int128 __ob_trap'
// stdout: v.c:128:2: runtime error: obt: integer subtraction overflow: -170141183460469231731687303715884105728 - 1 does not fit '__int128 __ob_trap'
// stdout: v.c:128:3: runtime error: obt: integer multiplication overflow: -1 * -170141183460469231731687303715884105728 does not fit '__int128 __ob_trap'
// stdout: v.c:128:4: runtime error: obt: integer negation overflow: -(-170141183460469231731687303715884105728) does not fit '__int128 __ob_trap'
// stdout: v.c:128:5: runtime error: obt: integer addition overflow: 340282366920938463463374607431768211455 + 1 does not fit 'unsigned __int128 __ob_trap'
// stdout: v.c:128:6: runtime error: obt: integer subtraction overflow: 0 - 340282366920938463463374607431768211455 does not fit 'unsigned __int128 __ob_trap'
// stdout: v.c:128:7: runtime error: obt: integer multiplication overflow: 10000000000000000000 * 100000000000000000000 does not fit 'unsigned __int128 __ob_trap'
// stdout: v.c:128:8: runtime error: obt: integer truncation: 340282366920938463463374607431768211455 does not fit 's64t' (aka 'long __ob_trap') (from 'unsigned __int128 __ob_trap')
#include <limits.h>
#include <stdint.h>

#include "../runtime/rt_test.h"

typedef __int128 s128;
typedef unsigned __int128 u128;

#define S128_MAX ((s128)(~(u128)0 >> 1))
#define S128_MIN (-S128_MAX - 1)

static const struct obt_type s8 = { "signed char __ob_trap", NULL, 8, 1 };
static const struct obt_type u8 = { "unsigned char __ob_trap", NULL, 8, 0 };
static const struct obt_type s16 = { "s16t", "short __ob_trap", 16, 1 };
static const struct obt_type u16 = { "u16t", "unsigned short __ob_trap", 16, 0 };
static const struct obt_type s32 = { "s32t", "int __ob_trap", 32, 1 };
static const struct obt_type u32 = { "u32t", "unsigned int __ob_trap", 32, 0 };
static const struct obt_type s64 = { "s64t", "long __ob_trap", 64, 1 };
static const struct obt_type u64 = { "u64t", "unsigned long __ob_trap", 64, 0 };
static const struct obt_type s128t = { "__int128 __ob_trap", NULL, 128, 1 };
static const struct obt_type u128t = { "unsigned __int128 __ob_trap", NULL, 128, 0 };

/* One site per line of the expectations, in the same order. */
struct check {
	struct obt_site site;
	obt_bits lhs, rhs;
};

static const struct check checks[] = {
	{ { "v.c", 8, 1, OBT_OP_ADD, NULL, &s8, NULL }, 127, 1 },
	/* Sign-extended, as (obt_bits)(signed char)-128 gives. */
	{ { "v.c", 8, 2, OBT_OP_SUB, NULL, &s8, NULL }, (obt_bits)(s128)-128, 1 },
	/* Garbage above bit 7 must not matter. */
	{ { "v.c", 8, 3, OBT_OP_MUL, NULL, &s8, NULL }, 0xabcd80, 0x12ff },
	{ { "v.c", 8, 4, OBT_OP_ADD, NULL, &u8, NULL }, 255, 255 },
	{ { "v.c", 8, 5, OBT_OP_SUB, NULL, &u8, NULL }, 0, 255 },
	{ { "v.c", 16, 1, OBT_OP_ADD, NULL, &s16, NULL }, 32767, 32767 },
	{ { "v.c", 16, 2, OBT_OP_SUB, NULL, &s16, NULL }, (obt_bits)(s128)INT16_MIN, 32767 },
	{ { "v.c", 16, 3, OBT_OP_MUL, NULL, &u16, NULL }, 65535, 65535 },
	/* The same values sign-extended, then zero-extended. */
	{ { "v.c", 32, 1, OBT_OP_MUL, NULL, &s32, NULL }, (obt_bits)(s128)INT32_MIN, (obt_bits)(s128)-1 },
	{ { "v.c", 32, 2, OBT_OP_MUL, NULL, &s32, NULL }, (uint32_t)INT32_MIN, (uint32_t)-1 },
	{ { "v.c", 32, 3, OBT_OP_ADD, NULL, &u32, NULL }, UINT32_MAX, 1 },
	{ { "v.c", 64, 1, OBT_OP_ADD, NULL, &s64, NULL }, INT64_MAX, INT64_MAX },
	{ { "v.c", 64, 2, OBT_OP_SUB, NULL, &s64, NULL }, (obt_bits)(s128)INT64_MIN, 1 },
	{ { "v.c", 64, 3, OBT_OP_NEG, NULL, &s64, NULL }, (uint64_t)INT64_MIN, 0 },
	{ { "v.c", 64, 4, OBT_OP_MUL, NULL, &u64, NULL }, UINT64_MAX, 2 },
	{ { "v.c", 128, 1, OBT_OP_ADD, NULL, &s128t, NULL }, (obt_bits)S128_MAX, 1 },
	{ { "v.c", 128, 2, OBT_OP_SUB, NULL, &s128t, NULL }, (obt_bits)S128_MIN, 1 },
	{ { "v.c", 128, 3, OBT_OP_MUL, NULL, &s128t, NULL }, (obt_bits)(s128)-1, (obt_bits)S128_MIN },
	{ { "v.c", 128, 4, OBT_OP_NEG, NULL, &s128t, NULL }, (obt_bits)S128_MIN, 0 },
	{ { "v.c", 128, 5, OBT_OP_ADD, NULL, &u128t, NULL }, ~(u128)0, 1 },
	{ { "v.c", 128, 6, OBT_OP_SUB, NULL, &u128t, NULL }, 0, ~(u128)0 },
	{ { "v.c", 128, 7, OBT_OP_MUL, NULL, &u128t, NULL },
	  10000000000000000000ULL, (u128)10000000000000000000ULL * 10 },
	{ { "v.c", 128, 8, OBT_OP_CONVERT, NULL, &s64, &u128t }, ~(u128)0, 0 },
};

int main(void)
{
	size_t i;

	obt_set_sink(stdout_sink);
	for (i = 0; i < sizeof checks / sizeof checks[0]; i++)
		__obt_warn(&checks[i].site, checks[i].lhs, checks[i].rhs);
	return 0;
}
