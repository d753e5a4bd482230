// As in Linux, ignoring the answer of check_add_overflow is a warning.
// cflags: -Wno-error
// compile-warning: ignoring return value
#include <obt.h>

static int sum(int a, int b)
{
	int r;

	check_add_overflow(a, b, &r);
	return r;
}

int main(void)
{
	return sum(2, 3) != 5;
}
