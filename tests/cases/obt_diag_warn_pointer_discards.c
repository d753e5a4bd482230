// A pointer to an OBT and a pointer to its plain type convert into each
// other with a warning that is on by default
// (-Wincompatible-pointer-types-discards-overflow-behavior), in both
// directions: initialisation, assignment, argument and return. After an
// argument, a note names its parameter, as Clang's does.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_diag_warn_pointer_discards.c:26:37: warning: initializing 'unsigned long __ob_trap *' with an expression of type 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// compile-warning: obt_diag_warn_pointer_discards.c:27:27: warning: initializing 'unsigned long *' with an expression of type 'unsigned long __ob_trap *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [gcc] compile-warning: obt_diag_warn_pointer_discards.c:36:16: warning: returning 'unsigned long __ob_trap *' from a function with result type 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [clang] compile-warning: obt_diag_warn_pointer_discards.c:36:9: warning: returning 'unsigned long __ob_trap *' from a function with result type 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [gcc] compile-warning: obt_diag_warn_pointer_discards.c:41:33: warning: passing 'unsigned long __ob_trap *' to parameter of type 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [clang] compile-warning: obt_diag_warn_pointer_discards.c:41:26: warning: passing 'unsigned long __ob_trap *' to parameter of type 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// compile-warning: obt_diag_warn_pointer_discards.c:29:41: note: passing argument to parameter 'v' here
// [gcc] compile-warning: obt_diag_warn_pointer_discards.c:43:13: warning: assigning to 'unsigned long *' from 'unsigned long __ob_trap *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [clang] compile-warning: obt_diag_warn_pointer_discards.c:43:6: warning: assigning to 'unsigned long *' from 'unsigned long __ob_trap *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [gcc] compile-warning: obt_diag_warn_pointer_discards.c:44:13: warning: assigning to 'unsigned long __ob_trap *' from 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [clang] compile-warning: obt_diag_warn_pointer_discards.c:44:6: warning: assigning to 'unsigned long __ob_trap *' from 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [gcc] compile-warning: obt_diag_warn_pointer_discards.c:45:64: warning: passing 'unsigned long __ob_trap *' to parameter of type 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// [clang] compile-warning: obt_diag_warn_pointer_discards.c:45:57: warning: passing 'unsigned long __ob_trap *' to parameter of type 'unsigned long *' discards overflow behavior [-Wincompatible-pointer-types-discards-overflow-behavior]
// stdout: 1 2 1 2
#include <stdio.h>

static unsigned long x = 1;
static unsigned long __ob_trap y = 2;
static unsigned long __ob_trap *p = &x;
static unsigned long *q = &y;

static unsigned long get(unsigned long *v)
{
	return *v;
}

static unsigned long *plain_ptr(void)
{
	return &y;
}

int main(void)
{
	unsigned long got = get(&y);

	q = &y;
	p = &x;
	printf("%lu %lu %lu %lu\n", *p, *q, (unsigned long)get(p), *plain_ptr() + got - 2);
	return 0;
}
