// Regression: obtcc recursed forever over a struct that reaches itself
// through an array of pointers, when asked whether a type involves an
// overflow behaviour (here: a value of unknown type stored into it).
// compiler: obtcc
// cflags: -c -Wno-implicit-function-declaration -Wno-int-conversion
// compile-only: yes
struct node {
	struct node *kids[2];
	struct node **up;
	int value;
};

struct node *make(void)
{
	struct node *n = __builtin_obtcc_unknown_allocator(sizeof(struct node));
	return n;
}
