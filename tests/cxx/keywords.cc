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

// The keywords sit where const may sit.
static int __ob_trap counter;
static __ob_wrap unsigned hash = 5381;
typedef long __ob_trap size_trap;

static int __ob_trap *pointer(int __ob_trap *p)
{
	return p;
}

__overflow_label(fail) static int scaled(int __ob_trap v)
{
	int obt_trap_label(fail) r = v * 3;

	return r;
fail: __attribute__((unused));
	return -1;
}

int main()
{
	size_trap s = 3;
	static_assert(std::is_same<decltype(counter), int>::value, "__ob_trap vanishes");
	static_assert(std::is_same<decltype(hash), unsigned>::value, "__ob_wrap vanishes");
	static_assert(std::is_same<decltype(s), long>::value, "in a typedef too");
	return !(*pointer(&counter) == 0 && scaled(2) == 6 && hash * 33 == 177573u && s == 3);
}
