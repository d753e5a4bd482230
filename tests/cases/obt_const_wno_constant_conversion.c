// -Wno-constant-conversion silences obtcc's constant-conversion warning
// for trap types; the conversion is still checked at run time.
// compiler: obtcc
// cflags: -Wno-constant-conversion
// compile-silent: yes
// exit: trap
// stderr: integer truncation: 100000 does not fit 'short __ob_trap' (from 'int')
#include <stdio.h>

int main(void)
{
	short __ob_trap s = (int)100000;

	printf("%d\n", s);
	return 0;
}
