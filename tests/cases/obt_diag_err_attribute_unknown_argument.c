// An unknown behaviour name is an error, as an identifier and as a string;
// so is an argument that is neither. (obt: "saturate" is accepted, Clang
// rejects it.)
// compiler: obtcc
// compile-error: obt_diag_err_attribute_unknown_argument.c:8:46: error: 'not_real' is not a valid argument to attribute 'overflow_behavior'
// compile-error: obt_diag_err_attribute_unknown_argument.c:9:46: error: 'Trap' is not a valid argument to attribute 'overflow_behavior'
// compile-error: obt_diag_err_attribute_unknown_argument.c:10:46: error: 'overflow_behavior' attribute requires an identifier or a string
typedef int __attribute__((overflow_behavior(not_real))) a;
typedef int __attribute__((overflow_behavior("Trap"))) b;
typedef int __attribute__((overflow_behavior(1))) c;
typedef int __attribute__((overflow_behavior("saturate"))) d;

int main(void)
{
	return 0;
}
