// __attribute__((overflow_behavior(B))) builds the same types as the
// keywords: with an identifier or a string argument, in the __x__
// spelling, before the type, on a typedef of a typedef, on a member, on a
// parameter, and after the declarator (where it changes the declared
// entity's type, and only that declarator's).
// compiler: obtcc
// compile-silent: yes
// stdout: trap long-trap wrap wrap wrap
// stdout: wrap wrap int trap trap wrap int
// stdout: -2147483648 -2147483648 -2147483648 -2147483648 -2147483648 -2147483648
#include <limits.h>
#include <stdio.h>

#define KIND(x) _Generic((x), int: "int", int __ob_wrap: "wrap", int __ob_trap: "trap", \
			 long __ob_trap: "long-trap", default: "other")

typedef long s64;
typedef s64 __attribute__((overflow_behavior(trap))) s64_trap;
typedef int __attribute__((overflow_behavior("trap"))) trap_str;
typedef int __attribute__((overflow_behavior("wrap"))) wrap_str;
typedef int __attribute__((__overflow_behavior__(wrap))) wrap_under;

__attribute__((overflow_behavior(wrap))) int before = INT_MAX;
extern int after __attribute__((overflow_behavior(trap)));
int __ob_trap after = 1;
int post __attribute__((overflow_behavior(wrap))) = INT_MAX;

struct s {
	int m __attribute__((overflow_behavior(wrap)));
	int n;
};

static const char *param(int p __attribute__((overflow_behavior(trap))))
{
	(void)p;
	return KIND(p);
}

int main(void)
{
	trap_str ts = 1;
	s64_trap l = 2;
	wrap_str ws = INT_MAX;
	wrap_under wu = INT_MAX;
	struct s s = { INT_MAX, 0 };
	int a __attribute__((overflow_behavior(wrap))) = INT_MAX, b = 1;

	(void)ts; (void)l; (void)b;
	printf("%s %s %s %s %s\n", KIND(ts), KIND(l), KIND(ws), KIND(wu), KIND(before));
	printf("%s %s %s %s %s %s %s\n", KIND(s.m), KIND(post), KIND(s.n), KIND(after), param(1),
	       KIND(a), KIND(b));
	printf("%d %d %d %d %d %d\n", ws + 1, wu + 1, before + 1, post + 1, a + 1, s.m + 1);
	return 0;
}
