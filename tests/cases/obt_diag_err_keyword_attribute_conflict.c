// A keyword and an attribute that name different behaviours are an error,
// in either order.
// compiler: obtcc
// compile-error: obt_diag_err_keyword_attribute_conflict.c:7:5: error: conflicting overflow behavior specification; specifier specifies 'trap' but attribute specifies 'wrap'
// compile-error: obt_diag_err_keyword_attribute_conflict.c:8:46: error: conflicting overflow behavior specification; specifier specifies 'trap' but attribute specifies 'wrap'
// compile-error: obt_diag_err_keyword_attribute_conflict.c:9:15: error: conflicting overflow behavior specification; specifier specifies 'sat' but attribute specifies 'trap'
int __ob_trap __attribute__((overflow_behavior(wrap))) a;
__attribute__((overflow_behavior(wrap))) int __ob_trap b;
typedef short __ob_sat __attribute__((overflow_behavior(trap))) c;

int main(void)
{
	return 0;
}
