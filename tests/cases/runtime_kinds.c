// Every kind name and the shape of its detail, as the default handler
// prints them on stderr (captured, so the lines are compared whole).
// Sites without a reported flag report every time, even in warn mode.
// stdout: k.c:1:2: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: k.c:3:4: runtime error: obt: integer subtraction overflow: -2147483648 - 1 does not fit 'int __ob_trap'
// stdout: k.c:5:6: runtime error: obt: integer multiplication overflow: 65536 * 65536 does not fit 'int __ob_trap'
// stdout: k.c:7:8: runtime error: obt: integer division overflow: -2147483648 / -1 does not fit 'int __ob_trap'
// stdout: k.c:9:10: runtime error: obt: integer division overflow: -2147483648 % -1 does not fit 'int __ob_trap'
// stdout: k.c:11:12: runtime error: obt: integer negation overflow: -(-2147483648) does not fit 'int __ob_trap'
// stdout: k.c:13:14: runtime error: obt: integer negation overflow: -(5) does not fit 'unsigned int __ob_trap'
// stdout: k.c:15:16: runtime error: obt: integer truncation: 300 does not fit 'unsigned char __ob_trap' (from 'int')
// stdout: k.c:17:18: runtime error: obt: integer sign change: -1 does not fit 'unsigned int __ob_trap' (from 'int __ob_trap')
// stdout: k.c:19:20: runtime error: obt: integer subtraction overflow: 0 - 1 does not fit 'unsigned int __ob_trap'
// stdout: continued
#include <limits.h>

#include "../runtime/rt_test.h"

static const struct obt_type int_plain = { "int", NULL, 32, 1 };
static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static const struct obt_type uint_trap = { "unsigned int __ob_trap", NULL, 32, 0 };
static const struct obt_type uchar_trap = { "unsigned char __ob_trap", NULL, 8, 0 };

static const struct obt_site sites[] = {
	{ "k.c", 1, 2, OBT_OP_ADD, NULL, &int_trap, NULL },
	{ "k.c", 3, 4, OBT_OP_SUB, NULL, &int_trap, NULL },
	{ "k.c", 5, 6, OBT_OP_MUL, NULL, &int_trap, NULL },
	{ "k.c", 7, 8, OBT_OP_DIV, NULL, &int_trap, NULL },
	{ "k.c", 9, 10, OBT_OP_REM, NULL, &int_trap, NULL },
	{ "k.c", 11, 12, OBT_OP_NEG, NULL, &int_trap, NULL },
	{ "k.c", 13, 14, OBT_OP_NEG, NULL, &uint_trap, NULL },
	{ "k.c", 15, 16, OBT_OP_CONVERT, NULL, &uchar_trap, &int_plain },
	{ "k.c", 17, 18, OBT_OP_CONVERT, NULL, &uint_trap, &int_trap },
	{ "k.c", 19, 20, OBT_OP_SUB, NULL, &uint_trap, NULL },
};

int main(void)
{
	volatile int max = INT_MAX, min = INT_MIN, one = 1, m1 = -1;
	volatile unsigned int five = 5, zero = 0;

	capture_stderr();
	__obt_warn(&sites[0], (obt_bits)max, (obt_bits)one);
	__obt_warn(&sites[1], (obt_bits)min, (obt_bits)one);
	__obt_warn(&sites[2], 65536, 65536);
	__obt_warn(&sites[3], (obt_bits)min, (obt_bits)m1);
	__obt_warn(&sites[4], (obt_bits)min, (obt_bits)m1);
	__obt_warn(&sites[5], (obt_bits)min, 0);
	__obt_warn(&sites[6], five, 0);
	__obt_warn(&sites[7], 300, 0);
	__obt_warn(&sites[8], (obt_bits)m1, 0);
	__obt_warn(&sites[9], zero, (obt_bits)one);
	print_captured();
	printf("continued\n");
	return 0;
}
