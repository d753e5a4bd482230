// -fobt-runtime=ubsan in trap mode (or Clang's -fno-sanitize-recover):
// a failed check calls the handler's _abort variant, which reports and
// does not return.
// compiler: obtcc
// cflags: -Xclang -fexperimental-overflow-behavior-types -fsanitize=unsigned-integer-overflow
// cflags: -fno-sanitize-recover=unsigned-integer-overflow
// cflags: -fobt-runtime=ubsan -Wno-missing-prototypes
// exit: 3
// stdout: before
// stdout: mul_abort 23:27 'unsigned int __ob_trap'
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

struct location { const char *file; unsigned int line, column; };
struct type_descriptor { unsigned short kind, info; char name[]; };
struct overflow_data { struct location loc; struct type_descriptor *type; };

int main(void)
{
	volatile unsigned int __ob_trap big = UINT_MAX;
	puts("before");
	unsigned int twice = big * 2;
	printf("after %u\n", twice);
	return 0;
}

void __ubsan_handle_mul_overflow_abort(void *data, void *lhs, void *rhs)
{
	struct overflow_data *d = data;
	(void)lhs;
	(void)rhs;
	printf("mul_abort %u:%u %s\n", d->loc.line, d->loc.column, d->type->name);
	exit(3);
}
