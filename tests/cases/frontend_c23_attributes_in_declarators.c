// C23 attributes stand after a declarator's identifier, after each array
// or function suffix and after a '*' (GNU sed's parameters are
// `struct input *input [[__maybe_unused__]]`); the ones obtcc knows keep
// their meaning there (packed, aligned), and an annotated parameter next
// to one is checked as any other.
// compiler: obtcc
// cflags: -std=gnu2x -fobt-check-roundtrip
// [clang] cflags: -Wno-ignored-attributes
// exit: trap
// stdout: 5 32 3
#include <limits.h>
#include <stdio.h>

struct [[gnu::packed]] S { char c; int a; };
struct T { char c; int a [[gnu::aligned(16)]]; };
_Static_assert(sizeof(struct S) == 5, "packed after the tag");
_Static_assert(sizeof(struct T) == 32, "aligned after the member");

int *[[gnu::unused]] p, q [[gnu::unused]];
int table [[gnu::unused]] [3] [[gnu::unused]] = {1, 2, 3};
static int (*fp [[maybe_unused]])(int) [[gnu::unused]];

static int add(int unused [[maybe_unused]], int __ob_trap b, int c)
{
	return b + c;
}

int main(void)
{
	[[maybe_unused]] int z = 0;

	printf("%zu %zu %d\n", sizeof(struct S), sizeof(struct T), table[2]);
	fflush(stdout);
	return add(z, INT_MAX, table[0]);	/* traps */
}
