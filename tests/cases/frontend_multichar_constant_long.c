// A character constant longer than int: gcc keeps its last four bytes
// (and warns), obtcc shifted all of them into an __int128, which
// overflowed (found by the fuzzer; the old code fails here under the
// sanitized obtcc of make check).
// compiler: obtcc
// cflags: -w
_Static_assert('abcdefghijklmnopqrstuvwxyz' == 'wxyz', "the last four bytes count");

int main(void)
{
	int __ob_trap c = 'abcdefghijklmnopqrstuvwxyz';
	return c != 'wxyz';
}
