// Floating constants converted to integer types, as obtcc evaluates them
// for its checks (found by fuzzing): (_Bool)0.5 is 1 ("not zero", not a
// truncation), so (_Bool)0.5 + 255 is 256, which an unsigned char
// __ob_trap cannot hold: the check stays and fails (obtcc took the
// constant for 255 and left the store unchecked). A conversion the type
// cannot hold (-infinity) has no value: obtcc does not take it for a
// constant, nor convert it in its own arithmetic (undefined behaviour in
// obtcc).
// compiler: obtcc
// cflags: -w
// exit: trap
// stdout: 1
// stderr: obt_eval_float_out_of_range.c:22:30: runtime error: obt: integer truncation: 256 does not fit 'unsigned char __ob_trap' (from 'int')
#include <stdio.h>

static unsigned long __ob_trap above = (unsigned long __ob_trap)-1e309 + 1;

int main(void)
{
	printf("%d\n", above != 0 || above == 0);
	fflush(stdout);
	unsigned char __ob_trap x = (_Bool)0.5 + 255;
	printf("%d\n", x);
	return 0;
}
