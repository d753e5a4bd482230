// CWE-680, integer overflow to buffer overflow: the byte count of an
// allocation overflows, the buffer is too small for the loop that fills it.
// hostile: 1073741825
#include "juliet.h"

int main(int argc, char **argv)
{
	int count = source(argc, argv, 1073741825);
	int bytes = 0;
#ifdef GOOD
	if (count > 0 && count < INT_MAX / (int)sizeof(int))
		bytes = count * (int)sizeof(int);
#else
	bytes = count * (int)sizeof(int);	/* sink */
#endif
	int *items = bytes > 0 ? malloc(bytes) : NULL;
	printf("%d\n", items != NULL);
	free(items);
	return 0;
}
