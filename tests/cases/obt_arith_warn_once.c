// In warn mode each check site reports once, however often it fails; two
// sites report once each. The program counts the lines of its own log
// (OBT_OPTIONS log_path) and shows the wrapped results of every pass.
// compiler: obtcc
// modes: warn
// env: OBT_OPTIONS=log_path=obt_arith_warn_once.log
// stdout: -2147483648 -2147483647 -2147483646
// stdout: 3 truncations stored 44 45 46
// stdout: 2 reports
#include <limits.h>
#include <stdio.h>

int main(void)
{
	volatile int __ob_trap big = INT_MAX;
	unsigned char __ob_trap c[3];
	int r[3], i, lines = 0;
	char line[512];
	FILE *log;

	remove("obt_arith_warn_once.log");
	for (i = 0; i < 3; i++)
		r[i] = big + (i + 1);
	for (i = 0; i < 3; i++)
		c[i] = 300 + i;
	printf("%d %d %d\n", r[0], r[1], r[2]);
	printf("3 truncations stored %d %d %d\n", c[0], c[1], c[2]);
	log = fopen("obt_arith_warn_once.log", "r");
	while (log && fgets(line, sizeof line, log))
		lines++;
	printf("%d reports\n", lines);
	return 0;
}
