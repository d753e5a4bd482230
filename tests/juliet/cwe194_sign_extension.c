// CWE-194, unexpected sign extension: a negative short becomes a size.
// hostile: -1
#include "juliet.h"

int main(int argc, char **argv)
{
	short data = source(argc, argv, -1);
	size_t size = 0;
#ifdef GOOD
	if (data > 0)
		size = data;
#else
	size = data;	/* sink */
#endif
	char *buffer = malloc(size + 1);
	if (!buffer)
		return 1;
	memset(buffer, 'A', size);
	buffer[size] = 0;
	printf("%zu\n", strlen(buffer));
	free(buffer);
	return 0;
}
