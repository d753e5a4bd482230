// ckd_add/sub/mul (C23) and check_add/sub/mul_overflow (Linux) store the
// wrapped result and return true on overflow, exact for mixed types; the
// compiler's own <stdckdint.h>, where it exists, may come after obt.h.
// compile-silent: yes
// stdout: ok 18 checks
#include <limits.h>
#include <stdio.h>
#include <obt.h>
#ifdef __has_include
#if __has_include(<stdckdint.h>)
#include <stdckdint.h>
#endif
#endif

static int checks, failures;

#define EXPECT(call, want_flag, r, want) do {				\
		_Bool flag = call;					\
		checks++;						\
		if (flag != (want_flag) || (r) != (want)) {		\
			failures++;					\
			fprintf(stderr, "FAIL line %d: %s gave %d, %lld\n", \
				__LINE__, #call, flag, (long long)(r));	\
		}							\
	} while (0)

int main(void)
{
	unsigned char u8;
	int i;
	unsigned u;
	long long ll;

	EXPECT(ckd_add(&u8, 200, 55), 0, u8, 255);
	EXPECT(ckd_add(&u8, 200, 56), 1, u8, 0);
	EXPECT(ckd_add(&u, -1, 2u), 0, u, 1);
	EXPECT(ckd_sub(&u, 1, 2), 1, u, UINT_MAX);
	EXPECT(ckd_sub(&i, INT_MIN, 1), 1, i, INT_MAX);
	EXPECT(ckd_sub(&ll, 0ULL, 1ULL << 63), 0, ll, LLONG_MIN);
	EXPECT(ckd_mul(&i, 65536, 32768), 1, i, INT_MIN);
	EXPECT(ckd_mul(&i, -65536, 32768), 0, i, INT_MIN);
	EXPECT(ckd_mul(&u8, 16, 16), 1, u8, 0);
	EXPECT(check_add_overflow(200, 55, &u8), 0, u8, 255);
	EXPECT(check_add_overflow(INT_MAX, 1, &i), 1, i, INT_MIN);
	EXPECT(check_add_overflow(-5, 10u, &i), 0, i, 5);
	EXPECT(check_sub_overflow(5u, 10, &i), 0, i, -5);
	EXPECT(check_sub_overflow(5u, 10, &u), 1, u, UINT_MAX - 4);
	EXPECT(check_sub_overflow(LLONG_MIN, 1, &ll), 1, ll, LLONG_MAX);
	EXPECT(check_mul_overflow(-1, UINT_MAX, &ll), 0, ll, -(long long)UINT_MAX);
	EXPECT(check_mul_overflow(-1, 1u, &u), 1, u, UINT_MAX);
	EXPECT(check_mul_overflow(1 << 30, 4, &ll), 0, ll, 1LL << 32);
	if (failures) {
		fprintf(stderr, "%d of %d checks failed\n", failures, checks);
		return 1;
	}
	printf("ok %d checks\n", checks);
	return 0;
}
