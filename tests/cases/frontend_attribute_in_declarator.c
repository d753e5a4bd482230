// Attributes inside a parenthesised declarator, abstract or not, before
// the '*' (Linux's efi.h: int (__efiapi *fp)(int)): the parenthesis opens a
// nested declarator, not a parameter list, and a behaviour attribute there
// applies to the pointed-to type.
// compiler: obtcc
// cflags: -fobt-check-roundtrip -Wno-attributes
// exit: trap
// stdout: 7 8 9
#include <limits.h>
#include <stdio.h>

static int seven(void) { return 7; }
static int twice(int x) { return 2 * x; }
void *p = (void *)seven;
int (__attribute__((unused)) *fp)(int) = twice;
int (__attribute__((unused)) __attribute__((unused)) *fp2)(int) = twice;
static int (__attribute__((noinline)) *table[2])(void) = {seven, seven};

int __ob_trap *(__attribute__((unused)) *trap_ptr);
int __attribute__((overflow_behavior(trap))) (__attribute__((unused)) *tp);

int main(void)
{
	int a = ((int (__attribute__((noinline)) *)(void))p)();
	int __ob_trap t = 9;
	int __ob_trap *q = &t;

	trap_ptr = &q;
	tp = q;
	printf("%d %d %d\n", a, fp(4) + (fp2 == fp) - 1, **trap_ptr + (table[0] == table[1]) - 1);
	fflush(stdout);
	*tp = INT_MAX;
	return *tp + a;		/* overflows through the pointer */
}
