// __attribute__((packed)) on an enum, after its braces or after the
// keyword, gives it the smallest integer type that holds its values, as
// -fshort-enums does (Linux's rw_hint.h asserts sizeof(enum rw_hint) == 1).
// A trap type based on such an enum converts to that width.
// compiler: obtcc
// cflags: -fobt-check-roundtrip
// stdout: 4 1 1 -1
#include <stdio.h>

enum e1 { A1, B1 } __attribute__((packed));
enum __attribute__((__packed__)) e2 { A2 = -1, B2 = 100 };
enum e3 { A3 = 300 } __attribute__((packed));
enum e4 { A4 = 70000 } __attribute__((packed));
typedef enum { A5 = 0x1ffffffffLL } __attribute__((packed)) e5;
enum e6 { A6 = -200 } __attribute__((packed));
_Static_assert(sizeof(enum e1) == 1 && sizeof(enum e2) == 1 && sizeof(enum e3) == 2 &&
	       sizeof(enum e4) == 4 && sizeof(e5) == 8 && sizeof(enum e6) == 2, "sizes");

struct s { enum e1 a; char b; enum e3 c; };

__overflow_label(bad)
static int store(int v)
{
	enum e1 __ob_trap t = v;
	return t;
bad:
	return -1;
}

int main(void)
{
	enum e1 x = (enum e1)-1;
	enum e2 y = (enum e2)-1;

	printf("%zu %d %d %d\n", sizeof(struct s), x > 0, y < 0, store(256));
	return 0;
}
