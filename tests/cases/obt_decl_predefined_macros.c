// obtcc predefines __OBTCC__ (a positive version number) and
// __OBT_SATURATE__ (1), and obt.h sees OBT support; the keywords need no
// header.
// compiler: obtcc
// cflags: -I../../include
// compile-silent: yes
// stdout: obtcc 1
// stdout: saturate 1
// stdout: supported 1
// stdout: 255
#include <stdio.h>
#include <obt.h>

#if !defined(__OBTCC__) || !defined(__OBT_SATURATE__)
#error "obtcc's macros are missing"
#endif

int main(void)
{
	unsigned char __ob_sat level = 200;

	level += 100;
	printf("obtcc %d\n", __OBTCC__ > 0);
	printf("saturate %d\n", __OBT_SATURATE__);
	printf("supported %d\n", OBT_SUPPORTED);
	printf("%d\n", level);
	return 0;
}
