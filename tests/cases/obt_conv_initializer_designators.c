// Each initializer item is converted to the trap type of the subobject C
// gives it: through a designator naming a member of an anonymous struct,
// after brace elision followed by a designator, after a nested designator
// (the next item continues inside the designated member) and in a
// two-dimensional array designated by row. A value that fits only the
// right member must pass; one that does not fit it must fail.
// compiler: obtcc
// cflags: -fobt-check-roundtrip -Wno-missing-braces -Wno-missing-field-initializers
// stdout: 200 -1
// stdout: 3 -1 -1
// stdout: 255 -1 -1
// stdout: 9 -1
#include <stdio.h>

union U { struct { char a; unsigned char __ob_trap b; }; int s; };
struct Q { short __ob_trap a[2]; unsigned char __ob_trap c; };
struct N { struct { int p; unsigned char __ob_trap q; } in; short __ob_trap r; };

__overflow_label(bad)
static int anonymous_member(int v)
{
	union U g = {.b = v};
	return g.b;
bad:
	return -1;
}

__overflow_label(bad)
static int elision_then_designator(int v, int w)
{
	struct Q q = {v, .c = w};
	return q.a[0] + q.c;
bad:
	return -1;
}

__overflow_label(bad)
static int after_nested_designator(int v, int w)
{
	struct N n = { .in.p = 1, v, w };
	return n.in.q * n.r;
bad:
	return -1;
}

__overflow_label(bad)
static int row_designators(int v, int w)
{
	unsigned char __ob_trap x[2][2] = {[0] = v, [1] = w};
	return x[0][0] + x[1][0];
bad:
	return -1;
}

int main(void)
{
	printf("%d %d\n", anonymous_member(200), anonymous_member(300));
	printf("%d %d %d\n", elision_then_designator(1, 2), elision_then_designator(40000, 2),
	       elision_then_designator(1, 300));
	printf("%d %d %d\n", after_nested_designator(255, 1), after_nested_designator(300, 1),
	       after_nested_designator(255, 40000));
	printf("%d %d\n", row_designators(4, 5), row_designators(4, 256));
	return 0;
}
