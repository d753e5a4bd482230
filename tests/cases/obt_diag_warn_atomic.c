// _Atomic on an overflow behavior type is an obt extension (its updates are
// checked); Clang 23 rejects it. -Watomic-overflow-behavior, off by
// default, warns where code must also build with Clang.
// compiler: obtcc
// cflags: -Watomic-overflow-behavior -Wno-error
// compile-warning: obt_diag_warn_atomic.c:10:1: warning: '_Atomic' with an overflow behavior type is an obt extension; Clang rejects it [-Watomic-overflow-behavior]
// compile-warning: obt_diag_warn_atomic.c:11:1: warning: '_Atomic' with an overflow behavior type is an obt extension; Clang rejects it [-Watomic-overflow-behavior]
// compile-not: obt_diag_warn_atomic.c:12:
// stdout: 2 3
_Atomic int __ob_trap a = 1;
_Atomic(unsigned __ob_wrap) b = 2;
_Atomic int plain = 3;

int printf(const char *, ...);

int main(void)
{
	a++;
	b++;
	printf("%d %u\n", a, b);
	return plain - 3;
}
