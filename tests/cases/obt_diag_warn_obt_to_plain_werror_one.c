// -Werror=NAME makes only that overflow-behavior-conversion warning an
// error (and turns it on); the others stay off or stay warnings.
// compiler: obtcc
// cflags: -Wno-error -Wimplicit-overflow-behavior-conversion-function-boundary -Werror=implicit-overflow-behavior-conversion-assignment
// [gcc] compile-error: obt_diag_warn_obt_to_plain_werror_one.c:18:21: error: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Werror
// [clang] compile-error: obt_diag_warn_obt_to_plain_werror_one.c:18:14: error: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Werror
// [gcc] compile-error: obt_diag_warn_obt_to_plain_werror_one.c:20:26: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
// [clang] compile-error: obt_diag_warn_obt_to_plain_werror_one.c:20:19: warning: passing argument of type 'int __ob_wrap' to parameter of type 'int' discards overflow behavior at function boundary [-Wimplicit-overflow-behavior-conversion-function-boundary]
static int g(int v)
{
	return v;
}

int f(int __ob_wrap w);

int f(int __ob_wrap w)
{
	int plain = w;

	return plain + g(w);
}

int main(void)
{
	return f(0);
}
