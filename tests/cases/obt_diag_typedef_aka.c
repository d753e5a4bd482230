// Regression (fixed in obtcc): obtcc's diagnostics name a typedef without its canonical type;
// Clang (and gcc) write `'u16w' (aka 'unsigned short __ob_wrap')`, which
// is what says the behaviour when the typedef hides it. (Low priority.)
// Smallest reproduction:
//     typedef unsigned short __ob_wrap u16w;
//     void f(unsigned __ob_trap t, u16w w) { w = t; }
//
// A typedef in a diagnostic is followed by its canonical type.
// compiler: obtcc
// [gcc] compile-error: obt_diag_typedef_aka.c:19:13: error: assigning to 'u16w' (aka 'unsigned short __ob_wrap') from 'u32t' (aka 'unsigned int __ob_trap') with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
// [clang] compile-error: obt_diag_typedef_aka.c:19:6: error: assigning to 'u16w' (aka 'unsigned short __ob_wrap') from 'u32t' (aka 'unsigned int __ob_trap') with incompatible overflow behavior types ('__ob_wrap' and '__ob_trap')
typedef unsigned short __ob_wrap u16w;
typedef unsigned __ob_trap u32t;

void f(u32t t, u16w w);

void f(u32t t, u16w w)
{
	w = t;
	(void)w;
}

int main(void)
{
	return 0;
}
