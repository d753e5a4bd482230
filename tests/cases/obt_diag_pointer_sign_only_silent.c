// A pointer whose pointee differs from an OBT pointee only in signedness
// gets no overflow-behavior diagnostic: with -Wno-pointer-sign the
// conversion is silent, as for plain pointers.
// compiler: obtcc
// cflags: -Wno-pointer-sign
// compile-silent: yes
// stdout: 5
#include <stdio.h>

static unsigned long q(unsigned long __ob_trap *p)
{
	return *p;
}

int main(void)
{
	long s = 5;

	printf("%lu\n", q(&s));
	return 0;
}
