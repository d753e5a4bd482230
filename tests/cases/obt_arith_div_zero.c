// Division by zero is not an OBT error: obtcc leaves it to the hardware,
// which raises SIGFPE on x86 whatever the mode, with no report.
// compiler: obtcc
// modes: trap warn none
// exit: SIGFPE
// stdout: before
// stderr-not: obt
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap a = 1;
	volatile int __ob_trap z = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	printf("before\n");
	printf("%d\n", a / z);
	return 0;
}
