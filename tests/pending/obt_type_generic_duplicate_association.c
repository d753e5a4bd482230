// PENDING: obtcc accepts two _Generic associations of the same OBT type
// (`int __ob_trap` and `__ob_trap int`) and silently picks the first; C
// requires a diagnostic (Clang: "type ... in generic association
// compatible with previously specified type").
// Smallest reproduction:
//     int __ob_trap t; int x = _Generic(t, int __ob_trap: 1, __ob_trap int: 2);
// compiler: obtcc
// compile-error: compatible with previously specified type
int __ob_trap t;

int main(void)
{
	return _Generic(t, int: 0, int __ob_trap: 1, __ob_trap int: 2, default: 3);
}
