// #pragma pack reaches obtcc's layout (push, pop, N, and the reset),
// so its sizeof and _Static_assert agree with CC's in packed code.
// compiler: obtcc
// stdout: 5 6 8 3
#include <stdio.h>

#pragma pack(push, 1)
struct P { char c; int i; };
#pragma pack(push, 2)
struct Q { char c; int i; };
#pragma pack(pop)
struct R { char c; short s; };
#pragma pack(pop)
struct S { char c; int i; };

_Static_assert(sizeof(struct P) == 5, "P");
_Static_assert(sizeof(struct Q) == 6, "Q");
_Static_assert(sizeof(struct R) == 3, "R");
_Static_assert(sizeof(struct S) == 8, "S");

int main(void)
{
	unsigned __ob_trap r = sizeof(struct R);

	printf("%zu %zu %zu %u\n", sizeof(struct P), sizeof(struct Q), sizeof(struct S), r);
	return 0;
}
