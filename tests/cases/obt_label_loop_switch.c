// Labelled checks inside a for loop and inside a switch case jump out of
// the loop or switch to the label; the sum keeps its last good value.
// compiler: obtcc
// modes: trap trap-quiet warn none
// [none] cflags: -fwrapv -Wno-unused-label
// stdout: sum = 2147483640 at i = 8
// stdout: case 2: 1073741824 overflows
// stdout: case 1: 11
// [none] stdout: sum = -16
// [none] stdout: case 2: -2147483648
// [none] stdout: case 1: 11
// [warn] stderr: integer addition overflow: 2147483640 + 268435455 does not fit 'int __ob_trap'
// [warn] stderr: integer multiplication overflow: 1073741824 * 2 does not fit 'int __ob_trap'
// [trap] stderr-not: obt
// [trap-quiet] stderr-not: obt
// [none] stderr-not: obt
#include <stdio.h>

static void loop(void)
{
	int __attribute__((overflow_behavior(trap, full))) sum = 0;
	int i;

	for (i = 0; i < 16; i++)
		sum += 0x0fffffff;
	printf("sum = %d\n", sum);
	return;
full:
	printf("sum = %d at i = %d\n", sum, i);
}

static void pick(int which, int v)
{
	int __attribute__((overflow_behavior(trap, bad))) x = v;

	switch (which) {
	case 1:
		x = x + 10;
		printf("case 1: %d\n", x);
		break;
	case 2:
		x = x * 2;
		printf("case 2: %d\n", x);
		break;
	}
	return;
bad:
	printf("case %d: %d overflows\n", which, x);
}

int main(void)
{
	loop();
	pick(2, 1 << 30);
	pick(1, 1);
	return 0;
}
