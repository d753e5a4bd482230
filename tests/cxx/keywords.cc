// The keywords in C++: __ob_trap and __ob_wrap vanish, the handler-label
// macros compile to nothing, the typedefs are plain types; also with
// obtcc's predefined macros (tests/cxx/run adds them once), since obtcc
// translates C only.  Exits 0 when the functions compute as plain C++.
#include <type_traits>

extern "C" {
#include <obt.h>
}

static_assert(OBT_SUPPORTED == 0, "no OBT support in C++");
static_assert(std::is_same<u32t, unsigned>::value && std::is_same<slongw, long>::value &&
	      std::is_same<trapping_s8, signed char>::value, "plain typedefs");

// counter, hash, size_trap, pointer(), scaled(): the code C reads too
#include "../header/keyword_uses.h"

int main()
{
	size_trap s = 3;
	static_assert(std::is_same<decltype(counter), int>::value, "__ob_trap vanishes");
	static_assert(std::is_same<decltype(hash), unsigned>::value, "__ob_wrap vanishes");
	static_assert(std::is_same<decltype(s), long>::value, "in a typedef too");
	return !(*pointer(&counter) == 0 && scaled(2) == 6 && hash * 33 == 177573u && s == 3);
}
