// A bit-field narrower than int promotes to int (C17 6.3.1.1p2), and so
// does the value of a store into one, (s.f = v) or s.f++: with x negative,
// x > s.f is false. A trap check on such an operand must hand CC the
// promoted value, not one of the bit-field's declared unsigned type (that
// made the comparison unsigned, and true), and the promotion is no sign
// change to report. Found by tests/corpus/csmith --ubsan (seed 98).
// compiler: obtcc
// modes: trap warn
// [trap] cflags: -fobt-default=trap
// [warn] cflags: -fobt-default=warn
// stdout: 0 0 0 0 0
// stderr-not: runtime error
#include <stdio.h>

struct plain { unsigned f : 30; };		/* defaulted by audit mode */
struct written { unsigned __ob_trap f : 30; };

struct plain p;
struct written w;

int main(int argc, char **argv)
{
	(void)argv;
	short x = -3840 * argc;
	int a = x > p.f;
	int b = x > (p.f = 7);
	int c = x > w.f;
	int d = x > (w.f = 7);
	int e = x > p.f++;
	printf("%d %d %d %d %d\n", a, b, c, d, e);
	return 0;
}
