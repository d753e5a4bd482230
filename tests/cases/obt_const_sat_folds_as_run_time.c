// A constant conversion or operation of a saturating type clamps at
// compile time as it does at run time: obtcc's own evaluation of a static
// assertion used to wrap 300 to 44 and fail an assertion CC passes.
// compiler: obtcc
// stdout: 255 255 4294967295 0
typedef unsigned char __ob_sat u8s;
typedef unsigned __ob_sat u32s;
#include <stdio.h>

_Static_assert((u8s)300 == 255, "conversion clamps");
_Static_assert((u32s)4000000000u + (u32s)4000000000u == 4294967295u, "addition clamps");
_Static_assert(-(u32s)5 == 0, "negation clamps");
static const unsigned folded = (u8s)300;

int main(void)
{
	volatile int big = 300;
	volatile unsigned four = 4000000000u;
	printf("%u %u %u %u\n", folded, (unsigned)(u8s)big, (unsigned)((u32s)four + (u32s)four),
	       (unsigned)-(u32s)four);
	return 0;
}
