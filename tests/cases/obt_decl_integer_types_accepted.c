// Every integer type may carry a behaviour: char, _Bool, a complete enum,
// __int128, long long, const/volatile-qualified ones, and typedefs of
// them; each behaves as its OBT at run time.
// compiler: obtcc
// compile-silent: yes
// stdout: bool-trap enum-wrap i128-trap u128-wrap char-sat ll-trap cv-wrap ul-trap
// stdout: 0 1 127 9223372036854775807
#include <limits.h>
#include <stdio.h>

enum color { RED, GREEN, BLUE };
typedef unsigned long ul;
typedef ul __ob_trap ul_trap;

#define KIND(x) _Generic((x), _Bool __ob_trap: "bool-trap", enum color __ob_wrap: "enum-wrap", \
	__int128 __ob_trap: "i128-trap", unsigned __int128 __ob_wrap: "u128-wrap",	\
	char __ob_sat: "char-sat", long long __ob_trap: "ll-trap", int __ob_wrap: "cv-wrap",	\
	unsigned long __ob_trap: "ul-trap", default: "other")

int main(void)
{
	_Bool __ob_trap b = 1;
	enum color __ob_wrap e = BLUE;
	__int128 __ob_trap big = 1;
	unsigned __int128 __ob_wrap ubig = 0;
	char __ob_sat c = 100;
	long long __ob_trap ll = LLONG_MAX;
	const volatile int __ob_wrap cv = 0;
	ul_trap u = 7;

	printf("%s %s %s %s %s %s %s %s\n", KIND(b), KIND(e), KIND(big), KIND(ubig), KIND(c),
	       KIND(ll), KIND(cv), KIND(u));
	ubig -= 1;			/* wraps to the maximum */
	c += 100;			/* saturates at CHAR_MAX (signed or not: 127 or 255) */
	printf("%d %d %d %lld\n", (int)(e + 1 - 3), ubig == ~(unsigned __int128)0,
	       c == CHAR_MAX ? 127 : -1, ll);
	return !(b && big && u && !cv);
}
