/*
 * clang_flags.c - Clang's OBT command line, understood by obtcc. The Linux
 * kernel's scripts/Makefile.obt speaks it:
 *
 *   -Xclang -fexperimental-overflow-behavior-types   OBT on (obtcc always is)
 *   -fsanitize=signed-integer-overflow,unsigned-integer-overflow,
 *     implicit-signed-integer-truncation,implicit-unsigned-integer-truncation,
 *     implicit-integer-sign-change                    report through UBSan
 *   -fsanitize-trap=LIST, -fno-sanitize-trap=LIST     ... or trap
 *   -fsanitize-recover=LIST, -fno-sanitize-recover=LIST  ... or report and abort
 *   -fsanitize-undefined-ignore-overflow-pattern=LIST the idiom exclusions
 *   -fsanitize-ignorelist=FILE                        which plain types are left alone
 *
 * With Clang's meaning: failed checks of trap types go through the UBSan
 * handler ABI (ubsan.c); a check reports and goes on, or traps when
 * -fsanitize-trap names it; with OBT on and none of the sanitizers, checks
 * trap; the idiom list starts empty. obtcc decides one mode per unit, not
 * per sanitizer (the kernel always names all five together). An explicit
 * -fobt=, -fobt-runtime= or -fobt-ignore-pattern= wins.
 *
 * The sanitizer names CC lacks never reach it; other names in the same
 * list do. signed-integer-overflow, which gcc has, reaches CC only while
 * plain signed types are still to be instrumented, i.e. no ignorelist
 * lists `type:*` for it, as the kernel's does.
 */
#include "obtcc.h"

#include <string.h>

enum {
	SAN_SIGNED_OVERFLOW = 1,
	SAN_UNSIGNED_OVERFLOW = 2,
	SAN_SIGNED_TRUNCATION = 4,
	SAN_UNSIGNED_TRUNCATION = 8,
	SAN_SIGN_CHANGE = 16,
	SAN_OBT = 31,
};

/* The names obtcc takes out of sanitizer lists, groups included. */
static const struct {
	const char *name;
	int bits;
} sanitizer_names[] = {
	{"signed-integer-overflow", SAN_SIGNED_OVERFLOW},
	{"unsigned-integer-overflow", SAN_UNSIGNED_OVERFLOW},
	{"implicit-signed-integer-truncation", SAN_SIGNED_TRUNCATION},
	{"implicit-unsigned-integer-truncation", SAN_UNSIGNED_TRUNCATION},
	{"implicit-integer-sign-change", SAN_SIGN_CHANGE},
	{"implicit-integer-truncation", SAN_SIGNED_TRUNCATION | SAN_UNSIGNED_TRUNCATION},
	{"implicit-integer-arithmetic-value-change", SAN_SIGNED_TRUNCATION | SAN_SIGN_CHANGE},
	{"implicit-conversion", SAN_SIGNED_TRUNCATION | SAN_UNSIGNED_TRUNCATION | SAN_SIGN_CHANGE},
};

/* Groups that name the OBT sanitizers and more: in a trap or recover list
 * they apply to obtcc too, and they always stay in the list for CC. */
static const struct {
	const char *name;
	int bits;
} shared_groups[] = {
	{"all", SAN_OBT},
	{"undefined", SAN_SIGNED_OVERFLOW},
};

static struct {
	bool obt_flag;		/* -Xclang -fexperimental-overflow-behavior-types */
	int enabled, trapping, unrecoverable;	/* SAN_* bits */
	int ignored_plain;	/* SAN_* whose plain types an ignorelist exempts */
	int patterns;
	bool patterns_given, patterns_none;
	bool implied_runtime;
} C;

static int name_bits(const char *name, size_t len, bool *shared)
{
	*shared = false;
	for (size_t i = 0; i < sizeof sanitizer_names / sizeof sanitizer_names[0]; i++)
		if (strlen(sanitizer_names[i].name) == len &&
		    strncmp(sanitizer_names[i].name, name, len) == 0)
			return sanitizer_names[i].bits;
	for (size_t i = 0; i < sizeof shared_groups / sizeof shared_groups[0]; i++)
		if (strlen(shared_groups[i].name) == len &&
		    strncmp(shared_groups[i].name, name, len) == 0) {
			*shared = true;
			return shared_groups[i].bits;
		}
	return 0;
}

/* Splits a sanitizer list: returns the SAN_* bits it names (through
 * shared groups too, if groups) and stores in *rest the list without the
 * names CC must not see ("" if none is left). */
static int split_list(const char *list, bool groups, const char **rest)
{
	Buf kept = {0};
	int bits = 0;
	for (const char *p = list; *p;) {
		size_t len = strcspn(p, ",");
		bool shared;
		int b = name_bits(p, len, &shared);
		bits |= shared && !groups ? 0 : b;
		if (!b || shared) {
			if (kept.len)
				buf_str(&kept, ",");
			buf_add(&kept, p, len);
		}
		p += len;
		if (*p == ',')
			p++;
	}
	*rest = kept.len ? kept.data : "";
	return bits;
}

/* A sanitizer special case list: for each [section] the sanitizers it
 * names, and whether it says `type:*` (leave every plain type alone). */
static void read_ignorelist(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	if (!text)
		fatal("cannot read '%s' given to -fsanitize-ignorelist=", path);
	int section = SAN_OBT;	/* entries before any [section] apply to all */
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		line += strspn(line, " \t");
		if (*line == '[') {
			section = 0;
			for (char *p = line + 1; *(p += strspn(p, "{,}")) && *p != ']';) {
				size_t n = strcspn(p, ",}]");
				bool shared;
				section |= n == 1 && *p == '*' ? SAN_OBT : name_bits(p, n, &shared);
				p += n;
			}
		} else if (strncmp(line, "type:*", 6) == 0 && strspn(line + 6, " \t\r") ==
			   strlen(line + 6)) {
			C.ignored_plain |= section;
		}
	}
}

/* -f[no-]sanitize[-trap|-recover]=LIST: which set a flag changes, and how. */
static bool sanitizer_list_flag(const char *arg, const char **for_cc)
{
	static const struct {
		const char *prefix;
		int *set;
		bool on;
	} flags[] = {
		{"-fsanitize=", &C.enabled, true},
		{"-fno-sanitize=", &C.enabled, false},
		{"-fsanitize-trap=", &C.trapping, true},
		{"-fno-sanitize-trap=", &C.trapping, false},
		{"-fsanitize-recover=", &C.unrecoverable, false},
		{"-fno-sanitize-recover=", &C.unrecoverable, true},
	};
	for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
		size_t plen = strlen(flags[i].prefix);
		if (strncmp(arg, flags[i].prefix, plen) != 0)
			continue;
		const char *rest;
		int bits = split_list(arg + plen, flags[i].set != &C.enabled, &rest);
		if (!bits)
			return false;
		if (flags[i].on)
			*flags[i].set |= bits;
		else
			*flags[i].set &= ~bits;
		*for_cc = *rest ? str_fmt("%.*s%s", (int)plen, arg, rest) : NULL;
		return true;
	}
	return false;
}

int clang_flag(int *i, int argc, char **argv, const char **for_cc)
{
	const char *arg = argv[*i];
	*for_cc = NULL;
	if (strcmp(arg, "-Xclang") == 0 && *i + 1 < argc &&
	    strcmp(argv[*i + 1], "-fexperimental-overflow-behavior-types") == 0) {
		C.obt_flag = true;
		++*i;
		return 1;
	}
	if (starts_with(arg, "-fsanitize-undefined-ignore-overflow-pattern=")) {
		int bits = ignore_patterns("-fsanitize-undefined-ignore-overflow-pattern=",
					   strchr(arg, '=') + 1);
		/* the lists add up, and none anywhere wins */
		C.patterns |= bits;
		C.patterns_none |= !bits;
		C.patterns_given = true;
		return 1;
	}
	if (starts_with(arg, "-fsanitize-ignorelist=")) {
		read_ignorelist(strchr(arg, '=') + 1);
		return 1;
	}
	return sanitizer_list_flag(arg, for_cc);
}

void clang_flags_apply(const char *cc, bool mode_given, bool runtime_given, bool patterns_given,
		       Vec *cc_args)
{
	if (!C.obt_flag && !(C.enabled & SAN_OBT))
		return;
	/* the flags imply Clang's runtime too, unless obtcc's flag says
	 * which handlers are to be called (the program may have its own) */
	C.implied_runtime = !runtime_given;
	if (!runtime_given)
		obt_opts.runtime = OBT_RUNTIME_UBSAN;
	if (!mode_given) {
		int on = C.enabled & SAN_OBT;
		obt_opts.mode = !on || (on & C.trapping) ? OBT_MODE_TRAP_QUIET :
				(on & C.unrecoverable) ? OBT_MODE_TRAP : OBT_MODE_WARN;
	}
	if (!patterns_given)
		obt_opts.patterns = C.patterns_given && !C.patterns_none ? C.patterns : 0;
	/* plain signed arithmetic is CC's own UBSan check, if still wanted */
	if (!(C.enabled & SAN_SIGNED_OVERFLOW) || (C.ignored_plain & SAN_SIGNED_OVERFLOW))
		return;
	vec_push(cc_args, "-fsanitize=signed-integer-overflow");
	if (C.trapping & SAN_SIGNED_OVERFLOW)
		vec_push(cc_args, strstr(cc, "clang") ? "-fsanitize-trap=signed-integer-overflow"
						: "-fsanitize-undefined-trap-on-error");
	else if (C.unrecoverable & SAN_SIGNED_OVERFLOW)
		vec_push(cc_args, "-fno-sanitize-recover=signed-integer-overflow");
}

bool clang_flags_link_ubsan(void)
{
	return C.implied_runtime && (C.enabled & SAN_OBT) &&
	       (obt_opts.mode == OBT_MODE_WARN || obt_opts.mode == OBT_MODE_TRAP);
}
