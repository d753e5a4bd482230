// obtcc's answers about OBT types must be the ones CC acts on. In
// __builtin_choose_expr's condition, __builtin_types_compatible_p of an
// OBT and its plain type is 0 for obtcc; left in the text, CC (which sees
// no OBT) said 1 and took the other branch, the one obtcc had not checked.
// And a _Generic inside typeof inside an association obtcc drops (the
// plain type of a plain type, as the kernel's helpers nest them) left
// edits inside the dropped text: an internal error.
// compiler: obtcc
// exit: trap
// stdout: 2 4
// stderr: runtime error: obt: integer negation overflow
#include <limits.h>
#include <stdio.h>

#define PLAIN(x) __typeof__(_Generic((x), int __ob_trap: (int)0, unsigned __ob_trap: (unsigned)0, default: (x)))
#define ABS(x) __builtin_choose_expr(__builtin_types_compatible_p(__typeof__(x), int),	\
	({ int v = (x); v < 0 ? -v : v; }),						\
	({ int __ob_trap v = (int __ob_trap)(x); v < 0 ? -v : v; }))

static volatile int v_min = INT_MIN;

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	int __ob_trap x = v_min;
	unsigned __ob_trap u = 4;
	PLAIN((PLAIN(u))0) plain = u;
	printf("%d %u\n", __builtin_choose_expr(__builtin_types_compatible_p(__typeof__(x), int), 1, 2),
	       plain);
	return ABS(x);
}
