// Regression (fixed in obtcc): obtcc's diagnostic column is wrong (here past the end of the
// line) when a macro on the line expands to the same token as the one
// reported: original_loc() counts occurrences of the token on the
// preprocessed line, where the macro's expansion adds some. Also seen with
// <limits.h>'s INT_MIN under clang: `(int __ob_trap)INT_MIN - 1`.
// Smallest reproduction:
//     #define NEG_BIG (-2147483647 - 1)
//     static int __ob_trap a = (int __ob_trap)NEG_BIG - 1;   /* col 59, want 49 */
//
// The column of an obtcc diagnostic is the reported token's column in the
// original line, macros or not.
// compiler: obtcc
// compile-error: obt_diag_column_macro_token.c:18:49: error: overflow in constant expression: -2147483648 - 1 does not fit 'int __ob_trap'
// compile-error: obt_diag_column_macro_token.c:19:45: error: overflow in constant expression: 2 + 2147483647 does not fit 'int __ob_trap'
#define NEG_BIG (-2147483647 - 1)
#define TWO (1 + 1)

static int __ob_trap a = (int __ob_trap)NEG_BIG - 1;
static int __ob_trap b = (int __ob_trap)TWO + 2147483647;

int main(void)
{
	return a + b;
}
