// OBT_OPTIONS=record_path=FILE: every warn-mode failure is counted per
// site and kind, and at exit one line each is appended with the count and
// the first, smallest and largest value that did not fit: a million
// failures make a few lines. Reports still come once per site.
// env: OBT_OPTIONS=record_path=obt-test.rec
// stdout: earlier line
// stdout: r.c:3:5: runtime record: obt: integer addition overflow: 1000000 failures; first 2147483648, min 2147483648, max 2147484647; 'int __ob_trap'
// stdout: r.c:4:7: runtime record: obt: integer truncation: 2 failures; first 300, min 256, max 300; 'unsigned char __ob_trap' (from 'int')
// stdout: r.c:4:7: runtime record: obt: integer sign change: 1 failures; first -7, min -7, max -7; 'unsigned char __ob_trap' (from 'int')
// stdout: r.c:5:9: runtime record: obt: integer multiplication overflow: 2 failures; first 340282366920938463426481119284349108225, min 9223372036854775808, max 340282366920938463426481119284349108225; 'unsigned long long __ob_trap'
// stdout: r.c:6:2: runtime record: obt: integer negation overflow: 1 failures; first 9223372036854775808, min 9223372036854775808, max 9223372036854775808; 'long long __ob_trap'
// stdout: r.c:7:2: runtime record: obt: integer subtraction overflow: 1 failures; first -170141183460469231731687303715884105729, min -170141183460469231731687303715884105729, max -170141183460469231731687303715884105729; '__int128 __ob_trap'
// stdout: r.c:8:2: runtime record: obt: integer division overflow: 1 failures; first 2147483648, min 2147483648, max 2147483648; 'int __ob_trap'
// stderr: r.c:3:5: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
#include <limits.h>
#include <sys/wait.h>

#include "../runtime/rt_test.h"

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static const struct obt_type uchar_trap = { "unsigned char __ob_trap", NULL, 8, 0 };
static const struct obt_type int_plain = { "int", NULL, 32, 1 };
static const struct obt_type ull_trap = { "unsigned long long __ob_trap", NULL, 64, 0 };
static const struct obt_type ll_trap = { "long long __ob_trap", NULL, 64, 1 };
static const struct obt_type i128_trap = { "__int128 __ob_trap", NULL, 128, 1 };
static unsigned char seen[7];
static const struct obt_site sum = { "r.c", 3, 5, OBT_OP_ADD, &seen[0], &int_trap, NULL };
static const struct obt_site conv = { "r.c", 4, 7, OBT_OP_CONVERT, &seen[1], &uchar_trap, &int_plain };
static const struct obt_site mul = { "r.c", 5, 9, OBT_OP_MUL, &seen[2], &ull_trap, NULL };
static const struct obt_site neg = { "r.c", 6, 2, OBT_OP_NEG, &seen[3], &ll_trap, NULL };
static const struct obt_site sub = { "r.c", 7, 2, OBT_OP_SUB, &seen[4], &i128_trap, NULL };
static const struct obt_site quot = { "r.c", 8, 2, OBT_OP_DIV, &seen[5], &int_trap, NULL };

/* The failures, in a child: the record is written when it exits. */
static void fail_checks(void)
{
	__int128 min128 = -(__int128)(((unsigned __int128)1 << 127) - 1) - 1;
	long i;

	for (i = 0; i < 1000000; i++)
		__obt_warn(&sum, INT_MAX, (obt_bits)(1 + i % 1000));
	__obt_warn(&conv, 300, 0);
	__obt_warn(&conv, (obt_bits)-7, 0);
	__obt_warn(&conv, 256, 0);
	__obt_warn(&mul, ~0ull, ~0ull);
	/* the smallest of the two */
	__obt_warn(&mul, 1ull << 63, 1);
	__obt_warn(&neg, (obt_bits)LLONG_MIN, 0);
	/* INT128_MIN - 1: one past what obt_bits holds */
	__obt_warn(&sub, (obt_bits)min128, 1);
	__obt_warn(&quot, (obt_bits)INT_MIN, (obt_bits)-1);
	exit(0);
}

int main(void)
{
	FILE *rec = fopen("obt-test.rec", "w");
	char line[1024];
	int status;

	/* The runner starts the program in a fresh directory. */
	fputs("earlier line\n", rec);
	fclose(rec);
	if (fork() == 0)
		fail_checks();
	wait(&status);
	rec = fopen("obt-test.rec", "r");
	while (fgets(line, sizeof line, rec))
		fputs(line, stdout);
	fclose(rec);
	return 0;
}
