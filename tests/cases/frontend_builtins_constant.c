// GCC folds bit and byte-swap builtins, __builtin_constant_p and
// __builtin_expect where C wants an integer constant expression: in
// enumerators, bit-field widths, array sizes, case labels and static
// assertions (Linux's cpu_to_be16, ilog2, order_base_2, FIELD_PREP).
// obtcc's own evaluation must agree with GCC's value for each: the values
// are checked against the same builtins computed at run time.
// compiler: obtcc
// cflags: -fobt-check-roundtrip
// stdout: 0 mismatches
#include <stdio.h>

#define ilog2(n) (__builtin_constant_p(n) ? ((n) < 2 ? 0 : 63 - __builtin_clzll(n)) : -1)

enum {
	BS16 = __builtin_bswap16(0x1234), BS32 = __builtin_bswap32(0x12345678u) >> 8,
	CLZ = __builtin_clz(1), CLZL = __builtin_clzl(1), CLZLL = __builtin_clzll(0x100),
	CTZ = __builtin_ctz(8), CTZL = __builtin_ctzl(1ul << 40), CTZLL = __builtin_ctzll(6),
	FFS = __builtin_ffs(0), FFS2 = __builtin_ffs(12), FFSL = __builtin_ffsl((long)(~0ul << 33)),
	FFSLL = __builtin_ffsll(0x80), POP = __builtin_popcount(-1),
	POPL = __builtin_popcountl(0xf0f0ul), POPLL = __builtin_popcountll(-1ll),
	PAR = __builtin_parity(7), PARL = __builtin_parityl(3), PARLL = __builtin_parityll(1),
	CLRSB = __builtin_clrsb(-1), CLRSB2 = __builtin_clrsb(1), CLRSBL = __builtin_clrsbl(-256),
	CP = __builtin_constant_p(3 + 4), EXP = __builtin_expect(5, 0),
	LOG = ilog2(4096), ORDER = ilog2(4097 - 1) + 1,
};
static const unsigned long long bs64 = __builtin_bswap64(0x0102030405060708ull);

struct bits { unsigned f : __builtin_popcount(7); unsigned g : ilog2(8); };
int sized[__builtin_ctz(16)];
_Static_assert(sizeof(sized) == 4 * sizeof(int), "array size");
_Static_assert(__builtin_bswap64(1ull) == 1ull << 56, "bswap64");
_Static_assert(sizeof(struct bits) == sizeof(unsigned), "bit-field widths");

static int __ob_trap near_obt = BS16;

volatile unsigned v16 = 0x1234, v32 = 0x12345678u, v1 = 1, v8 = 8, v0 = 0, v12 = 12, v7 = 7, v3 = 3;
volatile unsigned long long vll = 0x100, v6 = 6, v80 = 0x80, vm1 = -1ll, vff = 0xf0f0ul;
volatile unsigned long vl40 = 1ul << 40, vl33 = ~0ul << 33;
volatile int vi = -1, vi1 = 1, vi256 = -256;

static int mismatches;
static void same(long long obtcc_value, long long gcc_value, const char *what)
{
	if (obtcc_value != gcc_value) {
		printf("%s: %lld, expected %lld\n", what, obtcc_value, gcc_value);
		mismatches++;
	}
}

int main(void)
{
	same(BS16, __builtin_bswap16(v16), "bswap16");
	same(BS32, __builtin_bswap32(v32) >> 8, "bswap32");
	same((long long)bs64, (long long)__builtin_bswap64(0x0102030405060708ull + v0), "bswap64");
	same(CLZ, __builtin_clz(v1), "clz");
	same(CLZL, __builtin_clzl(v1), "clzl");
	same(CLZLL, __builtin_clzll(vll), "clzll");
	same(CTZ, __builtin_ctz(v8), "ctz");
	same(CTZL, __builtin_ctzl(vl40), "ctzl");
	same(CTZLL, __builtin_ctzll(v6), "ctzll");
	same(FFS, __builtin_ffs(v0), "ffs 0");
	same(FFS2, __builtin_ffs(v12), "ffs");
	same(FFSL, __builtin_ffsl(vl33), "ffsl");
	same(FFSLL, __builtin_ffsll(v80), "ffsll");
	same(POP, __builtin_popcount(vi), "popcount");
	same(POPL, __builtin_popcountl(vff), "popcountl");
	same(POPLL, __builtin_popcountll(vm1), "popcountll");
	same(PAR, __builtin_parity(v7), "parity");
	same(PARL, __builtin_parityl(v3), "parityl");
	same(PARLL, __builtin_parityll(v1), "parityll");
	same(CLRSB, __builtin_clrsb(vi), "clrsb -1");
	same(CLRSB2, __builtin_clrsb(vi1), "clrsb 1");
	same(CLRSBL, __builtin_clrsbl(vi256), "clrsbl");
	same(CP, 1, "constant_p");
	same(EXP, 5, "expect");
	same(LOG, 12, "ilog2");
	same(ORDER, 13, "order");
	switch (v8) {
	case __builtin_ctz(256):
		same(v8, 8, "case label");
		break;
	default:
		same(0, 1, "case label");
	}
	printf("%d mismatches\n", mismatches + near_obt - BS16);
	return 0;
}
