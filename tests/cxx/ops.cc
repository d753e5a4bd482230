// obt.h's explicit operations from C++, included inside extern "C" as a
// header shared with C would include it: exact results, overflow taking
// the label, wrapping and saturating results, the result types C gives,
// each argument evaluated once, in templates and lambdas.  Prints
// "ok N checks", or each failure on stderr and exits 1.  tests/cxx/run
// builds it with g++ and clang++, under -Wold-style-cast -pedantic -Werror.
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <type_traits>

extern "C" {
#include <obt.h>
}

static_assert(OBT_SUPPORTED == 0, "C++ has no OBT support: the fallbacks");

#include "../header/expect.h"

// Counts its calls: an argument evaluated twice would show.
template <typename T> static T arg(T v)
{
	calls++;
	return v;
}

// The typedefs are the plain types of their names.
static_assert(std::is_same<u8t, unsigned char>::value && std::is_same<u16w, unsigned short>::value &&
	      std::is_same<trapping_u32, unsigned>::value && std::is_same<wrapping_u64, unsigned long long>::value &&
	      std::is_same<ulongt, unsigned long>::value && std::is_same<s8w, signed char>::value &&
	      std::is_same<trapping_s16, short>::value && std::is_same<s32t, int>::value &&
	      std::is_same<wrapping_s64, long long>::value && std::is_same<slongt, long>::value,
	      "obt.h's typedefs");

static void checked(void)
{
	EXPECT(obt_add(arg(INT_MAX - 1), arg(1), L), INT_MAX, 2);
	JUMPS(obt_add(arg(INT_MAX), 1, L), L, 1);
	EXPECT(obt_add(arg(-1), 3u, L), 2, 1);			// exact, then fits unsigned
	JUMPS(obt_add(arg(-5), 3u, L), L, 1);
	EXPECT(obt_sub(arg(INT_MIN + 1), 1, L), INT_MIN, 1);
	JUMPS(obt_sub(0u, arg(1), L), L, 1);
	EXPECT(obt_mul(arg(-46341), 46340, L), -2147441940LL, 1);
	JUMPS(obt_mul(arg(46341), 46341, L), L, 1);
	EXPECT(obt_neg(arg(INT_MAX), L), -INT_MAX, 1);
	JUMPS(obt_neg(arg(INT_MIN), L), L, 1);
	JUMPS(obt_neg(arg(1u), L), L, 1);
	EXPECT(obt_div(arg(-6), 3, L), -2, 1);
	JUMPS(obt_div(arg(INT_MIN), -1, L), L, 1);
	JUMPS(obt_div(arg(1), 0, L), L, 1);
	JUMPS(obt_div(-6, arg(3u), L), L, 1);			// exact -2 misses unsigned
	EXPECT(obt_div(-1, arg(3u), L), 0, 1);
	EXPECT(obt_rem(arg(INT_MIN), -1, L), 0, 1);
	EXPECT(obt_rem(arg(-7), 3, L), -1, 1);
	EXPECT(obt_add_as(long long, arg(INT_MAX), 1, L), 2147483648LL, 1);
	JUMPS(obt_add_as(unsigned char, arg(200), 100, L), L, 1);
	EXPECT(obt_mul_as(std::uint64_t, arg(UINT32_MAX), 2u, L), 8589934590LL, 1);
	JUMPS(obt_sub_as(unsigned, arg(1), 2, L), L, 1);
	EXPECT(obt_cast(unsigned char, arg(255), L), 255, 1);
	JUMPS(obt_cast(signed char, arg(128), L), L, 1);
	JUMPS(obt_cast(unsigned, arg(-1), L), L, 1);
	// nested, each argument once, an inner jump skipping the rest
	EXPECT(obt_add(obt_mul(arg(3), 4, L), obt_sub(arg(10), 1, L), L), 21, 2);
	JUMPS(obt_add(obt_mul(arg(INT_MAX), 2, L), arg(1), L), L, 1);
}

static int sum3(int a, int b, int c)
{
	return addo(addo(a, b), c);
overflow:
	return -1;
}

static long area(long w, long h)
{
	return mulo(subo(w, 1), h);
overflow:
	return -1;
}

static int byte(int v)
{
	return casto(unsigned char, v);
overflow:
	return -1;
}

static void default_label(void)
{
	EXPECT(sum3(arg(1), 2, 3), 6, 1);
	EXPECT(sum3(arg(INT_MAX), 1, -5), -1, 1);
	EXPECT(area(arg(LONG_MIN + 1), 1), LONG_MIN, 1);
	EXPECT(area(arg(LONG_MIN), 1), -1, 1);
	EXPECT(byte(arg(255)), 255, 1);
	EXPECT(byte(arg(256)), -1, 1);
}

static void wrapping(void)
{
	EXPECT(wrapping_add(int, arg(INT_MAX), 1), INT_MIN, 1);
	EXPECT(wrapping_sub(std::uint8_t, arg(0), 1), 255, 1);
	EXPECT(wrapping_mul(std::uint32_t, arg(0x10000u), 0x10001u), 0x10000, 1);
	EXPECT(wrapping_neg(unsigned, arg(1)), UINT_MAX, 1);
	EXPECT(wrapping_add(std::int16_t, arg(-32768), -1), 32767, 1);
	EXPECT(wrapping_add(wrapping_u16, arg(65535), 2), 1, 1);
}

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

static void saturating(void)
{
	EXPECT(saturating_add(unsigned char, arg(300), -1), 255, 1);	// upwards, b < 0
	EXPECT(saturating_add(unsigned char, arg(250), 10), 255, 1);
	EXPECT(saturating_sub(signed char, arg(-100), 200u), -128, 1);
	EXPECT(saturating_cast(unsigned, arg(-5)), 0, 1);
	EXPECT(saturating_mul(int, arg(INT_MIN), 2), INT_MIN, 1);
	EXPECT(saturating_mul(int, arg(-3), -4), 12, 1);
	EXPECT(saturating_add(long long, arg(LLONG_MAX), 1), LLONG_MAX, 1);
	EXPECT(saturating_sub(std::uint64_t, arg(5u), 6), 0, 1);
	EXPECT(saturating_add(wrapping_u16, arg(65535), 1), 65535, 1);
	EXPECT(saturating_add(int, saturating_mul(int, arg(INT_MAX), 2), arg(-1)), INT_MAX - 1, 2);
	i128 max = static_cast<i128>(~static_cast<u128>(0) >> 1);
	EXPECT(saturating_add(i128, arg(max), 1) == max, 1, 1);
	EXPECT(saturating_mul(i128, arg(max), -2) == -max - 1, 1, 1);
}

static void linux_c23(void)
{
	int d = 0;
	EXPECT(check_add_overflow(arg(INT_MAX), 1, &d), 1, 1);
	EXPECT(d, INT_MIN, 0);
	EXPECT(check_mul_overflow(arg(6), 7, &d), 0, 1);
	EXPECT(d, 42, 0);
	EXPECT(check_sub_overflow(arg(0u), 1, &d), 0, 1);		// -1 fits int
	unsigned char u8 = 0;
	EXPECT(ckd_add(&u8, arg(255), 1), 1, 1);
	EXPECT(u8, 0, 0);
	long r = 0;
	EXPECT(ckd_sub(&r, arg(LONG_MIN), 1), 1, 1);
	EXPECT(ckd_mul(&r, arg(-4), 5), 0, 1);
	EXPECT(r, -20, 0);
	// bool, as in C++26's <stdckdint.h>: overloads and templates see it
	static_assert(std::is_same<decltype(check_add_overflow(1, 2, &d)), bool>::value &&
		      std::is_same<decltype(ckd_mul(&r, 1, 2)), bool>::value, "bool");
}

// The result types are C's: the usual arithmetic conversions, and T.
// The variables sit in a block of their own, which L is outside: in C++
// a jump must not skip an initialisation still in scope at its label.
static void types(void)
{
	{
		unsigned char uc = 200;
		auto promoted = obt_add(uc, uc, L);
		auto mixed = obt_add(1u, 1L, L);
		auto quotient = obt_div(7u, 2, L);
		auto named = obt_cast(short, 1, L);
		auto wrapped = wrapping_add(std::uint8_t, 1, 2);
		auto clamped = saturating_sub(s8w, 1, 2);
		static_assert(std::is_same<decltype(promoted), int>::value, "int + int");
		static_assert(std::is_same<decltype(mixed), long>::value ==
			      (sizeof(long) > sizeof(unsigned)), "unsigned + long");
		static_assert(std::is_same<decltype(quotient), unsigned>::value, "unsigned / int");
		static_assert(std::is_same<decltype(named), short>::value, "T");
		static_assert(std::is_same<decltype(wrapped), std::uint8_t>::value, "T");
		static_assert(std::is_same<decltype(clamped), signed char>::value, "T");
		EXPECT(promoted + mixed + quotient + named + wrapped + clamped,
		       400 + 2 + 3 + 1 + 3 - 1, 0);
		return;
	}
L:
	EXPECT(0, 1, 0);
}

// In templates, where T is a template parameter, and in lambdas.
template <typename T> static T add_or(T a, T b, T fallback)
{
	return obt_add_as(T, a, b, fail);
fail:
	return fallback;
}

template <typename T> static T clamp_mul(T a, T b)
{
	return saturating_mul(T, a, b);
}

static void generic(void)
{
	EXPECT(add_or<unsigned char>(arg<unsigned char>(200), 55, 7), 255, 1);
	EXPECT(add_or<unsigned char>(arg<unsigned char>(200), 56, 7), 7, 1);
	EXPECT(add_or<long long>(arg(LLONG_MIN), -1, 7), 7, 1);
	EXPECT(clamp_mul<short>(arg<short>(300), 300), SHRT_MAX, 1);
	EXPECT(clamp_mul<unsigned>(arg(70000u), 70000u), UINT_MAX, 1);
	auto half_sum = [](int a, int b) {
		return obt_div(obt_add(a, b, bad), 2, bad);
	bad:
		return -1;
	};
	EXPECT(half_sum(arg(7), 9), 8, 1);
	EXPECT(half_sum(arg(INT_MAX), 1), -1, 1);
}

int main()
{
	checked();
	default_label();
	wrapping();
	saturating();
	linux_c23();
	types();
	generic();
	if (failures)
		return 1;
	std::printf("ok %d checks\n", checks);
	return 0;
}
