// overflow_behavior needs its argument: without parentheses and with empty
// ones it is an error.
// compiler: obtcc
// compile-error: obt_diag_err_attribute_no_argument.c:6:28: error: 'overflow_behavior' attribute takes one argument
// compile-error: obt_diag_err_attribute_no_argument.c:7:28: error: 'overflow_behavior' attribute takes one argument
typedef int __attribute__((overflow_behavior)) a;
typedef int __attribute__((overflow_behavior())) b;

int main(void)
{
	return 0;
}
