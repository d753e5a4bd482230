// -fobt-default=trap: a plain integer of the user's code that overflows
// traps as an __ob_trap one would. What the user's code says it means
// stays as it is: an explicit cast truncates quietly, a written __ob_wrap
// wraps (and wins over the default in arithmetic), a comparator passed to
// qsort and arrays passed to memset meet the library's prototypes without
// a diagnostic, and plain char and bool are not checked.
// compiler: obtcc
// cflags: -fobt-default=trap
// compile-silent: yes
// exit: trap
// stdout: 1 3 44 16 2 -56 1
// stderr: obt_audit_trap.c:46:8: runtime error: obt: integer multiplication overflow: 2166136261 * 16777619 does not fit 'unsigned int __ob_trap'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buf {
	unsigned len;
	unsigned char bytes[4];
};

static int compare(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

static int add(int a, int b)
{
	return a + b;
}

int main(int argc, char **argv)
{
	int v[3] = {3, 1, 2};
	qsort(v, 3, sizeof v[0], compare);
	unsigned char low = (unsigned char)(strlen(argv[0]) * 0 + 300);
	int __ob_wrap w = 5;
	w = w * 3 + argc;
	struct buf b;
	memset(b.bytes, 0, sizeof b.bytes);
	char c = (char)200;
	_Bool flag = 7;
	unsigned h = 2166136261u;
	printf("%d %d %d %d %d %d %d\n", v[0], v[2], low, (int)w, add(argc, 1), c, flag);
	fflush(stdout);
	h = h * 16777619u;
	printf("%u\n", h);
	return 0;
}
