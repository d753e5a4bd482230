// -fobt-default=trap: an explicit cast into one of the project's own
// typedefs, which carry the default, truncates quietly as a cast into a
// plain type does (zlib's (uInt)-1 and (uch)dist); the same conversion
// without a cast is checked.
// compiler: obtcc
// cflags: -fobt-default=trap
// compile-silent: yes
// exit: trap
// stdout: 4294967295 44 44
// stderr: obt_audit_cast_into_typedef.c:26:17: runtime error: obt: integer truncation: 300 does not fit 'uch'
#include <stdio.h>

typedef unsigned int uInt;
typedef unsigned char uch;

int main(int argc, char **argv)
{
	int dist = 300 + argc - 1;
	uInt all = (uInt)-1;
	uch low = (uch)dist;
	unsigned char plain = (unsigned char)dist;

	(void)argv;
	printf("%u %d %d\n", all, low, plain);
	fflush(stdout);
	uch implicit = dist;	/* traps */
	return implicit;
}
