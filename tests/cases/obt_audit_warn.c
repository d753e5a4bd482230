// -fobt-default=warn: the user's plain integers get trap-typed checks that
// report and go on with the wrapped value, so that one run of a test suite
// shows every overflow. An integer written __ob_trap in the unit reports
// and goes on too: an audit run finds, it does not stop.
// compiler: obtcc
// cflags: -fobt-default=warn
// compile-silent: yes
// stdout: 0 255 -2147483648 1
// stderr: obt_audit_warn.c:22:19: runtime error: obt: integer addition overflow: 4294967295 + 1 does not fit 'unsigned int __ob_trap'
// stderr: obt_audit_warn.c:23:23: runtime error: obt: integer truncation: 511 does not fit 'unsigned char __ob_trap'
// stderr: obt_audit_warn.c:24:15: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
// stderr: obt_audit_warn.c:25:31: runtime error: obt: integer addition overflow
#include <limits.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	(void)argv;
	unsigned u = UINT_MAX;
	int i = INT_MAX - 1 + argc;
	int __ob_trap written = INT_MAX;
	unsigned sum = u + argc;
	unsigned char byte = 510 + argc;
	int next = i + argc;
	int __ob_trap more = written + argc;
	printf("%u %d %d %d\n", sum, byte, next, more == INT_MIN);
	return 0;
}
