// A keyword and an attribute naming the same behaviour are accepted with a
// warning that one of them is redundant.
// compiler: obtcc
// cflags: -Wno-error
// compile-warning: obt_diag_warn_redundant_keyword_attribute.c:10:5: warning: redundant overflow behavior specification; both specifier and attribute specify 'trap' [-Wredundant-overflow-behavior]
// compile-warning: obt_diag_warn_redundant_keyword_attribute.c:11:55: warning: redundant overflow behavior specification; both specifier and attribute specify 'wrap' [-Wredundant-overflow-behavior]
// stdout: trap wrap
#include <stdio.h>

int __ob_trap __attribute__((overflow_behavior(trap))) t = 1;
static __attribute__((overflow_behavior("wrap"))) int __ob_wrap w = 2;

int main(void)
{
	printf("%s %s\n", _Generic(t, int __ob_trap: "trap", default: "other"),
	       _Generic(w, int __ob_wrap: "wrap", default: "other"));
	return t + w != 3;
}
