// With -Werror (the runner's default) the overflow-behavior-conversion
// warnings become errors and the compile fails with status 1, in the
// form CC uses ([-Werror=...] for gcc, [-Werror,-W...] for clang).
// compiler: obtcc
// cflags: -Woverflow-behavior-conversion
// [gcc] compile-error: obt_diag_warn_obt_to_plain_werror.c:12:21: error: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Werror
// [clang] compile-error: obt_diag_warn_obt_to_plain_werror.c:12:14: error: implicit conversion from 'int __ob_wrap' to 'int' during assignment discards overflow behavior [-Werror
int f(int __ob_wrap w);

int f(int __ob_wrap w)
{
	int plain = w;

	return plain;
}

int main(void)
{
	return f(0);
}
