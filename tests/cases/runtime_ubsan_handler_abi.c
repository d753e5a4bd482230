// -fobt-runtime=ubsan: failed checks call the UBSan handlers with their
// data laid out as gcc's libubsan and Linux's lib/ubsan.c read it (source
// location, type descriptors with the width in info >> 1 and the sign in
// bit 0, the conversion kind), operands as value handles: the value in a
// pointer-sized word, sign-extended from the descriptor's width when
// signed, a pointer to it when wider. The handlers here decode it as the
// kernel does, and mark a site reported in its data as the kernel does,
// which needs writable data. A labelled check reports, then jumps.
// compiler: obtcc
// cflags: -fobt-runtime=ubsan -Wno-missing-prototypes
// modes: warn
// stdout: add 55:23 'unsigned int __ob_trap' (32 bits, unsigned): 4294967295 + 1
// stdout: sub 56:22 'long long __ob_trap' (64 bits, signed): -9223372036854775807 - 2
// stdout: mul 57:21 'wide_t' (aka '__int128 __ob_trap') (128 bits, signed): 85070591730234615865843651857942052864 * 2
// stdout: negate 58:7 'unsigned long __ob_trap' (64 bits, unsigned): 7
// stdout: divrem 59:12 'int __ob_trap' (32 bits, signed): -2147483648 / -1
// stdout: conversion 60:7 kind 2 'int' (32 bits, signed) -129 to 'signed char __ob_trap' (8 bits, signed) 127
// stdout: conversion 61:7 kind 3 'int __ob_trap' (32 bits, signed) -1 to 'unsigned long' (64 bits, unsigned) 18446744073709551615
// stdout: conversion 62:7 kind 1 'unsigned int __ob_trap' (32 bits, unsigned) 300 to 'unsigned char' (8 bits, unsigned) 44
// stdout: 0 9223372036854775807 1 18446744073709551609 -2147483648 127 18446744073709551615 44
// stdout: add 65:13 'checked_int' (aka 'int __ob_trap') (32 bits, signed): 2147483647 + 1
// stdout: jumped
// stdout: 0 9223372036854775807 1 18446744073709551609 -2147483648 127 18446744073709551615 44
// stdout: jumped
#include <limits.h>
#include <stdio.h>

struct location { const char *file; unsigned int line, column; };
struct type_descriptor { unsigned short kind, info; char name[]; };
struct overflow_data { struct location loc; struct type_descriptor *type; };
struct conversion_data {
	struct location loc;
	struct type_descriptor *from, *to;
	unsigned char kind;
};

typedef __int128 __ob_trap wide_t;
typedef int __attribute__((overflow_behavior(trap, too_big))) checked_int;

static volatile int one = 1, minus = -1;

static int run(void)
{
	volatile unsigned int __ob_trap c = UINT_MAX;
	volatile long long __ob_trap ll = LLONG_MIN + 1;
	volatile wide_t w = (wide_t)1 << 126;
	volatile unsigned long __ob_trap u = 7;
	volatile int __ob_trap i = INT_MIN;
	volatile unsigned int __ob_trap small = 300;
	signed char __ob_trap sc;
	unsigned char uc;
	unsigned long ul;
	volatile checked_int ci = INT_MAX;

	unsigned int sum = c + one;
	long long diff = ll - 2;
	wide_t product = w * 2;
	ul = -u;
	int q = i / minus;
	sc = -129 * one;
	ul = (int __ob_trap)minus;
	uc = small;
	printf("%u %lld %d %lu %d %d %lu %u\n", sum, diff, product < 0,
	       -(unsigned long)7 + 0 * ul, q, sc, ul, uc);
	int r = ci + one;
	return r;
too_big:
	puts("jumped");
	return 0;
}

/* ---- the handlers, decoding as lib/ubsan.c does ---- */

static unsigned int width(const struct type_descriptor *t)
{
	return 1u << (t->info >> 1);
}

static void put_value(const struct type_descriptor *t, void *handle)
{
	unsigned int bits = width(t);
	int is_signed = t->info & 1;
	if (bits > sizeof(void *) * 8) {
		__int128 v = *(__int128 *)handle;
		unsigned __int128 m = v < 0 ? -(unsigned __int128)v : (unsigned __int128)v;
		char digits[50];
		int n = 0;
		do
			digits[n++] = (char)('0' + (int)(m % 10));
		while ((m /= 10));
		if (v < 0)
			putchar('-');
		while (n)
			putchar(digits[--n]);
		return;
	}
	unsigned long word = (unsigned long)handle;
	if (is_signed) {
		unsigned int extra = 64 - bits;
		printf("%lld", (long long)(word << extra) >> extra);
	} else {
		printf("%lu", word);
	}
}

/* The kernel's was_reported(): bit 31 of the line, set in the data. */
static int reported(struct location *loc)
{
	int seen = loc->line >> 31;
	loc->line |= 1u << 31;
	return seen;
}

static void head(const char *what, struct location *loc, const struct type_descriptor *t)
{
	printf("%s %u:%u %s (%u bits, %ssigned)", what, loc->line & ~(1u << 31), loc->column,
	       t->name, width(t), t->info & 1 ? "" : "un");
}

static void binary(const char *what, char op, void *data, void *lhs, void *rhs)
{
	struct overflow_data *d = data;
	if (reported(&d->loc))
		return;
	head(what, &d->loc, d->type);
	printf(": ");
	put_value(d->type, lhs);
	printf(" %c ", op);
	put_value(d->type, rhs);
	putchar('\n');
}

void __ubsan_handle_add_overflow(void *data, void *lhs, void *rhs)
{
	binary("add", '+', data, lhs, rhs);
}

void __ubsan_handle_sub_overflow(void *data, void *lhs, void *rhs)
{
	binary("sub", '-', data, lhs, rhs);
}

void __ubsan_handle_mul_overflow(void *data, void *lhs, void *rhs)
{
	binary("mul", '*', data, lhs, rhs);
}

void __ubsan_handle_divrem_overflow(void *data, void *lhs, void *rhs)
{
	binary("divrem", '/', data, lhs, rhs);
}

void __ubsan_handle_negate_overflow(void *data, void *value)
{
	struct overflow_data *d = data;
	if (reported(&d->loc))
		return;
	head("negate", &d->loc, d->type);
	printf(": ");
	put_value(d->type, value);
	putchar('\n');
}

void __ubsan_handle_implicit_conversion(void *data, void *from, void *to)
{
	struct conversion_data *d = data;
	if (reported(&d->loc))
		return;
	printf("conversion %u:%u kind %d ", d->loc.line & ~(1u << 31), d->loc.column, d->kind);
	printf("%s (%u bits, %ssigned) ", d->from->name, width(d->from),
	       d->from->info & 1 ? "" : "un");
	put_value(d->from, from);
	printf(" to %s (%u bits, %ssigned) ", d->to->name, width(d->to), d->to->info & 1 ? "" : "un");
	put_value(d->to, to);
	putchar('\n');
}

int main(void)
{
	run();
	return run();	/* each site reports once */
}
