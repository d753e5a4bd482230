// Updates of members that a packed struct (or #pragma pack) leaves
// underaligned go through the struct, not through a pointer to the member:
// such a pointer would claim an alignment the member lacks (GCC warns
// -Waddress-of-packed-member, an error under -Werror, and strict-alignment
// targets would fault). Values of ++, +=, *= and a used x++ through ->,
// through an array element's ".", under #pragma pack, one level down (a
// member of a struct inside a packed one), and elements of arrays that
// are packed members (through a pointer typed aligned(1)), then a trap.
// compiler: obtcc
// modes: trap trap-quiet warn
// exit: trap
// [warn] exit: 0
// stdout: 2 7 4 / 10 11 / 3 40
// stdout: 2 15 5
// stdout: 6 7 7 15
// [warn] stdout: 2 7 4 / 10 11 / 3 40
// [warn] stdout: 2 15 5
// [warn] stdout: 6 7 7 15
// [warn] stdout: 0
// [trap] stderr: obt_arith_update_packed_member.c:85:9: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// [warn] stderr: obt_arith_update_packed_member.c:85:9: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
#include <limits.h>
#include <stdio.h>

struct __attribute__((packed)) header {
	char tag;
	unsigned int __ob_trap len;
	unsigned long __ob_trap total;
};

/* packed outside, naturally aligned inside: in.n is underaligned too */
struct inner {
	unsigned int __ob_trap n;
	unsigned int __ob_trap f : 5;
};

struct __attribute__((packed)) outer {
	char c;
	struct inner in;
};

struct __attribute__((packed)) table {
	char tag;
	unsigned int __ob_trap slot[3];
	unsigned short __ob_trap grid[2][2];
};

#pragma pack(push, 2)
struct pair {
	char c;
	unsigned long long __ob_trap n;
};
#pragma pack(pop)

static struct header hdrs[2] = {{'a', 1, 2}, {'b', 10, 3}};

int main(void)
{
	struct header *h = &hdrs[0];
	struct pair pairs[2] = {{'x', 1}, {'y', 5}};
	volatile int i = 1;

	setvbuf(stdout, NULL, _IONBF, 0);
	h->len++;
	h->total += 5;
	unsigned int old = hdrs[i].len++;
	hdrs[i].total *= 4;
	pairs[i - 1].n += 2;
	pairs[i].n *= 8;
	printf("%u %lu %lu / %u %u / %llu %llu\n", h->len, h->total, hdrs[1].total / 3,
	       old, hdrs[1].len, pairs[0].n, pairs[1].n);
	struct outer o = {0, {1, 2}}, *op = &o;
	op->in.n++;
	unsigned int was = op->in.n++;
	op->in.f += 3;
	op->in.n *= 5;
	printf("%u %u %u\n", was, o.in.n, o.in.f);
	struct table t = {0, {1, 2, 3}, {{4, 5}, {6, 7}}}, *tp = &t;
	tp->slot[i] += 4;
	unsigned int w = tp->slot[i]++;
	tp->grid[i][0]++;
	tp->grid[0][i] *= 3;
	printf("%u %u %u %u\n", w, t.slot[1], t.grid[1][0], t.grid[0][1]);
	h->len = UINT_MAX;
	h->len += 1;
	printf("%u\n", h->len);
	return 0;
}
