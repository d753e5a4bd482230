// Without obtcc (and without Clang's OBT extension) OBT_SUPPORTED is 0,
// __ob_trap and __ob_wrap vanish, and the trap and wrap typedefs are the
// plain types of their names; handler labels compile to nothing.
// compile-silent: yes
// stdout: ok
#include <stdio.h>
#include <obt.h>

_Static_assert(OBT_SUPPORTED == 0, "no OBT support expected here");

#define SAME(a, b) __builtin_types_compatible_p(a, b)

/* Every typedef is its plain type, of the width its name says. */
#define CHECK_TYPE(name, type, bits)					\
	_Static_assert(SAME(name##t, type) && SAME(name##w, type) &&	\
		       SAME(trapping_##name, type) &&			\
		       SAME(wrapping_##name, type), #name);		\
	_Static_assert(bits == 0 || sizeof(type) * 8 == bits, #name " width");
CHECK_TYPE(u8, unsigned char, 8)
CHECK_TYPE(u16, unsigned short, 16)
CHECK_TYPE(u32, unsigned int, 32)
CHECK_TYPE(u64, unsigned long long, 64)
CHECK_TYPE(ulong, unsigned long, 0)
CHECK_TYPE(s8, signed char, 8)
CHECK_TYPE(s16, short, 16)
CHECK_TYPE(s32, int, 32)
CHECK_TYPE(s64, long long, 64)
CHECK_TYPE(slong, long, 0)

/* counter, hash, size_trap, pointer(), scaled() */
#include "../header/keyword_uses.h"

int main(void)
{
	size_trap s = 3;
	int ok = _Generic(counter, int: 1, default: 0) &&
		 _Generic(hash, unsigned: 1, default: 0) &&
		 _Generic(s, long: 1, default: 0) &&
		 *pointer(&counter) == 0 && scaled(2) == 6 && hash * 33 == 177573;

	puts(ok ? "ok" : "FAIL");
	return !ok;
}
