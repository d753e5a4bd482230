// -fobt-default-scope=LIST limits audit mode to the files it names or the
// directories that hold them: in the [trap] run this file is named and its
// unsigned sum traps; in the [warn] run the list names other places, the
// file is out of scope and its sum wraps as C's does, unreported.
// compiler: obtcc
// modes: trap warn
// [trap] cflags: -fobt-default=trap -fobt-default-scope=elsewhere,./obt_audit_scope.c
// [warn] cflags: -fobt-default=warn -fobt-default-scope=elsewhere/,src
// [trap] exit: trap
// [trap] stderr: obt_audit_scope.c:20:19: runtime error: obt: integer addition overflow
// [warn] stdout: 0
// [warn] stderr-not: runtime error
#include <limits.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	(void)argv;
	unsigned u = UINT_MAX;
	printf("%u\n", u + argc);
	return 0;
}
