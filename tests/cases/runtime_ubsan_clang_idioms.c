// Clang's command line picks the idiom exclusions with
// -fsanitize-undefined-ignore-overflow-pattern=LIST, and without it
// excludes none (Clang's default, not obtcc's): here only the overflow
// test is left alone, and the count-down loop is checked.
// compiler: obtcc
// cflags: -Xclang -fexperimental-overflow-behavior-types -fsanitize=unsigned-integer-overflow
// cflags: -fsanitize-undefined-ignore-overflow-pattern=add-unsigned-overflow-test
// cflags: -fobt-runtime=ubsan -Wno-missing-prototypes
// stdout: wrapped
// stdout: sub 24:10
// stdout: 4294967295
#include <limits.h>
#include <stdio.h>

struct location { const char *file; unsigned int line, column; };
struct overflow_data { struct location loc; void *type; };

int main(void)
{
	volatile unsigned int __ob_trap a = UINT_MAX, b = 1;
	unsigned int __ob_trap n = 2;
	if (a + b < a)
		puts("wrapped");
	while (n--)
		;
	printf("%u\n", n);
	return 0;
}

void __ubsan_handle_sub_overflow(void *data, void *lhs, void *rhs)
{
	struct overflow_data *d = data;
	(void)lhs;
	(void)rhs;
	printf("sub %u:%u\n", d->loc.line, d->loc.column);
}
