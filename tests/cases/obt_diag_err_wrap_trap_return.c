// Returning a wrap value from a function whose result type is trap, or the
// reverse, is an error; returning a cast value is fine.
// compiler: obtcc
// [gcc] compile-error: obt_diag_err_wrap_trap_return.c:14:16: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [clang] compile-error: obt_diag_err_wrap_trap_return.c:14:9: error: assigning to 'int __ob_trap' from 'int __ob_wrap' with incompatible overflow behavior types ('__ob_trap' and '__ob_wrap')
// [gcc] compile-error: obt_diag_err_wrap_trap_return.c:19:16: error: assigning to 'unsigned int __ob_wrap' from 'unsigned char __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_err_wrap_trap_return.c:19:9: error: assigning to 'unsigned int __ob_wrap' from 'unsigned char __ob_trap' with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
int __ob_trap to_trap(int __ob_wrap w);
unsigned __ob_wrap to_wrap(unsigned char __ob_trap t);
int __ob_trap casted(int __ob_wrap w);

int __ob_trap to_trap(int __ob_wrap w)
{
	return w;
}

unsigned __ob_wrap to_wrap(unsigned char __ob_trap t)
{
	return t;
}

int __ob_trap casted(int __ob_wrap w)
{
	return (int __ob_trap)w;
}

int main(void)
{
	return 0;
}
