// obtcc lays out structs as CC does, packed members and packed structs
// included: its _Static_assert and offsetof answers must agree with CC's
// (a wrong layout would fail to compile here, with obtcc's own error).
// compiler: obtcc
// stdout: 1 8 5 6 1
#include <stddef.h>
#include <stdio.h>

struct A { char c; int i __attribute__((packed)); short s; };
struct B { char c; int i; } __attribute__((packed));
struct C { char c; struct B b; long l __attribute__((packed)); };
struct D { char c; unsigned __ob_trap x : 3, y : 7; };

_Static_assert(offsetof(struct A, i) == 1, "A.i");
_Static_assert(sizeof(struct A) == 8, "A");
_Static_assert(sizeof(struct B) == 5, "B");
_Static_assert(offsetof(struct C, l) == 6, "C.l");
_Static_assert(sizeof(struct D) == 4, "D");

int main(void)
{
	struct D d = {0, 1, 2};
	int __ob_trap one = d.x;

	printf("%zu %zu %zu %zu %d\n", offsetof(struct A, i), sizeof(struct A),
	       sizeof(struct B), offsetof(struct C, l), one);
	return 0;
}
