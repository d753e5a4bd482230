// (obt) obtcc predefines __OBT_SATURATE__, so obt.h's saturating typedefs
// (u8s, saturating_u32, ...) are real saturating types under obtcc.
// compiler: obtcc
// modes: trap warn
// cflags: -I../../include
// stdout: __OBT_SATURATE__ 1
// stdout: 255 4294967295 -128
// stderr-not: obt
#include <stdio.h>

#include <obt.h>

#ifndef __OBT_SATURATE__
#error "__OBT_SATURATE__ is not defined"
#endif

int main(void)
{
	volatile int k = 300;
	u8s a = k;
	saturating_u32 b = 0xfffffff0u;
	s8s c = -100;

	b += k;
	c -= k;
	printf("__OBT_SATURATE__ %d\n", __OBT_SATURATE__);
	printf("%d %u %d\n", a, b, c);
	return 0;
}
