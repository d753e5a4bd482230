// Initializers of a unit without OBT, forced through obtcc's parser and
// output: designators naming members of anonymous structs and unions (also
// with an array part), brace elision followed by a designator, items that
// continue after a nested designator, array lengths from designators, and
// strings for char arrays inside elided braces.
// compiler: obtcc
// cflags: -fobt-check-roundtrip -fobt-always-rewrite -Wno-missing-braces -Wno-missing-field-initializers
// stdout: 8 2 3 5 1 0 2 5
// stdout: 1 2 3 5 2 7
// stdout: 1 2 x 4 6 3 cd 0
#include <stdio.h>

union U { struct { char a, b; }; int s; } g = {.b = 8};
struct E { int x, y; };
struct S { int k; union { struct E extent[2]; int z; }; int tail; } s = { .extent[0] = {1, 2}, {3, 4}, 5 };
struct Q { int a[2]; int c; } q = {1, .c = 2};
int x[2][2] = {[0] = 1, [1] = 5};
struct N { struct { int p, q; } in; int r; } nn = { .in.p = 1, 2, 3 };
int arr[] = { [3] = 1, 2, [1 ... 2] = 7 };
struct W { int a; struct { int b; union { int c; char d; }; }; int e; } w = { 1, 2, .d = 'x', 4 };
char str[] = "hello";
struct CS { char n[4]; int v; } cs[] = { "ab", 1, {"cd"}, 2 };

int main(void)
{
	printf("%d %d %d %d %d %d %d %d\n", g.b, s.extent[0].y, s.extent[1].x, s.tail, q.a[0],
	       q.a[1], q.c, x[1][0]);
	printf("%d %d %d %zu %d %d\n", nn.in.p, nn.in.q, nn.r, sizeof arr / sizeof arr[0], arr[4],
	       arr[2]);
	printf("%d %d %c %d %zu %zu %s %d\n", w.a, w.b, w.d, w.e, sizeof str, sizeof cs / sizeof cs[0],
	       cs[1].n, cs[1].v);
	return 0;
}
