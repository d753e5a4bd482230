/*
 * target.c - what the real compiler says about the target.
 *
 * The driver has CC preprocess a small probe (see driver.c) in front of the
 * unit; its first line carries CC's predefined sizes for the flags in use
 * (-m32, --target, -funsigned-char ...). Nothing about the target comes
 * from obtcc's own build.
 */
#include "obtcc.h"

#include <ctype.h>
#include <stdlib.h>

Target target;

/* __obt_probe(stdc, strict, short, int, long, llong, ptr, float, double,
 *             ldouble, biggest_align, char_unsigned, int128, arch, bitint,
 *             clang, linux); arch is 1 for i386, 2 for x86-64, 3 for AArch64,
 *             else 0 */
void target_from_probe(const char *line, int len)
{
	long v[17] = {0};
	int n = 0;
	const char *p = line, *end = line + len;
	while (p < end && *p != '(')
		p++;
	while (p < end && n < 17) {
		p++;
		while (p < end && isspace((unsigned char)*p))
			p++;
		/* An undefined macro stays a name: it counts as 0. */
		v[n++] = isdigit((unsigned char)*p) ? strtol(p, NULL, 0) : 0;
		while (p < end && *p != ',' && *p != ')')
			p++;
		if (p < end && *p == ')')
			break;
	}
	if (n < 17 || v[3] == 0)
		fatal("cannot read the target from CC's predefined macros (was -undef given?)");
	target.stdc_version = v[0];
	target.strict_iso = v[1];
	target.short_size = v[2];
	target.int_size = v[3];
	target.long_size = v[4];
	target.llong_size = v[5];
	target.ptr_size = v[6];
	target.float_size = v[7];
	target.double_size = v[8];
	target.ldouble_size = v[9];
	target.max_align = v[10];
	target.char_unsigned = v[11];
	target.has_int128 = v[12];
	target.arch = v[13];
	bool i386 = target.arch == ARCH_I386;
	target.has_bitint = v[14] > 0;
	target.is_clang = v[15];
	target.is_linux = v[16];
	target.c23 = target.stdc_version >= 202000;
	/* The i386 SysV ABI aligns 8-byte scalars to 4 inside structs. */
	target.llong_align = i386 ? 4 : target.llong_size;
	target.double_align = i386 ? 4 : target.double_size;
	target.ldouble_align = target.ldouble_size >= 16 ? 16 : i386 ? 4 : target.ldouble_size;
}
