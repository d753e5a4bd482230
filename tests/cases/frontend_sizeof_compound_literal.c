// sizeof applied to a compound literal and what follows it:
// sizeof (struct s){1, 0}.a is the size of the member, not a cast.
// compiler: obtcc
// cflags: -fobt-check-roundtrip
// stdout: 4 8 2
#include <stdio.h>

struct s { int a; double d; };
int g = sizeof(struct s){1, 0}.a;

int main(void)
{
	short __ob_trap t = 2;
	printf("%d %zu %zu\n", g, sizeof(struct s){1, 2.0}.d, sizeof(short){t});
	return 0;
}
