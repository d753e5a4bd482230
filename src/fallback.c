/*
 * fallback.c - the report line a failed check writes itself when the
 * program was linked without libobt.
 *
 * An object obtcc made refers to libobt's entry points weakly (rewrite.c),
 * so that it links with any link driver: a Makefile's plain $(CC) link,
 * CMake's compiler launcher, which runs only the compiles through obtcc.
 * Such a program used to die with a bare "Illegal instruction". The unit
 * now carries, in its prelude, what it takes to say why:
 *
 *	x.c:17:11: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
 *
 * the line libobt writes (runtime/report.c), numbers of every width in
 * decimal, written to standard error by the system call itself, so that
 * it needs no C library (and takes no name a program may define). On a
 * system whose call obtcc does not know, the check traps as before. In
 * warn mode each site reports once, as libobt's default does.
 * tests/driver/run holds this text to libobt's, line for line.
 */
#include "obtcc.h"

/* write(2, p, n) as the kernel takes it, for the targets obtcc knows. */
static const char *write_call(void)
{
	if (!target.is_linux)
		return "(void)p; (void)n;";
	switch (target.arch) {
	case ARCH_X86_64:
		return "long r; __asm__ volatile (\"syscall\" : \"=a\"(r) : \"0\"(1L), \"D\"(2L), "
		       "\"S\"(p), \"d\"(n) : \"rcx\", \"r11\", \"memory\"); (void)r;";
	case ARCH_I386:
		return "long r; __asm__ volatile (\"int $0x80\" : \"=a\"(r) : \"0\"(4L), \"b\"(2L), "
		       "\"c\"(p), \"d\"(n) : \"memory\"); (void)r;";
	case ARCH_AARCH64:
		return "register long x0 __asm__(\"x0\") = 2; register const char *x1 __asm__(\"x1\") = p; "
		       "register unsigned long x2 __asm__(\"x2\") = n; register long x8 __asm__(\"x8\") = 64; "
		       "__asm__ volatile (\"svc 0\" : \"+r\"(x0) : \"r\"(x1), \"r\"(x2), \"r\"(x8) : \"memory\");";
	default:
		return "(void)p; (void)n;";
	}
}

/* The helpers the line is built with: text, a value in decimal (16-bit
 * limbs, so that nothing divides wider than 32 bits: no libgcc call),
 * a type as 'name' (aka 'canonical'). */
static const char writer[] =
	"static __attribute__((__unused__)) void __obt_fb_text(char *b, unsigned *n, const char *s)\n"
	"{ for (; s && *s && *n < 480; s++) b[(*n)++] = *s; }\n"
	"static __attribute__((__unused__)) void __obt_fb_uint(char *b, unsigned *n, __obt_bits v)\n"
	"{\n"
	"\tunsigned short l[sizeof v / 2]; char d[48]; unsigned k = 0, i, more;\n"
	"\tfor (i = 0; i < sizeof v / 2; i++) l[i] = (unsigned short)(v >> (16 * i));\n"
	"\tdo { unsigned rem = 0; more = 0;\n"
	"\t\tfor (i = sizeof v / 2; i-- > 0;) { unsigned c = rem << 16 | l[i];"
	" l[i] = (unsigned short)(c / 10); rem = c % 10; more |= l[i]; }\n"
	"\t\td[k++] = (char)('0' + rem); } while (more);\n"
	"\twhile (k && *n < 480) b[(*n)++] = d[--k];\n"
	"}\n"
	"static __attribute__((__unused__)) __obt_bits __obt_fb_canon(const struct __obt_type *t, __obt_bits v)\n"
	"{\n"
	"\tunsigned w = t && t->bits && t->bits <= sizeof v * 8 ? t->bits : sizeof v * 8;\n"
	"\t__obt_bits sign = (__obt_bits)1 << (w - 1), mask = sign | (sign - 1);\n"
	"\tv &= mask; if (t && t->is_signed && (v & sign)) v |= ~mask; return v;\n"
	"}\n"
	"static __attribute__((__unused__)) void __obt_fb_value(char *b, unsigned *n, const struct __obt_type *t,"
	" __obt_bits v)\n"
	"{\n"
	"\tv = __obt_fb_canon(t, v);\n"
	"\tif (t && t->is_signed && (v >> (sizeof v * 8 - 1))) { __obt_fb_text(b, n, \"-\"); v = 0 - v; }\n"
	"\t__obt_fb_uint(b, n, v);\n"
	"}\n"
	"static __attribute__((__unused__)) void __obt_fb_type(char *b, unsigned *n, const struct __obt_type *t)\n"
	"{\n"
	"\t__obt_fb_text(b, n, \"'\"); __obt_fb_text(b, n, t ? t->name : \"?\"); __obt_fb_text(b, n, \"'\");\n"
	"\tif (t && t->aka) { __obt_fb_text(b, n, \" (aka '\"); __obt_fb_text(b, n, t->aka);"
	" __obt_fb_text(b, n, \"')\"); }\n"
	"}\n";

/* The line itself: location, kind, operands, type. An addition's check
 * hands over its wrapped sum (sum != 0): the left operand is rebuilt. */
static const char reporter[] =
	"static __attribute__((__cold__, __noinline__, __unused__)) void __obt_fb_report("
	"const struct __obt_site *s, __obt_bits a, __obt_bits b, int sum, int once)\n"
	"{\n"
	"\tstatic const char *const kinds[] = {\"integer addition overflow\", \"integer subtraction overflow\",\n"
	"\t\t\"integer multiplication overflow\", \"integer division overflow\", \"integer division overflow\",\n"
	"\t\t\"integer negation overflow\", \"integer truncation\"};\n"
	"\tstatic const char *const ops[] = {\" + \", \" - \", \" * \", \" / \", \" % \"};\n"
	"\tchar line[512]; unsigned n = 0;\n"
	"\tconst struct __obt_type *from = s->op == 6 ? s->from : s->type;\n"
	"\tint flips;\n"
	"\tif (once && s->reported && __atomic_exchange_n(s->reported, 1, 0 /* relaxed */)) return;\n"
	"\tif (sum) a = __obt_fb_canon(s->type, a - b);\n"
	"\tflips = s->op == 6 && from && from->is_signed && s->type && !s->type->is_signed &&\n"
	"\t\t(__obt_fb_canon(from, a) >> (sizeof a * 8 - 1));\n"
	"\t__obt_fb_text(line, &n, s->file); __obt_fb_text(line, &n, \":\"); __obt_fb_uint(line, &n, s->line);\n"
	"\tif (s->column) { __obt_fb_text(line, &n, \":\"); __obt_fb_uint(line, &n, s->column); }\n"
	"\t__obt_fb_text(line, &n, \": runtime error: obt: \");\n"
	"\t__obt_fb_text(line, &n, flips ? \"integer sign change\" : kinds[s->op < 7 ? s->op : 6]);\n"
	"\t__obt_fb_text(line, &n, \": \");\n"
	"\tif (s->op == 5) __obt_fb_text(line, &n, \"-(\");\n"
	"\t__obt_fb_value(line, &n, from, a);\n"
	"\tif (s->op == 5) __obt_fb_text(line, &n, \")\");\n"
	"\tif (s->op < 5) { __obt_fb_text(line, &n, ops[s->op]); __obt_fb_value(line, &n, s->type, b); }\n"
	"\t__obt_fb_text(line, &n, \" does not fit \"); __obt_fb_type(line, &n, s->type);\n"
	"\tif (s->op == 6 && s->from) { __obt_fb_text(line, &n, \" (from \"); __obt_fb_type(line, &n, s->from);"
	" __obt_fb_text(line, &n, \")\"); }\n"
	"\tline[n++] = '\\n';\n"
	"\t__obt_fb_write(line, n);\n"
	"}\n";

/*
 * The fallback runs at most once a site, just before the program traps,
 * and only when libobt is missing, yet CC compiled it with the unit's
 * optimization: on a small unit at -O2 that was a third of gcc's time
 * and of clang's (docs/performance.md, "Compile time of a small
 * unit"). So CC compiles it as written.
 */
static const char *unoptimized_begin(void)
{
	return target.is_clang ? "#pragma clang optimize off\n"
			       : "#pragma GCC push_options\n#pragma GCC optimize (\"O0\")\n";
}

static const char *unoptimized_end(void)
{
	return target.is_clang ? "#pragma clang optimize on\n" : "#pragma GCC pop_options\n";
}

const char *fallback_reporter(void)
{
	return str_fmt("%s%sstatic __attribute__((__unused__)) void __obt_fb_write(const char *p, "
		       "unsigned long n)\n{\n\t%s\n}\n%s%s", unoptimized_begin(), writer, write_call(),
		       reporter, unoptimized_end());
}
