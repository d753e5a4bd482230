// A pointer does not go into an OBT integer implicitly: CC's own
// int-conversion diagnostic, an error under the runner's -Werror.
// compiler: obtcc
// compile-error: obt_diag_err_pointer_to_obt_integer.c:12:
// compile-error: int-conversion]
typedef unsigned long __ob_trap tsz;

int a;

tsz f(tsz off)
{
	tsz bad = &a + off;

	return bad;
}

int main(void)
{
	return 0;
}
