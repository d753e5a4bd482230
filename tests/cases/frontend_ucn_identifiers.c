// Identifiers with extended characters: gcc -E spells them as universal
// character names (Lef\U000000e8vre), which are part of the identifier, in
// the middle or at its start, and an annotated one is checked as any other.
// compiler: obtcc
// cflags: -fobt-check-roundtrip
// exit: trap
// stdout: 0.5 2 3
#include <limits.h>
#include <stdio.h>

double привет = 0.5;
int Lefèvre = 2;
int \u00e9t\U000000e9 = 3;

int main(void)
{
	int __ob_trap größe = INT_MAX;

	printf("%g %d %d\n", привет, Lefèvre, été);
	fflush(stdout);
	größe += Lefèvre;	/* traps */
	return größe;
}
