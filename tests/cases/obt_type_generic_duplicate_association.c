// Two _Generic associations may not name the same OBT (`int __ob_trap`
// and `__ob_trap int` are one type), as for any C type; `int` next to them
// is a different type and is fine.
// compiler: obtcc
// [gcc] compile-error: obt_type_generic_duplicate_association.c:11:54: error: type 'int __ob_trap' in generic association compatible with previously specified type 'int __ob_trap'
// [clang] compile-error: obt_type_generic_duplicate_association.c:11:47: error: type 'int __ob_trap' in generic association compatible with previously specified type 'int __ob_trap'
int __ob_trap t;

int main(void)
{
	return _Generic(t, int: 0, int __ob_trap: 1, __ob_trap int: 2, default: 3);
}
