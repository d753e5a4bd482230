// Audit mode checks the user's plain integers in place: their operands
// are evaluated in the plain text's order too (an earlier obtcc printed
// "4 3 2 1" here, where gcc alone prints "1 2 3 4").
// compiler: obtcc
// cflags: -fobt-default=warn
// stdout: 1 2 3 4 = 1
// stdout: 5 6 = -11
// stderr-not: obt
#include <stdio.h>

static int t(int x)
{
	printf("%d ", x);
	return x;
}

int main(void)
{
	printf("= %d\n", t(1) * t(2) + t(3) - t(4));
	printf("= %d\n", -t(5) - t(6));
	return 0;
}
