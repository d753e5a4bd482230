// Warn mode: __obt_warn reports a site once (its reported flag is set on
// the first report), reports each other site once too, and returns every
// time so the program goes on with the wrapped value.
// stdout: w.c:1:1: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stdout: w.c:2:1: runtime error: obt: integer addition overflow: 2147483647 + 2 does not fit 'int __ob_trap'
// stdout: flags 1 1
// stdout: sum -2147483644
#include <limits.h>

#include "../runtime/rt_test.h"

static const struct obt_type int_trap = { "int __ob_trap", NULL, 32, 1 };
static unsigned char seen1, seen2;
static const struct obt_site site1 = { "w.c", 1, 1, OBT_OP_ADD, &seen1, &int_trap, NULL };
static const struct obt_site site2 = { "w.c", 2, 1, OBT_OP_ADD, &seen2, &int_trap, NULL };

/* What obtcc emits for a + b in warn mode: the wrapped result, and a
 * report when it did not fit. */
static int add(const struct obt_site *site, int a, int b)
{
	int r;

	if (__builtin_add_overflow(a, b, &r))
		__obt_warn(site, (obt_bits)a, (obt_bits)b);
	return r;
}

int main(void)
{
	int i, sum = 0;

	capture_stderr();
	for (i = 0; i < 3; i++)
		sum = add(&site1, INT_MAX, 1);
	for (i = 0; i < 3; i++)
		sum = add(&site2, INT_MAX, 2) + 3;
	print_captured();
	printf("flags %d %d\n", seen1, seen2);
	printf("sum %d\n", sum);
	return 0;
}
