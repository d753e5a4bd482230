// The front end types GNU C in a unit that obtcc rewrites (it has an OBT
// operation), and the program behaves as C says: statement expressions,
// typeof, __auto_type, nested functions, computed goto, case ranges, range
// designators, zero-length and flexible arrays, __label__, asm goto,
// _Static_assert, _Generic, __int128, vector types, K&R definitions.
// compiler: obtcc
// cflags: -std=gnu11 -Wno-old-style-definition
// skip-cc: clang
// stdout: 10 7 2 12 2 1 6 170141183460469231731687303715884105727 6 15 9 0
#include <stdio.h>
#include <stddef.h>

struct flex { int n; int v[]; };
struct zero { int n; int v[0]; };
typedef int v4si __attribute__((vector_size(16)));

static int knr(a, b)
	int a;
	char b;
{
	return a + b;
}

static int classify(int c)
{
	switch (c) {
	case 0 ... 9: return 1;
	case 'a' ... 'z': return 2;
	default: return 3;
	}
}

int main(void)
{
	int __ob_trap total = 0;
	int add(int x) { return x + 3; }	/* nested function */
	int arr[10] = {[0 ... 4] = 1, [5 ... 9] = 2};
	void *targets[] = {&&one, &&two};
	int picked = 0;
	__auto_type sum = ({ int s = 0; for (int i = 0; i < 10; i++) s += arr[i]; s; }) - 5;
	typeof(sum) again = add(4);
	goto *targets[1];
one:
	picked = 1;
two:
	picked += 2;
	{
		__label__ out;
		int k = 0;
		asm goto ("" : : : : out);
		k = 1;
out:
		total = k + 5;
	}
	_Static_assert(sizeof(struct zero) == sizeof(int), "zero-length array");
	_Static_assert(offsetof(struct flex, v) == sizeof(int), "flexible array");
	__int128 big = ((__int128)1 << 126) - 1 + ((__int128)1 << 126);
	v4si v = {1, 2, 3, 4};
	v = v * 2;
	int g = _Generic(total, int __ob_trap: 9, default: 0);
	total = total + 1;
	char line[64];
	snprintf(line, sizeof line, "%d %d %d %d %d %d", sum, again, picked, add(9),
		 classify('q'), classify(5));
	char big_text[64], *p = big_text + sizeof big_text;
	*--p = 0;
	for (unsigned __int128 u = big; u; u /= 10)
		*--p = '0' + (int)(u % 10);
	printf("%s %d %s %d %d %d %d\n", line, (int)total - 1, p, v[2], knr(10, 5), g, big < 0);
	return 0;
}
