// Constant expressions at unsigned __int128's extremes wrap as C says:
// obtcc evaluates them in __int128, where 1 - 2^127, 2^127 + 2^127 and
// -2^127 overflowed its own arithmetic (found by fuzzing; undefined
// behaviour in obtcc, which make check's sanitized obtcc reports).
// compiler: obtcc
// stdout: 8000000000000000 0 7fffffffffffffff 1
#include <stdio.h>

typedef unsigned __int128 u128;
typedef unsigned __int128 __ob_trap u128t;

#define TOP ((u128)1 << 127)

int main(void)
{
	volatile u128t a = 0;
	u128 r = a + ((u128)1 - TOP);
	u128 s = a + (TOP + TOP);
	u128 t = a + (-TOP - 1);

	printf("%llx %llx %llx %d\n", (unsigned long long)(r >> 64), (unsigned long long)(s >> 64),
	       (unsigned long long)(t >> 64), r == (u128)1 - TOP);
	return 0;
}
