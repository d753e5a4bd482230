// A unit with an error of the overflow behaviour rules and errors of
// plain C reports them all in one build, as CC alone reports every error
// of a unit: obtcc's, then CC's word on the unit as written (an earlier
// obtcc stopped at its first). Where obtcc could not type C that CC
// rejects too (the undeclared name meeting a trap value), CC's words
// replace obtcc's.
// compiler: obtcc
// [gcc] compile-error: obt_diag_every_error.c:21:27: error: assigning to 'int __ob_trap' from 'int __ob_wrap'
// [gcc] compile-error: obt_diag_every_error.c:22:16: error:
// [gcc] compile-error: undeclared (first use in this function)
// [gcc] compile-error: obt_diag_every_error.c:25:22: error: implicit declaration of function
// [gcc] compile-error: obt_diag_every_error.c:26:25: error: expected
// [clang] compile-error: obt_diag_every_error.c:21:20: error: assigning to 'int __ob_trap' from 'int __ob_wrap'
// [clang] compile-error: obt_diag_every_error.c:22:9: error: use of undeclared identifier 'undeclared'
// [clang] compile-error: obt_diag_every_error.c:25:22: error: call to undeclared function
// [clang] compile-error: obt_diag_every_error.c:26:24: error: expected ';'
// compile-not: At top level
int f(void)
{
	int __ob_wrap w = 1;
	int __ob_trap t = w;
	return undeclared + t;
}

int g(void) { return h(); }
int k(void) { int a = 1 return a; }
