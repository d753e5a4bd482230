// Descriptors the runtime must survive: a type wider than obt_bits
// (_BitInt(200)) prints its low 128 bits and says so; a zero width means
// all of obt_bits; column 0 is left out; missing names print as '?'; an
// operation unknown to this libobt and a NULL site still give one line.
// stdout: o.c:1:1: runtime error: obt: integer addition overflow: 340282366920938463463374607431768211455 (truncated to 128 bits) + 1 (truncated to 128 bits) does not fit 'unsigned _BitInt(200) __ob_trap'
// stdout: o.c:1:2: runtime error: obt: integer truncation: -1 (truncated to 128 bits) does not fit 'long __ob_trap' (from '_BitInt(200)')
// stdout: o.c:1:3: runtime error: obt: integer addition overflow: 340282366920938463463374607431768211455 + 1 does not fit 'width unknown'
// stdout: o.c:7: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit '?'
// stdout: o.c:1:5: runtime error: obt: integer overflow: operands 5 and 6 of an unknown operation
// stdout: o.c:1:6: runtime error: obt: integer truncation: 4294967296 does not fit 'int __ob_trap'
// stdout: ?:1:7: runtime error: obt: integer negation overflow: -(-128) does not fit '?'
// stdout: <unknown>:0: runtime error: obt: integer overflow: operands 1 and 2 of an unknown operation
#include "../runtime/rt_test.h"

static const struct obt_type ubig = { "unsigned _BitInt(200) __ob_trap", NULL, 200, 0 };
static const struct obt_type sbig = { "_BitInt(200)", NULL, 200, 1 };
static const struct obt_type long_trap = { "long __ob_trap", NULL, 64, 1 };
static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static const struct obt_type unknown_width = { "width unknown", NULL, 0, 0 };
static const struct obt_type nameless = { NULL, NULL, 8, 1 };

static const struct obt_site sites[] = {
	{ "o.c", 1, 1, OBT_OP_ADD, NULL, &ubig, NULL },
	{ "o.c", 1, 2, OBT_OP_CONVERT, NULL, &long_trap, &sbig },
	{ "o.c", 1, 3, OBT_OP_ADD, NULL, &unknown_width, NULL },
	{ "o.c", 7, 0, OBT_OP_SUB, NULL, NULL, NULL },
	{ "o.c", 1, 5, 200, NULL, &int_trap, NULL },
	/* A conversion whose source type is missing: the raw pattern. */
	{ "o.c", 1, 6, OBT_OP_CONVERT, NULL, &int_trap, NULL },
	{ NULL, 1, 7, OBT_OP_NEG, NULL, &nameless, NULL },
};

int main(void)
{
	obt_set_sink(stdout_sink);
	__obt_warn(&sites[0], ~(obt_bits)0, 1);
	__obt_warn(&sites[1], ~(obt_bits)0, 0);
	__obt_warn(&sites[2], ~(obt_bits)0, 1);
	__obt_warn(&sites[3], 0, 1);
	__obt_warn(&sites[4], 5, 6);
	__obt_warn(&sites[5], (obt_bits)1 << 32, 0);
	__obt_warn(&sites[6], 0x80, 0);
	__obt_warn(NULL, 1, 2);
	return 0;
}
