// A loop versioned on a test before it (src/versioning.c) runs as one of
// two copies; a body whose copy would change what it means stays as it
// is. Here a `static` counter: two copies would be two counters, each
// counting only the calls that ran its copy (an earlier obtcc printed
// "12 21846 4": its test for keywords never matched one).
// compiler: obtcc
// modes: trap warn
// stdout: 12 21850 0
#include <stdio.h>

typedef unsigned long __ob_trap u64t;

static __attribute__((noinline)) unsigned long f(unsigned long a, unsigned long b, unsigned long e)
{
	u64t lo = a, m = b, k = a ^ 0x5555;
	u64t end = e;
	unsigned long s = 0;

	for (u64t i = lo; i < end; i++) {
		static int calls;
		calls++;
		s ^= (unsigned long)(i * m + k) + calls;
		if (m > 100)
			break;	/* before i * m overflows: the checked copy runs */
	}
	return s;
}

int main(void)
{
	unsigned long x = f(0, 2, 4);
	unsigned long y = f(0, 1UL << 62, 8);
	unsigned long z = f(0, 2, 4);
	printf("%lu %lu %lu\n", x, y, z);
	return 0;
}
