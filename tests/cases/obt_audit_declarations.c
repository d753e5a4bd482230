// Audit mode (-fobt-default=) gives its behaviour where the user's code
// declares an object, a parameter, a result, a member or a typedef of a
// plain integer type; never to bool, plain char or an enumeration, never
// to a pointee, never in a system header (size_t is declared there, the
// object n of type size_t here); a written behaviour stays.
// compiler: obtcc
// cflags: -fobt-default=trap -fobt-dump=types
// compile-warning: : size_t: unsigned long
// compile-warning: obt_audit_declarations.c:24: n: size_t __ob_trap
// compile-warning: obt_audit_declarations.c:25: f: int __ob_trap (int __ob_trap, char, _Bool, signed char __ob_trap)
// compile-warning: obt_audit_declarations.c:26: ev: enum e
// compile-warning: obt_audit_declarations.c:27: sv: struct s
// compile-warning: obt_audit_declarations.c:28: p: unsigned int *
// compile-warning: obt_audit_declarations.c:29: arr: int __ob_trap [2]
// compile-warning: obt_audit_declarations.c:30: count: count_t
// compile-warning: obt_audit_declarations.c:31: w: int __ob_wrap
// compile-warning: obt_audit_declarations.c:32: bits: unsigned char __ob_trap
// stdout: 0
#include <stddef.h>
#include <stdio.h>

typedef unsigned count_t;

size_t n;
int f(int a, char c, _Bool b, signed char s);
enum e { A } ev;
struct s { unsigned x : 3; } sv;
unsigned *p;
int arr[2];
count_t count;
int __ob_wrap w;
unsigned char bits;

int main(void)
{
	printf("%d\n", (int)(n + count + (unsigned)sv.x));
	return 0;
}
