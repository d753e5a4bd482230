// A failing constant conversion that is never evaluated -- under sizeof,
// typeof, or as _Generic's controlling expression -- never fails, so it
// gets no diagnostic.
// compiler: obtcc
// compile-silent: yes
// stdout: 4 4 1
#include <stdio.h>
typedef unsigned __ob_trap u32t;

int main(void)
{
	__typeof__((u32t)-1) t = 4;
	printf("%zu %u %d\n", sizeof((u32t)-1), t,
	       _Generic((u32t)-1, u32t: 1, default: 0));
	return 0;
}
