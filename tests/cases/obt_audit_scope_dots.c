// The scope of audit mode is where a file is, not how its name is spelled:
// a header included as ../driver/../cases/X.h lies in tests/cases, out of a
// scope of ../driver, so its sum wraps unreported (an earlier obtcc
// matched the spelling: the kernel's lib/../mm/internal.h was in lib/).
// compiler: obtcc
// cflags: -fobt-default=trap -fobt-default-scope=../driver
// stdout: 0
// stderr-not: runtime error
#include <limits.h>
#include <stdio.h>
#include "../driver/../cases/obt_audit_scope_dots.h"

int main(void)
{
	printf("%u\n", add_one(UINT_MAX));
	return 0;
}
