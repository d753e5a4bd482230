// Without -fsanitize-undefined-ignore-overflow-pattern=, Clang's command
// line excludes no idiom: the overflow test itself is checked.
// compiler: obtcc
// cflags: -Xclang -fexperimental-overflow-behavior-types -fsanitize=unsigned-integer-overflow
// cflags: -fobt-runtime=ubsan -Wno-missing-prototypes
// stdout: add 17:8
// stdout: wrapped
#include <limits.h>
#include <stdio.h>

struct location { const char *file; unsigned int line, column; };
struct overflow_data { struct location loc; void *type; };

int main(void)
{
	volatile unsigned int __ob_trap a = UINT_MAX, b = 1;
	if (a + b < a)
		puts("wrapped");
	return 0;
}

void __ubsan_handle_add_overflow(void *data, void *lhs, void *rhs)
{
	struct overflow_data *d = data;
	(void)lhs;
	(void)rhs;
	printf("add %u:%u\n", d->loc.line, d->loc.column);
}
