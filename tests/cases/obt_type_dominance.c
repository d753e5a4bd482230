// The behaviour of a mixed operation: trap > sat > wrap > none, with the
// usual arithmetic conversions deciding width and signedness: char trap +
// unsigned long is unsigned long trap, unsigned long long wrap + char trap
// is unsigned long long trap, int wrap + unsigned wrap is unsigned wrap,
// u8 wrap + u16 wrap is int wrap. The conditional operator follows the
// same rule. (sat is obt's own.)
// compiler: obtcc
// compile-silent: yes
// stdout: ulong-trap ullong-trap uint-wrap int-wrap
// stdout: trap trap sat sat wrap
// stdout: trap wrap sat trap
#include <stdio.h>

#define KIND(x) _Generic((x), int: "int", int __ob_wrap: "int-wrap", int __ob_trap: "trap",	\
	int __ob_sat: "sat", unsigned __ob_wrap: "uint-wrap",					\
	unsigned long __ob_trap: "ulong-trap", unsigned long long __ob_trap: "ullong-trap",	\
	default: "other")
#define SHORT_KIND(x) _Generic((x), int __ob_wrap: "wrap", int __ob_trap: "trap",	\
	int __ob_sat: "sat", default: "other")

int main(void)
{
	volatile int cond = 1;
	int i = 1;
	int __ob_wrap w = 2;
	int __ob_trap t = 3;
	int __ob_sat s = 4;
	char __ob_trap ct = 5;
	char __ob_wrap cw = 6;
	unsigned long ul = 7;
	unsigned long long __ob_wrap ullw = 8;
	unsigned __ob_wrap uw = 9;
	unsigned char __ob_wrap ucw = 10;
	unsigned short __ob_wrap usw = 11;

	printf("%s %s %s %s\n", KIND(ct + ul), KIND(ullw + ct), KIND(w + uw), KIND(ucw + usw));
	printf("%s %s %s %s %s\n", SHORT_KIND(w + t), SHORT_KIND(s + t), SHORT_KIND(s + w),
	       SHORT_KIND(i + s), SHORT_KIND(i * w));
	printf("%s %s %s %s\n", SHORT_KIND(cond ? cw : t), SHORT_KIND(cond ? cw : 2),
	       SHORT_KIND(cond ? s : w), SHORT_KIND(cond ? s : t));
	return i + w + t + s + ct + cw + (int)ul + (int)ullw + (int)uw + ucw + usw + cond != 67;
}
