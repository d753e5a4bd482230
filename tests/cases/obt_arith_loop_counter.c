// The classic endless loop 'for (u8 i = ...; i <= 255; i++)' stops at the
// first wrap with a trap type: storing 256 into i is a truncation. (In warn
// or none mode the loop would never end, so only the trapping modes run.)
// compiler: obtcc
// modes: trap trap-quiet
// exit: trap
// stdout: 250 251 252 253 254 255
// [trap] stderr: obt_arith_loop_counter.c:18:29: runtime error: obt: integer truncation: 256 does not fit 'unsigned char __ob_trap' (from 'int __ob_trap')
// [trap-quiet] stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int limit = 255;
	unsigned char __ob_trap i;

	setvbuf(stdout, NULL, _IONBF, 0);
	for (i = 250; i <= limit; i++)
		printf(i < limit ? "%d " : "%d\n", i);
	return 0;
}
