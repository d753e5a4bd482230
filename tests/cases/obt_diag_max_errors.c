// -fmax-errors=N counts obtcc's errors and CC's together, and obtcc stops
// at it in gcc's words (it used to stop at 20 whatever gcc's setting, in
// clang's words).
// compiler: obtcc
// only-cc: gcc
// cflags: -fmax-errors=1
// compile-error: obt_diag_max_errors.c:13:27: error: assigning to 'int __ob_trap' from 'int __ob_wrap'
// compile-error: compilation terminated due to -fmax-errors=1.
// compile-not: undeclared
int f(void)
{
	int __ob_wrap w = 1;
	int __ob_trap t = w;
	return undeclared + t;
}
