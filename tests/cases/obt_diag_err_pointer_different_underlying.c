// Pointers to OBTs of different underlying types are incompatible pointers
// as for the plain types: CC's own diagnostic (a warning in gcc 12, an
// error in Clang; an error either way under the runner's -Werror).
// compiler: obtcc
// compile-error: obt_diag_err_pointer_different_underlying.c:13:
// compile-error: incompatible-pointer-types]
int *pi;
unsigned long __ob_trap *pt;
long __ob_wrap *pw;

void f(void)
{
	pi = pt;
	pw = pt;
}

int main(void)
{
	return 0;
}
