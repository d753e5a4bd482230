// A report names the operator's column in the code, not an occurrence of
// the same spelling in a comment or a string on the line, nor part of a
// longer operator (++, +=), also when a block comment opened on an earlier
// line ends on this one.
// compiler: obtcc
// modes: warn
// stdout: -2147483648 -2147483648 -2147483648 x+y
// stderr: obt_arith_report_column_comment.c:20:33: runtime error: obt: integer addition overflow
// stderr: obt_arith_report_column_comment.c:22:20: runtime error: obt: integer addition overflow
// stderr: obt_arith_report_column_comment.c:23:29: runtime error: obt: integer addition overflow
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = INT_MAX, b = 1, c = INT_MAX;
	int d = 0, r, s, t;
	const char *str;

	d++; d += 1; r = /* a + b */ a + b;	/* a + b */
	/* a + b is on the next line too:
	   a + b */ s = a + b;	// a + b
	str = "x+y", d += 2, t = c + b;
	printf("%d %d %d %s\n", r, s, t, str);
	return d - 4;
}
