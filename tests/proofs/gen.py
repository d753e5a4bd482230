#!/usr/bin/env python3
"""Random programs in the shapes obtcc's proofs remove checks from.

    tests/proofs/gen.py SEED > prog.c

Each program holds a few functions long f(long a, long b) built from the
shapes of src/ranges.c, src/relations.c, src/facts.c, src/versioning.c and
src/tallies.c and src/accumulation.c
(a buffer walked by a gap test, a guarded skip, the smaller of a step and
the gap, a counter of rounds, a count-down, a piece of a ring, an index
stepped to a length, an affine index in a counted loop, updates of an
object in memory, an index into a table whose size was computed, counters
in an array, constants on either side of a test, a binary search, a count
of the steps of a variable that moves one way, a sum of bounded steps
in a counted loop, a static helper called after a bounds test, a sum over
a loop that shifts a value down), with random
types, constants and comparisons, some one step past what a proof allows.
main() runs every function from every pair of boundary values and prints
one line per run: the result, or "trap" where a check stopped it.
tests/proofs/run builds each program with and without -fobt-keep-checks:
a proof is sound only if the two print the same lines.
"""
import random
import sys

TYPES = [("u32t", "unsigned int", 32, False), ("u64t", "unsigned long", 64, False),
         ("i32t", "int", 32, True), ("i64t", "long", 64, True)]


def operand(r, ctype):
    """An expression of the inputs a and b, converted to ctype."""
    choices = [
        "(%s)a" % ctype, "(%s)b" % ctype,
        "(%s)(a & 0x%x)" % (ctype, r.choice([0xff, 0xffff, 0x7fffffff])),
        "(%s)(b >> %d)" % (ctype, r.choice([1, 8, 33, 60])),
        "(%s)%d" % (ctype, r.choice([0, 1, 3, 4, 7, 100])),
        "(%s)((unsigned long)a %% %d)" % (ctype, r.choice([5, 41, 4096])),
    ]
    return r.choice(choices)


def small(r):
    return r.choice([1, 2, 3, 4, 5, 8])


def shape_gap_loop(r, t, c):
    head = small(r)
    step = r.choice(["pos += %d;" % r.choice([head, head, head + 1, 1]),
                     "pos += step < len - pos ? step : len - pos;",
                     "pos += step < len - pos ? step : len - pos + %d;" % r.choice([0, 1]),
                     "if (step > len - pos) break; pos += step;",
                     "pos++;"])
    return """	%s len = %s, pos = %s, step = %s;
	unsigned long acc = 0;
	for (int it = 0; it < 40 && len - pos >= %d; it++) {
		acc ^= (unsigned long)(len - pos);
		%s
	}
	return (long)(acc ^ (unsigned long)pos);
""" % (t, operand(r, c), r.choice(["0", "0", operand(r, c)]), operand(r, c), head, step)


def shape_skip(r, t, c):
    past = r.choice(["", "", " + 1"])
    return """	%s len = %s, pos = %s, n = %s;
	if (n %s len - pos%s)
		return -1;
	pos += n;
	return (long)pos;
""" % (t, operand(r, c), operand(r, c), operand(r, c), r.choice([">", ">="]), past)


def shape_counter(r, t, c):
    it, ic = r.choice(TYPES)[:2]
    return """	%s c = %s;
	%s n = (%s)((unsigned long)b %% 41);
	for (%s i = %s; i < n; i++)
		if ((unsigned long)a >> (i & 63) & 1)
			c += %d;
	return (long)c;
""" % (t, r.choice(["0", "0", "7", operand(r, c)]), it, ic, it, r.choice(["0", "0", "n - n", "(%s)1" % ic]),
       r.choice([1, 1, 2, 3]))


def shape_count_down(r, t, c):
    start = r.choice([10, 20, 64])
    return """	%s k = %d;
	unsigned long v = (unsigned long)a;
	do {
		k -= %s;
		v /= %d;
	} while (v && k %s);
	%s
	return (long)(%d - k);
""" % (t, start, r.choice(["1", "1", "2", "(%s)(b & 1)" % c]), r.choice([2, 10]),
       r.choice([">= 2", "!= 0", "> 1"]), r.choice(["", "", "k += (%s)(b & 3);" % c]), start)


def shape_piece(r, t, c):
    return """	%s n = %s, off = %s & 4095;
	%s first = n < 4096 - off ? n : 4096 - off%s;
	return (long)(n - first) + (long)first;
""" % (t, operand(r, c), operand(r, c), t, r.choice(["", "", " + 1"]))


def shape_index(r, t, c):
    return """	%s len = %s, i = %s;
	unsigned long acc = 0;
	for (int it = 0; it < 40 && i != len; it++) {
		acc ^= (unsigned long)(len - i);
		i += %d;
	}
	return (long)(acc ^ (unsigned long)i);
""" % (t, operand(r, c), r.choice(["0", "0", operand(r, c)]), r.choice([1, 1, 1, 2]))


def shape_affine(r, t, c):
    cmp = r.choice(["<", "<="])
    return """	%s lo = %s, k = %s, m = %s;
	%s end = lo + (%s)((unsigned long)b %% 30);
	unsigned long acc = 0;
	for (%s i = lo; i %s end; i++)
		acc ^= (unsigned long)(i * m + k);
	return (long)acc;
""" % (t, operand(r, c), operand(r, c), r.choice(["(%s)3" % c, operand(r, c)]), t, c, t, cmp)


def shape_update(r, t, c):
    """An update of an object in memory, of a narrow type or t."""
    ty = r.choice(["u8t", "s8t", "u16t", "s16t", t])
    ops = []
    for _ in range(3):
        op = r.choice(["|=", "&=", "^=", ">>=", "<<=", "+=", "-=", "*=", "%=", "/="])
        if op in (">>=", "<<="):
            v = r.choice(["(b & 7)", "3", "(int)(b & 15)"])
        elif op in ("%=", "/="):
            v = r.choice(["3", "7", "(b & 7) + 1"])
        else:
            v = r.choice(["1", "0x10", "~0x10", "0x7f", "0x80", "0x100", "(b & 0xff)", "-1"])
        ops.append("\tp->v %s %s;" % (op, v))
    return """	struct { %s v; } s = { 0 };
	__typeof__(s) *volatile p = &s;
	p->v = (%s)(a & 0x3f);
%s
	return (long)p->v;
""" % (ty, c, "\n".join(ops))


def shape_table(r, t, c):
    """An index into a table whose size n * n was computed first."""
    return """	%s n = %s, i = %s, k = %s;
	%s cells = n * n;
	%s
	if (i %s n && k %s n)
		return (long)(cells ^ (i * n + k%s));
	return -1;
""" % (t, operand(r, c), operand(r, c), operand(r, c), t,
       r.choice(["", "", "", "n = (%s)b;" % c, "i += 1;"]), r.choice(["<", "<", "<="]),
       r.choice(["<", "<", "<="]), r.choice(["", "", " + 1", " + n"]))


COUNTERS = [("u8t", "unsigned char", 0, 255), ("s8t", "signed char", -128, 127),
            ("u16t", "unsigned short", 0, 65535), ("u32t", "unsigned int", 0, 2**32 - 1),
            ("i32t", "int", -2**31, 2**31 - 1), ("u64t", "unsigned long", 0, 2**64 - 1)]


def shape_tally(r, t, c):
    """Counters in an array, set by the declaration, a loop or memset, then counted
    into once per round; sometimes a store between or in the loop, a setting
    loop that misses a counter, a start near the maximum."""
    ct, cc, lo, hi = r.choice(COUNTERS)
    it = r.choice(["u32t", "u64t", "i32t", "unsigned", "int"])
    start = lambda: r.choice([0, 0, 1, 5, hi - 3, hi - 40, hi - 300 if hi > 300 else 0])
    setting = ""
    if r.random() < 0.4:
        setting = """	for (int j = %d; j < 4; j++)
		count[j] = %d;
""" % (r.choice([0, 0, 0, 1]), start())
    elif r.random() < 0.5:
        setting = "\t__builtin_memset(count, %s, %s);\n" % (
            r.choice(["0", "0", "0", "1"]), r.choice(["sizeof count", "sizeof count", "3 * sizeof *count"]))
    extra = r.choice(["", "", "", "count[(unsigned long)a %% 4] = (%s)(b & 0x7f);" % cc,
                      "if (a & 1) count[1] = (%s)(b & 0x7f);" % cc])
    inner = r.choice(["", "", "", "if (i == 3) count[0] = (%s)(b & 0x7f);" % cc])
    step = r.choice(["++", "++", "+= 1", "+= 3"])
    update = "count[(unsigned long)a >> (i %% 8 * 8) & 3]%s;" % (step if step == "++" else " " + step)
    return """	%s count[4] = { %d };
%s	%s
	%s n = (%s)((unsigned long)b %% %d);
	for (%s i = 0; i < n; i++) {
		%s
		%s
	}
	return (long)((unsigned long)count[0] ^ (unsigned long)count[1] << 8 ^
		      (unsigned long)count[2] << 16 ^ (unsigned long)count[3] << 24);
""" % (ct, start(), setting, extra, it, it, r.choice([50, 300, 600]), it, update, inner)


def shape_offsets(r, t, c):
    """Constants on either side of a test, then read and stepped past."""
    head = r.choice(["i + %d < n" % small(r), "i + %d <= n" % small(r),
                     "i < n - %d" % small(r), "i + %d < n - %d" % (small(r), small(r)),
                     "n - %d > i" % small(r), "%d + i < n" % small(r)])
    return """	%s n = %s, i = %s;
	unsigned long acc = 0;
	for (int it = 0; it < 40 && %s; it++) {
		acc ^= (unsigned long)((i + %d) ^ (%d + i));
		i += %d;
	}
	return (long)(acc ^ (unsigned long)i);
""" % (t, operand(r, c), r.choice(["0", operand(r, c)]), head, small(r), small(r), small(r))


def shape_search(r, t, c):
    """A binary search: its midpoint, mid + 1, and the ends it moves."""
    mid = r.choice(["lo + (hi - lo) / 2", "lo + ((hi - lo) >> 1)", "((hi - lo) >> %d) + lo" % r.choice([0, 1, 2]),
                    "lo + (hi - lo) / %d" % r.choice([1, 2, 3]), "(lo + hi) / 2", "key + (hi - lo) / 2"])
    head, narrow = r.choice([("lo < hi", "hi = mid;"), ("lo < hi", "hi = mid;"),
                             ("lo <= hi", "hi = mid - 1;"), ("lo != hi", "hi = mid;")])
    return """	%s lo = %s, hi = %s, key = %s;
	for (int it = 0; it < 70 && %s; it++) {
		%s mid = %s;
		if (mid %s key)
			lo = mid + 1;
		else
			%s
	}
	return (long)lo ^ (long)hi;
""" % (t, r.choice(["0", "0", operand(r, c)]), operand(r, c), operand(r, c), head, t, mid,
       r.choice(["<", "<="]), narrow)


def shape_advance(r, t, c):
    """A count of the steps of a variable that moves one way."""
    ct = r.choice(TYPES)[0]
    step = r.choice(["pos += (%s)(1 + (it & %d));" % (t, r.choice([0, 1, 3])),
                     "pos += (%s)(it & 3);" % t, "pos++;", "pos--;",
                     "pos -= (%s)(1 + (it & 1));" % t])
    head = r.choice(["pos < len", "len - pos >= %d" % small(r), "pos != len", "pos > len"])
    count = "nr += %d;" % r.choice([1, 1, 2]) if r.random() < 0.3 else "nr++;"
    first, second = (count, "") if r.random() < 0.25 else ("", count)
    return """	%s len = %s, pos = %s;
	%s nr = %s;
	for (int it = 0; it < 40 && %s; it++) {
		%s
		%s
		%s
	}
	return (long)nr ^ (long)pos;
""" % (t, operand(r, c), r.choice(["0", operand(r, c)]), ct,
       r.choice(["0", "1", "(%s)%s" % (ct, r.choice(["INT_MAX - 2", "-3", "LONG_MAX - 3", "0"]))]),
       head, first, step, second)


def shape_accumulate(r, t, c):
    """A sum of bounded steps, up and down, over a counted loop: the rounds
    from a masked input, the steps from bytes or small constants, the sum
    in its own narrow type or the function's, from 0 or anything."""
    it, ic = r.choice(TYPES)[:2]
    st = r.choice(["u8t", "s8t", "u16t", "s16t", t])
    up = r.choice(["(unsigned char)a", "(signed char)b", "(%s)(b & 3)" % c, "2", "(unsigned short)a"])
    down = r.choice(["", "", "\t\tif (i & 1)\n\t\t\ts -= (unsigned char)(b >> 8);\n",
                     "\t\ts--;\n"])
    return """	%s s = %s;
	%s n = (%s)((unsigned long)b & %d);
	for (%s i = %s; i < n; i++) {
		s += %s;
%s	}
	return (long)s;
""" % (st, r.choice(["0", "0", "1", operand(r, c)]), it, ic, r.choice([3, 15, 63, 255, 257, 1023]),
       it, r.choice(["0", "0", "(%s)1" % ic]), up, down)


def shape_shift(r, t, c):
    """A sum of bounded steps over a loop that shifts a value down to a
    threshold (src/rounds.c), a varint encoder's: in a while loop with the
    shift last or in a for loop's third clause, at times within a counted
    loop, with a step after it; some loops whose shift a `continue` or an
    `if` can skip, or whose signed value never reaches 0, guarded by a
    count of rounds so that they end."""
    vt, vc, bits, signed = r.choice(TYPES)
    st = r.choice(["u8t", "s8t", "u16t", "s16t", t])
    k = r.choice([1, 3, 7, 7, 8, bits - 1])
    thr = r.choice([1, 2, 0x80, 0x80, 0x100, 1000])
    step = r.choice(["(unsigned char)b", "(%s)(b & 3)" % c, "2", "1", "(unsigned short)a",
                     "(signed char)b"])
    cond = r.choice(["v >= %d" % thr, "v > %d" % (thr - 1), "%d <= v" % thr, "v != 0 && g < 70",
                     "v && g < 70"])
    lines = []
    if r.random() < 0.4:
        lines.append("for (int j = 0; j < (int)(b & 3); j++) {")
        indent = "\t"
    else:
        lines.append("{")
        lines.append("\tint j = 0;")
        indent = "\t"
    if r.random() < 0.3:
        lines.append(indent + "for (v = (%s)(a >> j); %s; v >>= %d) {" % (vc, cond, k))
        shift = []
    else:
        lines.append(indent + "v = (%s)(a >> j);" % vc)
        lines.append(indent + "while (%s) {" % cond)
        shift = r.choice([["v >>= %d;" % k], ["v >>= %d;" % k], ["if (g != 2)", "\tv >>= %d;" % k]])
    lines.append(indent + "\tg++;")
    lines.append(indent + "\ts += %s;" % step)
    if r.random() < 0.25:
        lines += [indent + "\tif (g == 3)", indent + "\t\tcontinue;"]
    lines += [indent + "\t" + line for line in shift]
    lines.append(indent + "}")
    if r.random() < 0.4:
        lines.append(indent + "s += %s;" % step)
    lines.append("}")
    return """	%s s = %s;
	%s v;
	int g = 0;
%s
	return (long)s + g;
""" % (st, r.choice(["0", "0", "1", operand(r, c)]), vt, "\n".join("\t" + line for line in lines))


# Static helpers the shapes call, written around the functions: (prototype,
# definition, before the callers or after them).
HELPERS = []


def shape_call(r, t, c):
    """A static helper called by name after a bounds test (its parameter
    gets what the calls pass: src/summaries.c), its results summed over a
    few rounds; at times its address taken too, a call of itself with a
    larger value, or a bound one past what its product holds."""
    name = "h%d" % len(HELPERS)
    hi = r.choice([3, 255, 65535, 2147483647, 4294967295])
    mul = r.choice([2, 3, 65537, 2147483648])
    recurse = r.random() < 0.3
    taken = r.random() < 0.2
    before = r.random() < 0.5
    proto = "static %s %s(%s x, int n);\n" % (t, name, t)
    body = "static %s %s(%s x, int n)\n{\n" % (t, name, t)
    if recurse:
        body += "\tif (n > 0)\n\t\treturn %s(x + %d, n - 1);\n" % (name, r.choice([1, 1000, 65536]))
    body += "\treturn x * %d;\n}\n" % mul
    if taken:
        proto += "static %s (*const p%s)(%s, int) = %s;\n" % (t, name, t, name)
    HELPERS.append((proto, body, before))
    via_pointer = "\tif (b < 0)\n\t\treturn (long)p%s((%s)(b & 0xffff), 0);\n" % (name, t) if taken else ""
    return """	if (a < 0 || a > %dL)
		return -1;
%s	%s s = 0;
	for (int i = 0; i < (int)(b & 3); i++)
		s += %s((%s)a, %s);
	return (long)s;
""" % (hi, via_pointer, t, name, t, "(int)(b & 1)" if recurse else "0")


SHAPES = [shape_gap_loop, shape_skip, shape_counter, shape_count_down, shape_piece, shape_index,
          shape_affine, shape_update, shape_table, shape_tally, shape_offsets, shape_search,
          shape_advance, shape_accumulate, shape_call, shape_shift]

PRELUDE = """#include <limits.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>

typedef unsigned int __ob_trap u32t;
typedef unsigned long __ob_trap u64t;
typedef int __ob_trap i32t;
typedef long __ob_trap i64t;
typedef unsigned char __ob_trap u8t;
typedef signed char __ob_trap s8t;
typedef unsigned short __ob_trap u16t;
typedef short __ob_trap s16t;

static sigjmp_buf recover;

static void on_trap(int sig)
{
	(void)sig;
	siglongjmp(recover, 1);
}
"""

MAIN = """
static const long values[] = {
	0, 1, 2, 3, 4, 5, 7, 40, 255, 4095, 4096, 65535, INT_MAX - 1, INT_MAX,
	(long)UINT_MAX - 1, (long)UINT_MAX, (long)UINT_MAX + 1, LONG_MAX - 1, LONG_MAX,
	LONG_MIN, LONG_MIN + 1, INT_MIN, -1, -2, -5, -4096,
};

int main(void)
{
	static long (*const fns[])(long, long) = { %s };
	signal(SIGILL, on_trap);
	signal(SIGTRAP, on_trap);
	for (unsigned f = 0; f < sizeof fns / sizeof fns[0]; f++)
		for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++)
			for (unsigned j = 0; j < sizeof values / sizeof values[0]; j++) {
				if (sigsetjmp(recover, 1) == 0)
					printf("f%%u %%u %%u %%ld\\n", f, i, j, fns[f](values[i], values[j]));
				else
					printf("f%%u %%u %%u trap\\n", f, i, j);
			}
	return 0;
}
"""


def main():
    r = random.Random(int(sys.argv[1]))
    out = [PRELUDE]
    names = []
    functions = []
    for k in range(6):
        t, c, _, _ = r.choice(TYPES)
        body = r.choice(SHAPES)(r, t, c)
        names.append("f%d" % k)
        functions.append("\nstatic long f%d(long a, long b)\n{\n%s}\n" % (k, body))
    out += [proto for proto, _, _ in HELPERS]
    out += ["\n" + body for _, body, before in HELPERS if before]
    out += functions
    out += ["\n" + body for _, body, before in HELPERS if not before]
    out.append(MAIN % ", ".join(names))
    sys.stdout.write("".join(out))


main()
