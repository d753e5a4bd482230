// A wrap type on either side turns the conversion check off: an explicit
// (T __ob_wrap) cast is how code says a truncation or sign change is meant,
// and the wrapped value can then go anywhere unchecked.
// compiler: obtcc
// modes: trap trap-quiet warn none
// stdout: 65535 -1 4294967295 65535 255
// stderr-not: obt
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile unsigned __ob_trap big = INT_MAX, max = UINT_MAX;
	volatile int __ob_trap n = -1;
	volatile long long __ob_trap ll = 0x1ff;
	unsigned t = (unsigned short __ob_wrap)big;
	int s = (int __ob_wrap)max;
	unsigned u = (unsigned)(int __ob_wrap)n;
	unsigned short __ob_wrap w = (unsigned short __ob_wrap)big;
	unsigned char c = (unsigned char __ob_wrap)ll;

	printf("%u %d %u %d %d\n", t, s, u, w, c);
	return 0;
}
