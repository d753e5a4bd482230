// CWE-191, integer underflow: a length that may be zero is decremented.
// hostile: 0
#include "juliet.h"

int main(int argc, char **argv)
{
	unsigned data = source(argc, argv, 0);
	unsigned last = 0;
#ifdef GOOD
	if (data > 0)
		last = data - 1;
#else
	last = data - 1;	/* sink */
#endif
	printf("%u\n", last);
	return 0;
}
