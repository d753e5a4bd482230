/*
 * freestanding_main.c - a program with no C library at all (x86-64 Linux):
 * its own _start, raw system calls, and libobt-freestanding.a. It proves
 * the freestanding runtime links with nothing else, drops reports until a
 * sink is set, reports once per site in warn mode, and traps.
 *
 * Expected stdout (then death by SIGILL or SIGTRAP):
 *	fs.c:2:5: runtime error: obt: integer addition overflow: 2147483647 + 1 does not fit 'int __ob_trap'
 *	short: fs.c:2:5...
 *	fs.c:4:1: runtime error: obt: integer negation overflow: -(-9223372036854775808) does not fit 'long __ob_trap'
 */
#include <obt_runtime.h>

static long raw_syscall3(long nr, long a, long b, long c)
{
	long ret;

	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "a"(nr), "D"(a), "S"(b), "d"(c)
			 : "rcx", "r11", "memory");
	return ret;
}

static void raw_write(const char *text, size_t len)
{
	raw_syscall3(1, 1, (long)text, (long)len);	/* write(1, text, len) */
}

static void raw_exit(int status)
{
	raw_syscall3(60, status, 0, 0);		/* exit(status) */
	__builtin_unreachable();
}

static const struct obt_type int_trap = { "int __ob_trap", 0, 32, 1 };
static const struct obt_type u8t = { "u8t", "unsigned char __ob_trap", 8, 0 };
static const struct obt_type u128 = { "unsigned __int128", 0, 128, 0 };
static const struct obt_type long_trap = { "long __ob_trap", 0, 64, 1 };

static unsigned char seen_add, seen_conv;
static const struct obt_site add_site = { "fs.c", 2, 5, OBT_OP_ADD, &seen_add, &int_trap, 0 };
static const struct obt_site conv_site = {
	"fs.c", 3, 9, OBT_OP_CONVERT, &seen_conv, &u8t, &u128,
};
static const struct obt_site neg_site = { "fs.c", 4, 1, OBT_OP_NEG, 0, &long_trap, 0 };

void fs_main(void);

void fs_main(void)
{
	struct obt_event ev = { 0, &add_site, 2147483647, 1 };
	char small[12];
	size_t len;

	/* No sink yet: the freestanding default drops the report. */
	__obt_warn(&conv_site, 7, 0);
	obt_set_sink(raw_write);
	__obt_warn(&add_site, 2147483647, 1);
	__obt_warn(&add_site, 2147483647, 1);	/* once per site */
	__obt_warn(&conv_site, ~(obt_bits)0, 0);	/* dropped above, but seen */
	len = obt_format_event(&ev, small, sizeof small);
	raw_write("short: ", 7);
	raw_write(small, len);
	raw_write("\n", 1);
	__obt_trap(&neg_site, (obt_bits)1 << 63, 0);
	raw_exit(0);
}

/* The kernel starts us with a 16-byte aligned stack and no return
 * address; the call makes the alignment what C code expects. */
__asm__(".text\n"
	".globl _start\n"
	"_start:\n"
	"	xor %ebp, %ebp\n"
	"	and $-16, %rsp\n"
	"	call fs_main\n"
	"	ud2\n");
