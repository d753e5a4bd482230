// CWE-190, integer overflow: a count read from outside is incremented.
// hostile: 2147483647
#include "juliet.h"

int main(int argc, char **argv)
{
	int data = source(argc, argv, 2147483647);
	int result = 0;
#ifdef GOOD
	if (data < INT_MAX)
		result = data + 1;
#else
	result = data + 1;	/* sink */
#endif
	printf("%d\n", result);
	return 0;
}
