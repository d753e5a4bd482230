// CWE-195, signed to unsigned conversion error: a negative int becomes a
// length.
// hostile: -1
#include "juliet.h"

int main(int argc, char **argv)
{
	int data = source(argc, argv, -1);
	unsigned length = 0;
#ifdef GOOD
	if (data >= 0)
		length = data;
#else
	length = data;	/* sink */
#endif
	printf("%u\n", length < 100 ? length : 100);
	return 0;
}
