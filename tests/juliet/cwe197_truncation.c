// CWE-197, numeric truncation: an int larger than a short is stored in one.
// hostile: 70000
#include "juliet.h"

int main(int argc, char **argv)
{
	int data = source(argc, argv, 70000);
	short stored = 0;
#ifdef GOOD
	if (data >= SHRT_MIN && data <= SHRT_MAX)
		stored = data;
#else
	stored = data;	/* sink */
#endif
	printf("%d\n", stored);
	return 0;
}
