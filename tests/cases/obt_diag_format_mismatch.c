// A mismatched format warns as for the plain type, naming the typedef the
// user wrote (CC's own -Wformat diagnostic; the wording is CC's).
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_diag_format_mismatch.c:19:
// compile-warning: long
// compile-warning: wrap_int
// compile-warning: obt_diag_format_mismatch.c:20:
// compile-warning: char *
// compile-warning: wrap_int *
#include <stdio.h>

typedef int __ob_wrap wrap_int;

void f(wrap_int wi);

void f(wrap_int wi)
{
	printf("%ld\n", wi);
	scanf("%s", &wi);
}

int main(void)
{
	return 0;
}
