// Where C computes a value at compile time, a trap type's conversion that
// fails has no value (run time would fail it every time), so a static
// assertion, an enumerator, an array bound and __builtin_choose_expr
// cannot pass on a value run time never gives. Before, the assertion
// passed on the wrapped 4294967295 while the same cast trapped at run
// time. Each is an error naming the conversion.
// compiler: obtcc
// compile-error: obt_const_compile_time_agrees.c:15:23: error: cast from 'int' to 'u32t' (aka 'unsigned int __ob_trap') in a constant expression changes value from -1 to 4294967295
// compile-error: obt_const_compile_time_agrees.c:16:17: error: cast from 'int' to 'u8t' (aka 'unsigned char __ob_trap') in a constant expression changes value from 300 to 44
// compile-error: obt_const_compile_time_agrees.c:17:19: error: cast from 'int' to 'u8t' (aka 'unsigned char __ob_trap') in a constant expression changes value from -2 to 254
// compile-error: obt_const_compile_time_agrees.c:18:53: error: cast from 'int' to 'u32t' (aka 'unsigned int __ob_trap') in a constant expression changes value from -1 to 4294967295
typedef unsigned __ob_trap u32t;
typedef unsigned char __ob_trap u8t;

_Static_assert(((u32t)(-1)) > 0, "the kernel's is_signed_type(u32t)");
enum { E = (u8t)300 };
static int a[(u8t)-2 > 1];
int pick(void) { return __builtin_choose_expr((u32t)-1 > 0, 1, 2); }
