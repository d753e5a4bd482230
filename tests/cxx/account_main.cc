// The C++ half of the mixed program: it shares account.h with the C half
// (compiled by obtcc), checks that both see one layout, and that the C
// half's checks and wrap-around act on the values C++ passes.  Prints
// "ok", or each failure and exits 1.
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "account.h"

static int failures;

#define CHECK(cond) do {							\
		if (!(cond)) {							\
			failures++;						\
			std::fprintf(stderr, "FAIL line %d: %s\n", __LINE__, #cond);	\
		}								\
	} while (0)

// FNV-1a with plain C++ unsigned arithmetic, which wraps too.
static std::uint32_t fnv(std::uint32_t h, const char *text)
{
	for (; *text; text++)
		h = (h ^ static_cast<unsigned char>(*text)) * 16777619u;
	return h;
}

int main()
{
	struct account_layout c = account_layout_in_c();
	CHECK(c.size == sizeof(struct account));
	CHECK(c.balance == offsetof(struct account, balance));
	CHECK(c.hash == offsetof(struct account, hash));
	CHECK(c.deposits == offsetof(struct account, deposits));

	struct account a;
	std::memset(&a, 0, sizeof a);
	a.hash = 2166136261u;
	CHECK(account_deposit(&a, 40) == 0 && account_deposit(&a, 2) == 0);
	CHECK(a.balance == 42 && a.deposits == 2);
	CHECK(a.hash == fnv(fnv(2166136261u, "deposit"), "deposit"));
	// the C half's trap check jumps to its label; nothing changes
	CHECK(account_deposit(&a, LLONG_MAX) == -1);
	CHECK(a.balance == 42 && a.deposits == 2);
	a.deposits = 65535;
	CHECK(account_deposit(&a, 1) == -1 && a.balance == 42);
	// u32w wraps in C: the product overflows 32 bits at once
	CHECK(account_hash(0xffffffffu, "z") == fnv(0xffffffffu, "z"));
	if (failures)
		return 1;
	std::puts("ok");
	return 0;
}
