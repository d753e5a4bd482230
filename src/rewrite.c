/*
 * rewrite.c - the text obtcc writes for OBT operations, and the prelude
 * that goes in front of the unit.
 *
 * Every rewrite has one shape: text put around the operands, which stay
 * where they are in the source (they may hold rewrites of their own):
 *
 *   a + b      ->  OPEN a MID b CLOSE      __obt_add_i(a , b, &__obt_s3)
 *   (T)x, x    ->  OPEN x CLOSE            __obt_conv_l_i(x, &__obt_s4)
 *
 * A Template holds OPEN, MID and CLOSE. Checks without a handler label
 * call a static inline helper (one per operation and type, emitted only if
 * the unit uses it); with a label they are GNU statement expressions that
 * `goto` the label, since a function cannot jump into its caller.
 *
 * Helpers test with comparisons or __builtin_*_overflow and call the
 * runtime only on the cold path: __obt_trap (reports, then traps),
 * __obt_warn (reports and returns, so the program goes on with the
 * wrapped value), or nothing but a trap instruction (trap-quiet). They
 * call it through __obt_fail_trap and __obt_fail_warn, which the prelude
 * defines (see runtime_entries[]). With -fobt-runtime=ubsan the cold path
 * is ubsan.c's instead.
 */
#include "obtcc.h"

#include <stdlib.h>
#include <string.h>

/* The kernel's configuration: all four idiom exclusions on. */
ObtOptions obt_opts = {.mode = OBT_MODE_TRAP, .patterns = PAT_ALL};

bool failed_checks_stop(void)
{
	return obt_opts.mode == OBT_MODE_TRAP || obt_opts.mode == OBT_MODE_TRAP_QUIET;
}

/* Type descriptors and sites go into one array each: a function with
 * thousands of checks then takes the address of one object, not of
 * thousands (GCC's points-to analysis is quadratic in them). */
static Buf helpers, type_items;
/* Each site's initializer by id, around the flag warn mode reports it
 * once by, which follows the site's final number (number_sites). */
typedef struct {
	const char *head, *tail;
} SiteItem;
static Vec site_items;		/* SiteItem * */
static int nsites;
static Vec helper_names;
static Vec type_names;		/* "name\tbits" of descriptors made, index = id */
static int next_id;

int fresh_id(void)
{
	return next_id++;
}

/* -fobt-ignore-pattern=LIST (or Clang's flag): all, none (which wins
 * anywhere), or names. */
int ignore_patterns(const char *flag, const char *list)
{
	static const struct { const char *name; int bit; } names[] = {
		{"add-unsigned-overflow-test", PAT_ADD_UNSIGNED_TEST},
		{"add-signed-overflow-test", PAT_ADD_SIGNED_TEST},
		{"negated-unsigned-const", PAT_NEG_UNSIGNED_CONST},
		{"unsigned-post-decr-while", PAT_POST_DECR_WHILE},
		{"all", PAT_ALL},
	};
	int bits = 0;
	bool none = false;
	const char *p = list;
	while (*p) {
		size_t len = strcspn(p, ",");
		bool known = false;
		if (len == 4 && strncmp(p, "none", 4) == 0)
			none = known = true;
		for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
			if (strlen(names[i].name) == len && strncmp(p, names[i].name, len) == 0) {
				bits |= names[i].bit;
				known = true;
			}
		}
		if (!known)
			fatal("unknown pattern '%.*s' in %s (all, none, "
			      "add-unsigned-overflow-test, add-signed-overflow-test, "
			      "negated-unsigned-const, unsigned-post-decr-while)", (int)len, p, flag);
		p += len;
		if (*p == ',')
			p++;
	}
	return none ? 0 : bits;
}

/* ---- type spellings --------------------------------------------------- */

static Type *plain_int(Type *ty)
{
	return strip_ob(unqualified(enum_underlying(ty)));
}

/* A short code for helper names: i, ul, uc, bi17 ... */
static const char *type_code(Type *ty)
{
	ty = plain_int(ty);
	switch (ty->kind) {
	case TY_BOOL: return "b";
	case TY_CHAR: return "c";
	case TY_SCHAR: return "sc";
	case TY_UCHAR: return "uc";
	case TY_SHORT: return "s";
	case TY_USHORT: return "us";
	case TY_INT: return "i";
	case TY_UINT: return "u";
	case TY_LONG: return "l";
	case TY_ULONG: return "ul";
	case TY_LLONG: return "ll";
	case TY_ULLONG: return "ull";
	case TY_INT128: return "i128";
	case TY_UINT128: return "u128";
	case TY_BITINT: return str_fmt("%sbi%d", ty->is_unsigned ? "u" : "", ty->bits);
	default: return "x";
	}
}

const char *c_type(Type *ty)
{
	return type_c_spelling(plain_int(ty));
}

static const char *unsigned_c_type(Type *ty)
{
	ty = plain_int(ty);
	switch (ty->kind) {
	case TY_CHAR: case TY_SCHAR: return "unsigned char";
	case TY_SHORT: return "unsigned short";
	case TY_INT: return "unsigned int";
	case TY_LONG: return "unsigned long";
	case TY_LLONG: return "unsigned long long";
	case TY_INT128: return "unsigned __int128";
	case TY_BITINT: return str_fmt("unsigned _BitInt(%d)", ty->bits);
	default: return c_type(ty);
	}
}


static const char *max_of(Type *ty)
{
	const char *t = c_type(ty);
	if (!is_signed_int(ty))
		return str_fmt("((%s)-1)", t);
	return str_fmt("((%s)(((%s)1 << %d) - 1))", t, unsigned_c_type(ty), int_bits(ty) - 1);
}

static const char *min_of(Type *ty)
{
	if (!is_signed_int(ty))
		return str_fmt("((%s)0)", c_type(ty));
	return str_fmt("((%s)(-%s - 1))", c_type(ty), max_of(ty));
}

/* ---- descriptors and sites ------------------------------------------- */

/* The name a report gives a type: as written (typedef name), with the
 * canonical spelling as "aka". */
static int type_descriptor(Type *ty, int bf_width)
{
	const char *name = type_spelling(ty);
	const char *aka = type_aka(ty);
	int bits = int_bits(ty);
	if (bf_width >= 0) {
		name = str_fmt("%s:%d", name, bf_width);
		bits = bf_width;
	}
	const char *key = str_fmt("%s\t%s\t%d", name, aka ? aka : "", bits);
	for (int i = 0; i < type_names.len; i++)
		if (strcmp(type_names.data[i], key) == 0)
			return i;
	vec_push(&type_names, (void *)key);
	buf_fmt(&type_items, "\t{%s, %s, %d, %d},\n", c_string_literal(name), aka ? c_string_literal(aka) : "0",
		bits, is_signed_int(ty));
	return type_names.len - 1;
}

/* -fmacro-prefix-map=OLD=NEW and its kin, in command-line order: a report
 * names a file as __FILE__ and the debug info do, so that a build in
 * /home/x/src reports src/x.c when told to, and two builds in two places
 * make the same object. */
static Vec prefix_maps;

void add_prefix_map(const char *old_eq_new)
{
	if (strchr(old_eq_new, '='))
		vec_push(&prefix_maps, (void *)old_eq_new);
}

/* As CC does: the last map whose OLD starts the name wins. */
const char *mapped_file_name(const char *file)
{
	for (int i = prefix_maps.len - 1; i >= 0; i--) {
		const char *map = prefix_maps.data[i], *eq = strchr(map, '=');
		size_t n = eq - map;
		if (strncmp(file, map, n) == 0)
			return str_fmt("%s%s", eq + 1, file + n);
	}
	return file;
}

ObtOp obt_op(NodeKind op)
{
	switch (op) {
	case ND_ADD: return OBT_OP_ADD;
	case ND_SUB: return OBT_OP_SUB;
	case ND_MUL: return OBT_OP_MUL;
	case ND_DIV: return OBT_OP_DIV;
	case ND_MOD: return OBT_OP_REM;
	case ND_NEG: return OBT_OP_NEG;
	default: return OBT_OP_CONVERT;
	}
}

/* One site per place, operation and types: the checks a macro's
 * expansions put at one place of its use (a hash round spelled ten
 * times) share it, so that warn mode, libobt and a kernel's UBSan
 * handlers report it once, not once per expansion. */
static Map sites_by_place;

static const char *new_site_data(Token *at, ObtOp op, Type *ty, Type *from, int bf_width)
{
	if (obt_opts.runtime == OBT_RUNTIME_UBSAN)
		return ubsan_site(at, op, ty, from, bf_width);
	int id = nsites++;
	int t = type_descriptor(ty, bf_width);
	const char *src = from ? str_fmt("&__obt_types[%d]", type_descriptor(from, -1)) : "0";
	Loc loc = original_loc(at);
	SiteItem *item = alloc(sizeof(*item));
	item->head = str_fmt("%s, %d, %d, %d", c_string_literal(mapped_file_name(loc.file)),
			     loc.line, loc.col, op);
	item->tail = str_fmt("&__obt_types[%d], %s", t, src);
	vec_push(&site_items, item);
	return str_fmt("__obt_sites[%d]", id);
}

typedef struct {
	Edit *edit;
	int index;		/* in Unit.edits */
} EditAt;

/* Where an edit's text goes: by offset, those at one offset by their
 * order, then the one made first. */
static int by_place_in_text(const void *a, const void *b)
{
	const EditAt *x = a, *y = b;
	if (x->edit->offset != y->edit->offset)
		return x->edit->offset < y->edit->offset ? -1 : 1;
	if (x->edit->order != y->edit->order)
		return x->edit->order < y->edit->order ? -1 : 1;
	return (x->index > y->index) - (x->index < y->index);
}

/* The sites the unit's final text still names, numbered again in the
 * order the text names them (not the order the stages made the edits
 * in, which the proofs change): the proofs take back checks after their
 * sites were made, and a site no check names would cost CC an
 * initializer to read and the object 40 bytes (a unit whose proofs
 * leave one check of 100,000 had 100,000). Rewrites each
 * "__obt_sites[N]" of the edits and returns the items of the sites
 * kept, in their new order, as the array's initializer. */
static char *number_sites(Unit *u)
{
	static const char name[] = "__obt_sites[";
	int *renumbered = alloc(nsites * sizeof(int));	/* new id + 1, 0: unused */
	int kept = 0;
	Buf items = {0};
	EditAt *in_text = alloc((u->edits.len + 1) * sizeof *in_text);
	for (int i = 0; i < u->edits.len; i++)
		in_text[i] = (EditAt){u->edits.data[i], i};
	qsort(in_text, u->edits.len, sizeof *in_text, by_place_in_text);
	for (int i = 0; i < u->edits.len; i++) {
		Edit *e = in_text[i].edit;
		if (!strstr(e->text, name))
			continue;
		Buf text = {0};
		const char *p = e->text, *at;
		while ((at = strstr(p, name))) {
			char *end;
			long id = strtol(at + sizeof(name) - 1, &end, 10);
			if (id < 0 || id >= nsites || *end != ']')
				fatal("internal error: a site reference '%.20s' names no site", at);
			if (!renumbered[id]) {
				renumbered[id] = ++kept;
				SiteItem *item = site_items.data[id];
				if (obt_opts.mode == OBT_MODE_WARN)
					buf_fmt(&items, "\t{%s, &__obt_seen[%d], %s},\n", item->head,
						kept - 1, item->tail);
				else
					buf_fmt(&items, "\t{%s, 0, %s},\n", item->head, item->tail);
			}
			buf_add(&text, p, at - p);
			buf_fmt(&text, "%s%d", name, renumbered[id] - 1);
			p = end;
		}
		buf_str(&text, p);
		e->text = text.data;
	}
	nsites = kept;
	return items.data;
}

const char *new_site(Token *at, ObtOp op, Type *ty, Type *from, int bf_width)
{
	if (obt_opts.mode == OBT_MODE_TRAP_QUIET)
		return NULL;
	Loc loc = original_loc(at);
	const char *place = str_fmt("%s:%d:%d %d %s %s %d", loc.file, loc.line, loc.col, op,
				    type_spelling(ty), from ? type_spelling(from) : "", bf_width);
	void **site = map_slot(&sites_by_place, place, strlen(place));
	if (!*site)
		*site = (void *)new_site_data(at, op, ty, from, bf_width);
	return *site;
}

/* ---- helpers ---------------------------------------------------------- */

static bool helper_needed(const char *name)
{
	for (int i = 0; i < helper_names.len; i++)
		if (strcmp(helper_names.data[i], name) == 0)
			return false;
	vec_push(&helper_names, (void *)name);
	return true;
}

/* ---- calls of the runtime ------------------------------------------- */

/* An object obtcc made must link with any link driver, also one that knows
 * nothing of libobt (CMake's compiler launcher, a Makefile's plain $(CC)
 * link). So it needs no runtime symbol: it refers to libobt's entry points
 * weakly, and a failed check calls them when the link has libobt (obtcc's
 * own link, pkg-config's flags, libobt.so) and otherwise writes the report
 * line itself (fallback.c), then does what the mode means: trap mode
 * traps, warn mode goes on with the wrapped value. The callers are
 * static: nothing here is exported from the object, nor from a shared
 * library made of it. */
static const struct {
	const char *name, *attrs;
	bool sum;		/* hands over an addition's wrapped sum */
	bool stops;
} runtime_entries[] = {
	{"trap", "__noreturn__, __cold__", false, true},
	{"trap_sum", "__noreturn__, __cold__", true, true},
	{"warn", "__cold__", false, false},
	{"warn_sum", "__cold__", true, false},
};
#define N_RUNTIME_ENTRIES (int)(sizeof runtime_entries / sizeof runtime_entries[0])
static bool runtime_entry_used[N_RUNTIME_ENTRIES];

/* The function a failed check calls to reach libobt's __obt_NAME. */
static const char *runtime_entry(const char *name)
{
	for (int i = 0; i < N_RUNTIME_ENTRIES; i++)
		if (strcmp(runtime_entries[i].name, name) == 0)
			runtime_entry_used[i] = true;
	return str_fmt("__obt_fail_%s", name);
}

static void declare_runtime_entries(Buf *b)
{
	bool any = false;
	for (int i = 0; i < N_RUNTIME_ENTRIES; i++)
		any |= runtime_entry_used[i];
	if (any)
		buf_str(b, fallback_reporter());
	for (int i = 0; i < N_RUNTIME_ENTRIES; i++) {
		if (!runtime_entry_used[i])
			continue;
		const char *name = runtime_entries[i].name, *attrs = runtime_entries[i].attrs;
		int sum = runtime_entries[i].sum;
		buf_fmt(b, "__attribute__((__weak__, %s)) void __obt_%s(const struct __obt_site *, "
			"__obt_bits, __obt_bits);\n", attrs, name);
		buf_fmt(b, "static __attribute__((%s)) void __obt_fail_%s(const struct __obt_site *s, "
			"__obt_bits a, __obt_bits b) { if (__obt_%s) __obt_%s(s, a, b); %s }\n",
			attrs, name, name, name, runtime_entries[i].stops
			? str_fmt("__obt_fb_report(s, a, b, %d, 0); __builtin_trap();", sum)
			: str_fmt("else __obt_fb_report(s, a, b, %d, 1);", sum));
	}
}

/* What a failed check of `a op b` in type ty (a conversion of a from
 * `from` to ty) does, in a helper whose site parameter is `s`; for an
 * addition, a is its wrapped sum (the runtime's _sum entries). */
static const char *fail_action(NodeKind op, Type *ty, Type *from, const char *a, const char *b)
{
	const char *sum = op == ND_ADD ? "_sum" : "";
	if (obt_opts.runtime == OBT_RUNTIME_UBSAN) {
		if (op == ND_ADD)
			a = str_fmt("(%s)((%s)%s - (%s)%s)", c_type(ty), unsigned_c_type(ty), a,
				    unsigned_c_type(ty), b);
		return ubsan_fail(obt_op(op), ty, from, "s", a, b);
	}
	switch (obt_opts.mode) {
	case OBT_MODE_WARN:
		return str_fmt("%s(s, (__obt_bits)(%s), (__obt_bits)(%s));",
			       runtime_entry(str_fmt("warn%s", sum)), a, b);
	case OBT_MODE_TRAP_QUIET:
		return "__builtin_trap();";
	default:
		return str_fmt("%s(s, (__obt_bits)(%s), (__obt_bits)(%s));",
			       runtime_entry(str_fmt("trap%s", sum)), a, b);
	}
}

static const char *site_param(void)
{
	if (obt_opts.mode == OBT_MODE_TRAP_QUIET)
		return "";
	return obt_opts.runtime == OBT_RUNTIME_UBSAN ? ", void *s" : ", const struct __obt_site *s";
}

/* What every helper is. __extension__: some compute in __int128, which
 * -pedantic would otherwise reject in a program that never wrote it.
 * With the UBSan runtime (a kernel's) a helper is always inlined, as
 * Clang's checks are: code that may call only what objtool knows to be
 * safe (inside user_access_begin(), in noinstr functions) then calls at
 * most the UBSan handler, never an out-of-line __obt_* function, which
 * GCC would otherwise leave at -Os and in large functions. */
static const char *helper_head(void)
{
	return obt_opts.runtime == OBT_RUNTIME_UBSAN
		       ? "__extension__ static __inline__ __attribute__((__unused__, __always_inline__)) "
		       : "__extension__ static __inline__ __attribute__((__unused__)) ";
}

static const char *op_name(NodeKind op)
{
	switch (op) {
	case ND_ADD: return "add";
	case ND_SUB: return "sub";
	case ND_MUL: return "mul";
	case ND_DIV: return "div";
	case ND_MOD: return "rem";
	case ND_NEG: return "neg";
	default: return "?";
	}
}

/* How `a op b` (or -a) is computed into r for a T after the usual
 * conversions, and the condition under which it does not fit: *pre runs
 * before the test, *post after it. Unsigned + and - are spelled as plain
 * comparisons rather than overflow builtins: GCC's range analysis learns
 * "a >= b" from them and can then drop later checks (the i += 16 after a
 * `n - i >= 16` loop test), which it cannot from the builtin. */
static void overflow_test(NodeKind op, Type *ty, const char *a, const char *b, const char *r,
			  const char **pre, const char **cond, const char **post)
{
	const char *t = c_type(ty);
	*pre = *post = "";
	if (op == ND_ADD && !is_signed_int(ty)) {
		/* r < a, not r < b: GCC reads this one as the carry of the
		 * add, where r < 1 would become a compare with MAX before it */
		*pre = str_fmt("%s = %s + %s;", r, a, b);
		*cond = str_fmt("%s < %s", r, a);
		return;
	}
	if (op == ND_SUB && !is_signed_int(ty)) {
		*cond = str_fmt("%s < %s", a, b);
		*post = str_fmt("%s = %s - %s;", r, a, b);
		return;
	}
	switch (op) {
	case ND_ADD: case ND_SUB: case ND_MUL:
		*cond = str_fmt("__builtin_%s_overflow(%s, %s, &%s)", op_name(op), a, b, r);
		break;
	case ND_NEG:
		*cond = str_fmt("__builtin_sub_overflow((%s)0, %s, &%s)", t, a, r);
		break;
	default:	/* / and %: only MIN / -1 overflows; its wrapped
			   result is computed without the hardware's trap */
		*cond = str_fmt("%s == -1 && %s == %s", b, a, min_of(ty));
		*post = op == ND_DIV
			? str_fmt("%s = %s == -1 ? (%s)(0 - (%s)%s) : %s / %s;", r, b, t,
				  unsigned_c_type(ty), a, a, b)
			: str_fmt("%s = %s == -1 ? 0 : %s %% %s;", r, b, a, b);
		break;
	}
}

static const char *trap_helper(NodeKind op, Type *ty)
{
	const char *name = str_fmt("__obt_%s_%s", op_name(op), type_code(ty));
	if (!helper_needed(name))
		return name;
	const char *t = c_type(ty), *pre, *cond, *post;
	bool unary = op == ND_NEG;
	overflow_test(op, ty, "a", "b", "r", &pre, &cond, &post);
	const char *params = unary ? str_fmt("%s a%s", t, site_param())
				   : str_fmt("%s a, %s b%s", t, t, site_param());
	/* The report needs a, which the computed result has usually
	 * overwritten by then: an addition hands over r (the runtime rebuilds
	 * a), a signed subtraction gives a back as r + b (mod 2^N); neither
	 * keeps a copy of a alive on the hot path. */
	const char *u = unsigned_c_type(ty);
	const char *a = op == ND_ADD ? "r" :
			op == ND_SUB && is_signed_int(ty) ? str_fmt("(%s)((%s)r + (%s)b)", t, u, u) :
			"a";
	buf_fmt(&helpers, "%s%s %s(%s)\n{\n\t%s r;\n\t%s\n"
		"\tif (__builtin_expect(%s, 0))\n\t\t%s\n\t%s\n\treturn r;\n}\n",
		helper_head(), t, name, params, t, pre, cond,
		fail_action(op, ty, NULL, a, unary ? "0" : "b"), post);
	return name;
}

/* An unsigned `x += v` on an object in memory: the sum is stored before
 * the carry is tested, which lets GCC make the update one add to memory
 * and a jump on carry instead of load, add, jump, store. On failure the
 * old value goes back before anything can look (the report, a handler,
 * the trap), so the early store cannot be observed by the program. The
 * cold path reads the sum back through a volatile access: rebuilt from a
 * value GCC still knew, the old value would have to stay alive on the hot
 * path. Here the test is r < b: with r < *p GCC no longer adds to memory.
 * Returns the new value. */
const char *add_in_place_helper(Type *ty)
{
	const char *name = str_fmt("__obt_addto_%s", type_code(ty));
	if (!helper_needed(name))
		return name;
	const char *t = c_type(ty), *fail = fail_action(ND_ADD, ty, NULL, "sum", "b");
	if (obt_opts.mode == OBT_MODE_WARN)
		fail = str_fmt("%s\n\t\t*p = sum;", fail);	/* the update completes */
	buf_fmt(&helpers, "%s%s %s(%s *p, %s b%s)\n{\n\t%s r = *p + b;\n\t*p = r;\n"
		"\tif (__builtin_expect(r < b, 0)) {\n\t\t%s sum = *(volatile %s *)p;\n"
		"\t\t*(volatile %s *)p = sum - b;\n\t\t%s\n\t}\n\treturn r;\n}\n",
		helper_head(), t, name, t, t, site_param(), t, t, t, t, fail);
	return name;
}

/* Two's-complement results for signed wrap types, which plain C leaves
 * undefined: computed in the unsigned type. */
static const char *wrap_helper(NodeKind op, Type *ty)
{
	const char *name = str_fmt("__obt_wrap_%s_%s", op_name(op), type_code(ty));
	if (!helper_needed(name))
		return name;
	const char *t = c_type(ty), *u = unsigned_c_type(ty);
	const char *body;
	switch (op) {
	case ND_NEG: body = str_fmt("return (%s)(0 - (%s)a);", t, u); break;
	case ND_DIV: body = str_fmt("return b == -1 ? (%s)(0 - (%s)a) : a / b;", t, u); break;
	case ND_MOD: body = "return b == -1 ? 0 : a % b;"; break;
	default:
		body = str_fmt("return (%s)((%s)a %c (%s)b);", t, u,
			       op == ND_ADD ? '+' : op == ND_SUB ? '-' : '*', u);
	}
	if (op == ND_NEG)
		buf_fmt(&helpers, "%s%s %s(%s a)\n{\n\t%s\n}\n", helper_head(), t, name, t, body);
	else
		buf_fmt(&helpers, "%s%s %s(%s a, %s b)\n{\n\t%s\n}\n", helper_head(), t, name, t, t, body);
	return name;
}

/* Saturation: the exact result clamped to T. */
static const char *sat_helper(NodeKind op, Type *ty)
{
	const char *name = str_fmt("__obt_sat_%s_%s", op_name(op), type_code(ty));
	if (!helper_needed(name))
		return name;
	const char *t = c_type(ty), *mx = max_of(ty), *mn = min_of(ty);
	bool sgn = is_signed_int(ty);
	const char *body;
	switch (op) {
	case ND_ADD:
		body = str_fmt("%s r;\n\tif (__builtin_add_overflow(a, b, &r))\n\t\tr = %s;\n\treturn r;",
			       t, sgn ? str_fmt("b < 0 ? %s : %s", mn, mx) : mx);
		break;
	case ND_SUB:
		body = str_fmt("%s r;\n\tif (__builtin_sub_overflow(a, b, &r))\n\t\tr = %s;\n\treturn r;",
			       t, sgn ? str_fmt("b > 0 ? %s : %s", mn, mx) : mn);
		break;
	case ND_MUL:
		body = str_fmt("%s r;\n\tif (__builtin_mul_overflow(a, b, &r))\n\t\tr = %s;\n\treturn r;",
			       t, sgn ? str_fmt("(a < 0) != (b < 0) ? %s : %s", mn, mx) : mx);
		break;
	case ND_NEG:
		body = sgn ? str_fmt("return a == %s ? %s : -a;", mn, mx) : "return 0;";
		break;
	case ND_DIV:
		body = sgn ? str_fmt("return b == -1 && a == %s ? %s : a / b;", mn, mx) : "return a / b;";
		break;
	default:
		body = sgn ? "return b == -1 ? 0 : a % b;" : "return a % b;";
	}
	if (op == ND_NEG)
		buf_fmt(&helpers, "%s%s %s(%s a)\n{\n\t%s\n}\n", helper_head(), t, name, t,
			sgn ? body : str_fmt("(void)a;\n\t%s", body));
	else
		buf_fmt(&helpers, "%s%s %s(%s a, %s b)\n{\n\t%s\n}\n", helper_head(), t, name, t, t, body);
	return name;
}

/* Saturation over the exact result: the operands arrive unconverted (as
 * __int128, which holds every value of a type up to 64 bits exactly), so
 * 5u + -10 clamps -5 to 0 rather than clamping -10 first. */
static const char *sat_exact_helper(NodeKind op, Type *ty)
{
	const char *name = str_fmt("__obt_satx_%s_%s", op_name(op), type_code(ty));
	if (!helper_needed(name))
		return name;
	const char *t = c_type(ty), *mx = max_of(ty), *mn = min_of(ty);
	const char *compute;
	switch (op) {
	case ND_ADD: compute = "e = a + b;"; break;
	case ND_SUB: compute = "e = a - b;"; break;
	case ND_MUL:
		compute = str_fmt("if (__builtin_mul_overflow(a, b, &e))\n\t\treturn (a < 0) != (b < 0) ? %s : %s;",
				  mn, mx);
		break;
	case ND_DIV: compute = "e = a / b;"; break;
	default: compute = "e = a % b;"; break;
	}
	buf_fmt(&helpers, "%s%s %s(__int128 a, __int128 b)\n{\n\t__int128 e;\n\t%s\n"
		"\treturn e < %s ? %s : e > %s ? %s : (%s)e;\n}\n",
		helper_head(), t, name, compute, mn, mn, mx, mx, t);
	return name;
}

/* Can saturation of this type work on the exact result? */
bool sat_exact(Type *ty)
{
	return ty->ob == OB_SAT && target.has_int128 && int_bits(ty) <= 64;
}

Template tpl_sat_exact(NodeKind op, Type *ty)
{
	return (Template){str_fmt("%s(", sat_exact_helper(op, ty)), ",", ")"};
}

/* The range check of a value of type `from` against a destination (for a
 * bit-field, against its width), as comparisons with the destination's
 * limits: GCC's range analysis learns from them where it learns nothing
 * from __builtin_add_overflow(v, 0, &r), and a sign test stays one test
 * rather than an add of INT_MIN and a jump on overflow. Only comparisons
 * that can be true are written, so CC's -Wtype-limits stays quiet. */
static const char *fits_test(Type *from, Type *to, int bf_width, const char *v)
{
	int width = bf_width >= 0 ? bf_width : int_bits(to);
	bool to_signed = is_signed_int(to), from_signed = is_signed_int(from);
	int fb = int_bits(from);
	Buf b = {0};
	if (from_signed && (!to_signed || width < fb))
		buf_fmt(&b, "%s < %s", v, to_signed ?
			str_fmt("-((%s)1 << %d)", c_type(from), width - 1) : "0");
	long long hi_bits = to_signed ? width - 1 : width;
	if (hi_bits < fb - (from_signed ? 1 : 0)) {
		if (b.len)
			buf_str(&b, " || ");
		buf_fmt(&b, "%s > (%s)(((%s)1 << %lld) - 1)", v, c_type(from),
			unsigned_c_type(from), hi_bits);
	}
	return b.len ? b.data : "0";
}

/* Checks that a value of type `from` survives conversion to `to`, and
 * returns it converted, or (keep_source) unconverted, for CC to convert
 * itself: then CC still sees the operands as written and gives its own
 * warnings (-Wsign-compare on a < b). */
static const char *conv_helper(Type *from, Type *to, int bf_width, bool keep_source)
{
	const char *name = bf_width >= 0
		? str_fmt("__obt_convbf_%s_%s%d", type_code(from), is_signed_int(to) ? "s" : "u", bf_width)
		: str_fmt("__obt_%s_%s_%s", keep_source ? "fits" : "conv", type_code(from),
			  type_code(to));
	if (!helper_needed(name))
		return name;
	const char *f = c_type(from), *t = c_type(to);
	const char *test = fits_test(from, to, bf_width, "v");
	buf_fmt(&helpers, "%s%s %s(%s v%s)\n{\n"
		"\tif (__builtin_expect(%s, 0))\n\t\t%s\n\treturn %s;\n}\n",
		helper_head(), keep_source ? f : t, name, f, site_param(), test,
		fail_action(ND_CAST, to, from, "v", "0"),
		keep_source ? "v" : str_fmt("(%s)v", t));
	return name;
}

static const char *satconv_helper(Type *from, Type *to)
{
	const char *name = str_fmt("__obt_satconv_%s_%s", type_code(from), type_code(to));
	if (!helper_needed(name))
		return name;
	const char *t = c_type(to);
	const char *clamp = is_signed_int(from) ? str_fmt("v < 0 ? %s : %s", min_of(to), max_of(to))
						  : max_of(to);
	buf_fmt(&helpers, "%s%s %s(%s v)\n{\n\t%s r;\n"
		"\tif (__builtin_add_overflow(v, 0, &r))\n\t\tr = %s;\n\treturn r;\n}\n",
		helper_head(), t, name, c_type(from), t, clamp);
	return name;
}

/* A store into a saturating bit-field clamps to the field's own range. */
static const char *satconv_bitfield_helper(Type *from, Type *to, int width)
{
	bool to_signed = is_signed_int(to);
	const char *name = str_fmt("__obt_satbf_%s_%s%d", type_code(from), to_signed ? "s" : "u",
				   width);
	if (!helper_needed(name))
		return name;
	const char *f = c_type(from), *t = c_type(to), *uf = unsigned_c_type(from);
	int hi_bits = to_signed ? width - 1 : width;
	const char *hi = str_fmt("(%s)(((%s)1 << %d) - 1)", f, uf, hi_bits);
	const char *lo = to_signed ? str_fmt("(-%s - 1)", hi) : "0";
	Buf body = {0};
	/* only comparisons that can be true, for CC's -Wtype-limits */
	if (is_signed_int(from) && (!to_signed || width < int_bits(from)))
		buf_fmt(&body, "\tif (v < %s)\n\t\treturn (%s)%s;\n", lo, t, lo);
	if (hi_bits < int_bits(from) - (is_signed_int(from) ? 1 : 0))
		buf_fmt(&body, "\tif (v > %s)\n\t\treturn (%s)%s;\n", hi, t, hi);
	buf_fmt(&helpers, "%s%s %s(%s v)\n{\n%s\treturn (%s)v;\n}\n", helper_head(), t, name, f,
		body.data ? body.data : "", t);
	return name;
}

/* ---- templates -------------------------------------------------------- */

static const char *site_arg(const char *site)
{
	return site ? str_fmt(", &%s)", site) : ")";
}

/* The statement a labelled check of `a op b` in ty (a conversion of a
 * from `from` to ty) runs on failure. */
static const char *label_action(NodeKind op, Type *ty, Type *from, const char *site,
				const char *a, const char *b, Ident *label)
{
	if (obt_opts.mode != OBT_MODE_WARN || !site)
		return str_fmt("goto %s;", label->name);
	if (obt_opts.runtime == OBT_RUNTIME_UBSAN)
		return str_fmt("{ %s goto %s; }", ubsan_fail(obt_op(op), ty, from,
							     str_fmt("&%s", site), a, b), label->name);
	return str_fmt("{ %s(&%s, (__obt_bits)(%s), (__obt_bits)(%s)); goto %s; }",
		       runtime_entry("warn"), site, a, b, label->name);
}

Template tpl_arith(NodeKind op, Type *ty, const char *site, Ident *label)
{
	Template t = {0};
	bool unary = op == ND_NEG;
	if (ty->ob == OB_TRAP && label) {
		int id = fresh_id();
		const char *a = str_fmt("__obt_a%d", id), *b = str_fmt("__obt_b%d", id);
		const char *r = str_fmt("__obt_r%d", id), *pre, *cond, *post;
		overflow_test(op, ty, a, b, r, &pre, &cond, &post);
		t.open = str_fmt("__extension__ ({ %s %s = ", c_type(ty), a);
		t.mid = unary ? "" : str_fmt(", %s = ", b);
		t.close = str_fmt(", %s; %s if (%s) %s %s %s; })", r, pre, cond,
				  label_action(op, ty, NULL, site, a, unary ? "0" : b, label), post, r);
		return t;
	}
	const char *helper = ty->ob == OB_TRAP ? trap_helper(op, ty) :
			     ty->ob == OB_SAT ? sat_helper(op, ty) : wrap_helper(op, ty);
	t.open = str_fmt("%s(", helper);
	t.mid = ",";
	t.close = ty->ob == OB_TRAP ? site_arg(site) : ")";
	return t;
}

/* The text of an operation that needs no check (in a compound assignment
 * whose store is checked): ((a) op (b)). */
Template tpl_plain(NodeKind op, Type *ty)
{
	static const char *const ops[] = {
		[ND_ADD] = "+", [ND_SUB] = "-", [ND_MUL] = "*", [ND_DIV] = "/", [ND_MOD] = "%",
		[ND_SHL] = "<<", [ND_SHR] = ">>", [ND_BITAND] = "&", [ND_BITOR] = "|",
		[ND_BITXOR] = "^",
	};
	Template t = {str_fmt("((%s)(", c_type(ty)), str_fmt(") %s (", ops[op]), "))"};
	if (!is_integer(ty))
		t.open = "((";
	return t;
}

Template tpl_conv(Type *from, Type *to, int bf_width, const char *site, Ident *label,
		  bool keep_source)
{
	Template t = {0};
	if (to->ob == OB_SAT) {
		t.open = str_fmt("%s(", bf_width < 0 ? satconv_helper(from, to)
						     : satconv_bitfield_helper(from, to, bf_width));
		t.close = ")";
		return t;
	}
	if (label) {
		int id = fresh_id();
		const char *v = str_fmt("__obt_v%d", id);
		t.open = str_fmt("__extension__ ({ %s %s = ", c_type(from), v);
		t.close = str_fmt("; if (%s) %s %s; })", fits_test(from, to, bf_width, v),
				  label_action(ND_CAST, to, from, site, v, "0", label),
				  keep_source ? v : str_fmt("(%s)%s", c_type(to), v));
		return t;
	}
	t.open = str_fmt("%s(", conv_helper(from, to, bf_width, keep_source));
	t.close = site_arg(site);
	return t;
}

Template tpl_cast(Type *to)
{
	return (Template){str_fmt("((%s)(", c_type(to)), NULL, "))"};
}

/* ---- spellings the output must not contain --------------------------- */

static bool is_obt_attribute(const Token *t)
{
	static const char *const names[] = {
		"overflow_behavior", "__overflow_behavior__", "overflow_label",
		"__overflow_label__", NULL,
	};
	for (const char *const *n = names; *n; n++)
		if (t->kind == TK_IDENT && strcmp(t->ident->name, *n) == 0)
			return true;
	return false;
}

static bool covered(Vec *ranges, int offset)
{
	for (int i = 0; i < ranges->len; i++) {
		Edit *e = ranges->data[i];
		if (e->offset <= offset && offset < e->end)
			return true;
	}
	return false;
}

/* Spaces as wide as a removed spelling, so that CC's columns on the line
 * stay the user's. */
static const char *blanks(int n)
{
	char *s = alloc(n + 1);
	memset(s, ' ', n);
	return s;
}

/* Removes __ob_* keywords and overflow_behavior / overflow_label
 * attributes from tokens [from, to); an attribute list left empty,
 * __attribute__(( )), is valid GNU C. Tokens inside text another edit
 * removes are left alone, and the ranges removed here join those: a range
 * stripped early (a loop versioning.c copies) is not stripped again.
 * Returns whether an attribute was removed. */
bool strip_spellings(Unit *u, int from, int to, Vec *removed)
{
	Token *toks = u->toks;
	bool attribute = false;
	int first_edit = u->edits.len;
	for (int i = from; i < to; i++) {
		Token *t = &toks[i];
		if (t->kind != TK_IDENT || covered(removed, t->offset))
			continue;
		int k = t->ident->keyword;
		if (k == KW_OB_WRAP || k == KW_OB_TRAP || k == KW_OB_SAT) {
			add_edit(u, t->offset, t->offset + t->len, blanks(t->len), 0);
			continue;
		}
		/* an attribute item: preceded by '(' or ',' inside __attribute__(( */
		if (!is_obt_attribute(t) || i < 1 || toks[i - 1].kind != TK_PUNCT ||
		    (toks[i - 1].punct != '(' && toks[i - 1].punct != ','))
			continue;
		int j = i + 1, depth = 0;
		if (toks[j].kind == TK_PUNCT && toks[j].punct == '(') {
			for (; j < u->ntoks; j++) {
				if (toks[j].kind != TK_PUNCT)
					continue;
				if (toks[j].punct == '(')
					depth++;
				else if (toks[j].punct == ')' && --depth == 0)
					break;
			}
			if (j == u->ntoks)
				break;	/* never closed: the parse has said so */
			j++;
		}
		int end = toks[j - 1].offset + toks[j - 1].len;
		add_edit(u, t->offset, end, memchr(u->text + t->offset, '\n', end - t->offset)
			 ? "" : blanks(end - t->offset), 0);
		attribute = true;
		i = j - 1;
	}
	for (int e = first_edit; e < u->edits.len; e++)
		vec_push(removed, u->edits.data[e]);
	return attribute;
}

/* ---- the prelude ------------------------------------------------------ */

const char *build_prelude(Unit *u)
{
	char *sites = nsites && obt_opts.runtime != OBT_RUNTIME_UBSAN ? number_sites(u) : NULL;
	if (!helpers.len && !nsites)
		return NULL;
	Buf b = {0};
	if (obt_opts.runtime == OBT_RUNTIME_UBSAN) {
		buf_str(&b, ubsan_prelude());
		buf_add(&b, helpers.data ? helpers.data : "", helpers.len);
		return b.data;
	}
	buf_fmt(&b, "__extension__ typedef %s __obt_bits;\n",
		target.has_int128 ? "unsigned __int128" : "unsigned long long");
	buf_str(&b, "struct __obt_type { const char *name; const char *aka; "
		"unsigned short bits; unsigned char is_signed; };\n"
		"struct __obt_site { const char *file; unsigned int line; unsigned int column; "
		"unsigned char op; unsigned char *reported; const struct __obt_type *type; "
		"const struct __obt_type *from; };\n");
	declare_runtime_entries(&b);
	if (nsites) {
		if (obt_opts.mode == OBT_MODE_WARN)
			buf_fmt(&b, "static unsigned char __obt_seen[%d];\n", nsites);
		buf_fmt(&b, "static const struct __obt_type __obt_types[] = {\n%s};\n", type_items.data);
		buf_fmt(&b, "static const struct __obt_site __obt_sites[] = {\n%s};\n", sites);
	}
	buf_add(&b, helpers.data ? helpers.data : "", helpers.len);
	return b.data;
}
