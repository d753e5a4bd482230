// gcc counts columns as they show (-fdiagnostics-column-unit=display, the
// default): a tab reaches the next multiple of 8, so a tab-indented `w = t;`
// is at column 13 for gcc, where clang (bytes) says 6. obtcc's diagnostics
// count as CC does.
// compiler: obtcc
// [gcc] compile-error: obt_diag_column_tab.c:12:13: error: assigning to 'int __ob_wrap' from 'int __ob_trap'
// [clang] compile-error: obt_diag_column_tab.c:12:6: error: assigning to 'int __ob_wrap' from 'int __ob_trap'
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
