// A #line number above INT_MAX: gcc keeps it (its line numbers are
// unsigned and wrap), obtcc's lexer read it into an int, which overflowed
// (found by the fuzzer; the old code fails here under the sanitized obtcc).
// The runtime report names the line as gcc numbers it.
// compiler: obtcc
// exit: trap
// stderr: frontend_line_marker_unsigned.c:4294967295:11: runtime error
// stderr: integer addition overflow
#include <obt.h>

int main(int argc, char **argv)
{
	(void)argv;
	int __ob_trap x = 2147483647;
#line 4294967295
	return x + argc;
}
