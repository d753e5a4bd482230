// The keywords sit wherever const may sit: before or after the type, in a
// typedef, a struct member (also a bit-field), a parameter, a return type,
// an array element, the pointee of a pointer, the return type of a
// function pointer, and a cast. Each position gives the same type.
// compiler: obtcc
// compile-silent: yes
// stdout: trap trap trap trap
// stdout: wrap wrap wrap wrap wrap
// stdout: trap wrap trap wrap
// stdout: -2147483648 -2 -2147483648 -2147483648
// stdout: 4294967295 0
#include <limits.h>
#include <stdio.h>

#define KIND(x) _Generic((x), int: "int", int __ob_wrap: "wrap", int __ob_trap: "trap", \
			 unsigned __ob_wrap: "uwrap", default: "other")

typedef unsigned u32;
typedef int __ob_trap int_trap;
struct pair {
	int __ob_trap t;
	__ob_wrap int w;
	unsigned __ob_wrap bits : 4;
};

static int __ob_wrap arr[2] = { INT_MAX, 0 };

static __ob_wrap int twice(int __ob_wrap x)
{
	return x * 2;
}

static int __ob_wrap (*fp)(int __ob_wrap) = twice;

int main(void)
{
	volatile int big = INT_MAX;
	int __ob_trap a = 1;
	__ob_trap int b = 2;
	int_trap c = 3;
	u32 __ob_wrap u = 0;
	u32 __ob_wrap *pu = &u;
	int const __ob_wrap cw = 4;
	__ob_wrap const int wc = 5;
	struct pair p = { 1, INT_MAX, 15 };
	int __ob_trap *pt = &p.t;

	printf("%s %s %s %s\n", KIND(a), KIND(b), KIND(c), KIND(*pt));
	printf("%s %s %s %s %s\n", KIND(cw), KIND(wc), KIND(arr[0]), KIND(fp(1)), KIND(p.w));
	printf("%s %s %s %s\n", KIND((__ob_trap int)big), KIND((int __ob_wrap)big),
	       KIND(p.t), KIND(twice(1)));
	printf("%d %d %d %d\n", arr[0] + 1, fp(big), p.w + 1, (int __ob_wrap)big + 1);
	*pu -= 1;
	p.bits += 1;
	printf("%u %u\n", u, p.bits);
	return a + b + c + cw + wc + *pt != 16;
}
