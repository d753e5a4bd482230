// Conversions: "integer sign change" when a negative value goes into an
// unsigned type (bit-fields included), "integer truncation" for any other
// value that does not fit, whatever the signedness. The destination's
// `bits` is a bit-field's width; a signed bit-field source decodes with
// its own width. The value printed is the source value.
// stdout: c.c:1:1: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int')
// stdout: c.c:1:2: runtime error: obt: integer sign change: -1 does not fit 'unsigned char __ob_trap' (from 'int')
// stdout: c.c:1:3: runtime error: obt: integer sign change: -200 does not fit 'unsigned char __ob_trap' (from 'int')
// stdout: c.c:1:4: runtime error: obt: integer sign change: -1 does not fit 'u64t' (aka 'unsigned long __ob_trap') (from 's64t' (aka 'long __ob_trap'))
// stdout: c.c:2:1: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// stdout: c.c:2:2: runtime error: obt: integer truncation: 4294967295 does not fit 'int __ob_trap' (from 'unsigned int')
// stdout: c.c:2:3: runtime error: obt: integer truncation: 2147483648 does not fit 'int __ob_trap' (from 'unsigned int')
// stdout: c.c:2:4: runtime error: obt: integer truncation: -129 does not fit 'signed char __ob_trap' (from 'int')
// stdout: c.c:2:5: runtime error: obt: integer truncation: 128 does not fit 'signed char __ob_trap' (from 'int')
// stdout: c.c:2:6: runtime error: obt: integer truncation: 18446744073709551615 does not fit 's64t' (aka 'long __ob_trap') (from 'u64t' (aka 'unsigned long __ob_trap'))
// stdout: c.c:2:7: runtime error: obt: integer truncation: 65536 does not fit 'unsigned short __ob_trap' (from 'unsigned int __ob_trap')
// stdout: c.c:3:1: runtime error: obt: integer truncation: 8 does not fit 'unsigned int __ob_trap:3' (from 'int')
// stdout: c.c:3:2: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap:3' (from 'int')
// stdout: c.c:3:3: runtime error: obt: integer truncation: 4 does not fit 'int __ob_trap:3' (from 'int')
// stdout: c.c:3:4: runtime error: obt: integer truncation: -5 does not fit 'int __ob_trap:3' (from 'int')
// stdout: c.c:3:5: runtime error: obt: integer sign change: -4 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap:3')
// stdout: c.c:3:6: runtime error: obt: integer truncation: 31 does not fit 'int __ob_trap:3' (from 'unsigned int __ob_trap:5')
// stdout: c.c:3:7: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap:1' (from 'signed char')
#include <stdint.h>

#include "../runtime/rt_test.h"

static const struct obt_type int_plain = { "int", NULL, 32, 1 };
static const struct obt_type uint_plain = { "unsigned int", NULL, 32, 0 };
static const struct obt_type schar_plain = { "signed char", NULL, 8, 1 };
static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static const struct obt_type uint_trap = { "unsigned int __ob_trap", NULL, 32, 0 };
static const struct obt_type schar_trap = { "signed char __ob_trap", NULL, 8, 1 };
static const struct obt_type uchar_trap = { "unsigned char __ob_trap", NULL, 8, 0 };
static const struct obt_type ushort_trap = { "unsigned short __ob_trap", NULL, 16, 0 };
static const struct obt_type s64 = { "s64t", "long __ob_trap", 64, 1 };
static const struct obt_type u64 = { "u64t", "unsigned long __ob_trap", 64, 0 };
static const struct obt_type ubf3 = { "unsigned int __ob_trap:3", NULL, 3, 0 };
static const struct obt_type ubf5 = { "unsigned int __ob_trap:5", NULL, 5, 0 };
static const struct obt_type ubf1 = { "unsigned int __ob_trap:1", NULL, 1, 0 };
static const struct obt_type sbf3 = { "int __ob_trap:3", NULL, 3, 1 };

struct conversion {
	struct obt_site site;
	obt_bits value;
};

#define SITE(line, col, to, from) { "c.c", line, col, OBT_OP_CONVERT, NULL, &(to), &(from) }

static const struct conversion conversions[] = {
	{ SITE(1, 1, uint_trap, int_plain), (obt_bits)-1 },
	{ SITE(1, 2, uchar_trap, int_plain), (obt_bits)-1 },
	{ SITE(1, 3, uchar_trap, int_plain), (obt_bits)(__int128)-200 },
	{ SITE(1, 4, u64, s64), (uint64_t)-1 },
	{ SITE(2, 1, uchar_trap, int_plain), 300 },
	{ SITE(2, 2, int_trap, uint_plain), UINT32_MAX },
	{ SITE(2, 3, int_trap, uint_plain), 2147483648u },
	{ SITE(2, 4, schar_trap, int_plain), (obt_bits)(__int128)-129 },
	{ SITE(2, 5, schar_trap, int_plain), 128 },
	{ SITE(2, 6, s64, u64), UINT64_MAX },
	{ SITE(2, 7, ushort_trap, uint_trap), 65536 },
	{ SITE(3, 1, ubf3, int_plain), 8 },
	{ SITE(3, 2, ubf3, int_plain), (obt_bits)(__int128)-1 },
	{ SITE(3, 3, sbf3, int_plain), 4 },
	{ SITE(3, 4, sbf3, int_plain), (obt_bits)(__int128)-5 },
	/* A 3-bit field holding 0b100 is -4, whatever lies above bit 2. */
	{ SITE(3, 5, uchar_trap, sbf3), 4 },
	{ SITE(3, 6, sbf3, ubf5), 31 },
	{ SITE(3, 7, ubf1, schar_plain), 0xff },
};

int main(void)
{
	size_t i;

	obt_set_sink(stdout_sink);
	for (i = 0; i < sizeof conversions / sizeof conversions[0]; i++)
		__obt_warn(&conversions[i].site, conversions[i].value, 0);
	return 0;
}
