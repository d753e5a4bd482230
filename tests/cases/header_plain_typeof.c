// obt_plain_typeof() names an OBT's plain type, so a macro can probe the
// type with values it cannot hold: (T)-1 < (T)1 of the plain type tells
// the signedness, in constant expressions too, where the OBT itself
// would fail every time. The _Generic it expands to sits inside typeof,
// where obtcc must answer it (it used to leave duplicate associations for
// CC). A plain type, and any other type, is its own plain type.
// compiler: obtcc
// cflags: -Wall -Wextra
// compile-silent: yes
// stdout: 0 1 0 1 1 1 0 1
#include <obt.h>
#include <stdio.h>

#define plain_of(T) obt_plain_typeof((T)0)
#define signed_type(T) ((plain_of(T))-1 < (plain_of(T))1)

_Static_assert(!signed_type(u32t) && signed_type(s8t) && !signed_type(u64w), "signedness");
_Static_assert(signed_type(long) && !signed_type(unsigned char), "plain types");
enum { U8T_IS_SIGNED = signed_type(u8t) };
static char room[signed_type(slongt) + 1];

int main(void)
{
	u32t x = 7;
	ulongw w = 9;
	int *p = NULL;
	obt_plain_typeof(x) y = x;		/* unsigned int: no behaviour */
	obt_plain_typeof(w) v = w;		/* unsigned long */
	obt_plain_typeof(p) q = p;		/* int *: as it is */
	v++;
	printf("%d %d %d %d %d %d %d %d\n", U8T_IS_SIGNED, signed_type(s16t), signed_type(ulongt),
	       __builtin_types_compatible_p(obt_plain_typeof(x), unsigned int),
	       __builtin_types_compatible_p(obt_plain_typeof(w), unsigned long),
	       (int)sizeof room - 1 + room[0], y == 7 ? 0 : 1, v == 10 && q == p);
	return 0;
}
