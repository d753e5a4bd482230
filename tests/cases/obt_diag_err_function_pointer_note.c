// A function pointer whose parameter or result differs from the function's
// only in overflow behaviour is an error, with a note that says which one
// differs and the pointer type that would take the function.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_function_pointer_note.c:19:27: error: incompatible pointer types initializing 'void (*)(int)' with an expression of type 'void (*)(int __ob_trap)': their overflow behaviors differ
// [clang] compile-error: obt_diag_err_function_pointer_note.c:19:20: error: incompatible pointer types initializing 'void (*)(int)' with an expression of type 'void (*)(int __ob_trap)': their overflow behaviors differ
// [gcc] compile-error: obt_diag_err_function_pointer_note.c:19:27: note: parameter 1 has type 'int __ob_trap' here and 'int' in the pointer's type; declare the pointer as 'void (*)(int __ob_trap)'
// [clang] compile-error: obt_diag_err_function_pointer_note.c:19:20: note: parameter 1 has type 'int __ob_trap' here and 'int' in the pointer's type; declare the pointer as 'void (*)(int __ob_trap)'
// [gcc] compile-error: obt_diag_err_function_pointer_note.c:20:32: note: parameter 2 has type 'long __ob_wrap' here and 'long' in the pointer's type; declare the pointer as 'int (*)(int, long __ob_wrap)'
// [clang] compile-error: obt_diag_err_function_pointer_note.c:20:25: note: parameter 2 has type 'long __ob_wrap' here and 'long' in the pointer's type; declare the pointer as 'int (*)(int, long __ob_wrap)'
// [gcc] compile-error: obt_diag_err_function_pointer_note.c:21:27: note: the result type is 'int __ob_trap' here and 'int' in the pointer's type; declare the pointer as 'int __ob_trap (*)(void)'
// [clang] compile-error: obt_diag_err_function_pointer_note.c:21:20: note: the result type is 'int __ob_trap' here and 'int' in the pointer's type; declare the pointer as 'int __ob_trap (*)(void)'
void sink(int __ob_trap v);
int two(int a, long __ob_wrap b);
int __ob_trap give(void);

void f(void)
{
	void (*fp)(int) = sink;
	int (*gp)(int, long) = two;
	int (*hp)(void) = give;
	(void)fp, (void)gp, (void)hp;
}
