// PENDING: with CC=gcc, obtcc's columns count a tab as one column, while
// gcc's own diagnostics (-fdiagnostics-column-unit=display, the default)
// count it up to the next multiple of 8; so in tab-indented code obtcc's
// and gcc's columns for the same line disagree. (Low priority; clang
// counts bytes, as obtcc does.)
// Smallest reproduction: a tab-indented `w = t;` (wrap from trap): obtcc
// says col 6, gcc would say col 13.
//
// With gcc, obtcc's diagnostics use gcc's column unit.
// compiler: obtcc
// only-cc: gcc
// compile-error: obt_diag_column_tab_gcc.c:17:13: error: assigning to 'int __ob_wrap' from 'int __ob_trap'
void f(int __ob_trap t, int __ob_wrap w);

void f(int __ob_trap t, int __ob_wrap w)
{
	w = t;
	(void)w;
}

int main(void)
{
	return 0;
}
