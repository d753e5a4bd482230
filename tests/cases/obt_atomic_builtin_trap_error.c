// GCC's atomic add and subtract builtins wrap around inside the builtin,
// where no check can go: on a trap object obtcc would let an overflow pass
// unchecked, so it is an error with a note on the checked spellings. On a
// wrap object wrap-around is what the type says, and the bitwise ones
// never overflow: no diagnostic.
// compiler: obtcc
// [gcc] compile-error: obt_atomic_builtin_trap_error.c:16:9: error: '__atomic_fetch_add' on 'unsigned int __ob_trap' wraps around unchecked
// [clang] compile-error: obt_atomic_builtin_trap_error.c:16:2: error: '__atomic_fetch_add' on 'unsigned int __ob_trap' wraps around unchecked
// compile-error: note: write the update as a compare-exchange loop around the checked operation, or declare the object _Atomic and write x += v
// [gcc] compile-error: obt_atomic_builtin_trap_error.c:17:9: error: '__sync_sub_and_fetch' on 'unsigned char __ob_trap' wraps around unchecked
// [clang] compile-error: obt_atomic_builtin_trap_error.c:17:2: error: '__sync_sub_and_fetch' on 'unsigned char __ob_trap' wraps around unchecked
// compile-not: obt_atomic_builtin_trap_error.c:18:
// compile-not: obt_atomic_builtin_trap_error.c:19:
void f(unsigned __ob_trap *t, unsigned char __ob_trap *c, unsigned __ob_wrap *w)
{
	__atomic_fetch_add(t, 1, __ATOMIC_SEQ_CST);
	__sync_sub_and_fetch(c, 1);
	__atomic_fetch_add(w, 1, __ATOMIC_SEQ_CST);
	__atomic_fetch_or(t, 1, __ATOMIC_SEQ_CST);
}
