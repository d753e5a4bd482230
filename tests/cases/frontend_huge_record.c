// A record that takes nearly all of a 64-bit address space (GCC's torture
// test 991014-1): its layout counts bits, which overflowed a long (found
// under UBSan by the fuzzer's seeds). obtcc's own sizeof and offsetof must
// be gcc's, or its static assertions fail. Clang rejects arrays this large.
// compiler: obtcc
// only-cc: gcc
#define BUFSIZE ((1L << (8 * sizeof(__SIZE_TYPE__) - 2)) - 256)

struct huge {
	short buf[BUFSIZE];
	int a, b, c, d;
};

_Static_assert(sizeof(struct huge) == 2 * BUFSIZE + 16, "size of the record");
_Static_assert(__builtin_offsetof(struct huge, d) == 2 * BUFSIZE + 12, "offset of d");

int main(void)
{
	int __ob_trap one = 1;
	return one - 1;
}
