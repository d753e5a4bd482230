// obt.h is silent under strict warnings, with bit-fields, const, enum,
// _Bool and char operands, OBT typedefs, and deep nesting; nested
// expansions grow linearly, not exponentially.
// cflags: -Wshadow -pedantic -Wdeclaration-after-statement
// compile-silent: yes
// stdout: ok
#include <limits.h>
#include <stdio.h>
#include <obt.h>

#define STR_(x) #x
#define STR(x) STR_(x)

/* The expanded text of a depth-4 nest is about 4 times, not 2^4 times,
 * that of one operation: no argument is repeated.  (Depth 4 keeps the
 * strings within what -pedantic accepts.) */
#define ADD1(x) obt_add(x, 1, L)
#define ADD4(x) ADD1(ADD1(ADD1(ADD1(x))))
#define SAT1(x) saturating_add(int, x, 1)
#define SAT4(x) SAT1(SAT1(SAT1(SAT1(x))))
#define DIV1(x) obt_div(x, 1, L)
#define DIV4(x) DIV1(DIV1(DIV1(DIV1(x))))
_Static_assert(sizeof(STR(ADD4(0))) < 5 * sizeof(STR(ADD1(0))), "obt_add grows");
_Static_assert(sizeof(STR(SAT4(0))) < 5 * sizeof(STR(SAT1(0))), "saturating_add grows");
_Static_assert(sizeof(STR(DIV4(0))) < 5 * sizeof(STR(DIV1(0))), "obt_div grows");

enum colour { RED, GREEN = 200 };

struct packet {
	unsigned len : 12;
	int delta : 5;
	_Bool last : 1;
};

static int use_everything(const struct packet *p, enum colour c, char ch, _Bool b)
{
	const unsigned short k = 65535;
	u32t trap = 7;
	s16w wrap = -3;
	trapping_u64 big = 1;
	int sum = 0;

	sum += obt_add(p->len, p->delta, L) + obt_sub(c, ch, L);
	sum += (int)obt_mul(k, b, L) + obt_div(p->delta, c, L) + obt_rem(k, ch, L);
	sum += obt_neg(p->last, L);
	sum += obt_add_as(int, trap, wrap, L) + obt_sub_as(int, big, p->len, L);
	sum += obt_mul_as(int, c, ch, L) + obt_cast(int, k, L);
	sum += wrapping_add(int, p->len, c) + wrapping_sub(int, k, b);
	sum += wrapping_mul(int, ch, wrap) + wrapping_neg(int, p->delta);
	sum += saturating_add(int, p->len, c) + saturating_sub(int, k, p->delta);
	sum += saturating_mul(int, ch, b) + saturating_cast(int, trap);
	sum += ADD4(sum) - SAT4(0) + DIV4(0);
	return sum;
L:
	return -1;
}

int main(void)
{
	struct packet p = { 4095, -16, 1 };
	int ok = use_everything(&p, GREEN, 'a', 1) != -1;

	puts(ok ? "ok" : "FAIL: jumped");
	return !ok;
}
