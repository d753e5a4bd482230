# The ubsan differential of tests/corpus/csmith: which sites the two
# builds of one Csmith program reported at run time, less the deliberate
# differences (docs/corpus.md, "Audit mode against UBSan").
#
#   awk -f csmith-reports.awk prog.c obt.err clang.err sites.json
#
# obt.err holds obtcc's warn-mode reports ("FILE:LINE:COL: runtime error:
# obt: KIND: ..."), clang.err UBSan's ("FILE:LINE:COL: runtime error: ..."),
# sites.json obtcc's site report (-fobt-report=): every check it placed.
# A site is FILE:LINE:COL; the two agree on columns (the operator of an
# arithmetic check or of a compound assignment, the start of a converted
# expression), but for Clang's "s.f = v" into a bit-field, which is moved
# from the "=" to the value (bitfield_site). Prints one line
# per site only one side reported, "obtcc-only SITE" or "clang-only SITE",
# or "deliberate NAME SITE" when it is one of the known deliberate
# differences:
#
#   braced-constant  obtcc-only: an integer constant that does not fit the
#                    element (or member) it initialises in a braced
#                    initialiser of a local. clang stores such an aggregate
#                    as constant data, folded at compile time, and its
#                    sanitizer never sees the conversion (it does see the
#                    same constant in a scalar initialiser, as obtcc does).
#   compound-lhs     obtcc-only: the sign change of the left operand of
#                    a compound assignment into its computation type
#                    (x &= 0UL with x a negative int). obtcc checks the usual
#                    arithmetic conversions there as everywhere (the report
#                    is at the operator); clang converts that operand
#                    without a check, though it checks the same conversion
#                    in x & 0UL.
#   pointee-store    clang-only, where obtcc placed no check: a store, ++
#                    or -- whose object is reached through a pointer (*p,
#                    (*p)[i]). Audit mode gives the default behaviour to
#                    declared objects only; a pointee keeps its plain type
#                    (so that &x still matches int *), and a plain value
#                    stored into it is not checked (a defaulted one is, and
#                    both report that).
#   pointee-operand  clang-only, where obtcc placed no check: a conversion
#                    by the usual arithmetic conversions where an operand
#                    reads through a pointer ((*p) > 0UL with p an int64_t *,
#                    (*p = x) < -1L): plain meets plain. The site report
#                    says obtcc saw no defaulted type there; the text, that
#                    a pointee is why.
#   constants        clang-only, where obtcc placed no check: a conversion
#                    between two integer constants ((-1L) == 0xC998...LL,
#                    unsigned long long). No declaration is involved, so no
#                    default behaviour either.
#
# A clang-only site where obtcc did place a check (which then did not
# fail) is never deliberate: "clang-only SITE (checked)".

function is_ident(c) { return c ~ /[A-Za-z0-9_]/ }

# The index of the bracket that opens the group closing at i in s, or 0.
function group_start(s, i,    depth, c) {
	depth = 0
	for (; i > 0; i--) {
		c = substr(s, i, 1)
		if (c == ")" || c == "]")
			depth++
		else if (c == "(" || c == "[")
			if (--depth == 0)
				return i
	}
	return 0
}

# The index just past the group opening at i in s, or 0.
function group_end(s, i,    depth, c, n) {
	depth = 0
	n = length(s)
	for (; i <= n; i++) {
		c = substr(s, i, 1)
		if (c == "(" || c == "[")
			depth++
		else if (c == ")" || c == "]")
			if (--depth == 0)
				return i + 1
	}
	return 0
}

# The lvalue that ends just before index e of s (spaces skipped): a chain
# of identifiers, bracketed groups, "." and "->", prefixed by any "*".
function lvalue_before(s, e,    i, c, start) {
	i = e - 1
	while (i > 0 && substr(s, i, 1) == " ")
		i--
	e = i
	while (i > 0) {
		c = substr(s, i, 1)
		if (c == ")" || c == "]") {
			i = group_start(s, i)
			if (!i)
				return ""
			start = i--
			if (i > 0 && substr(s, i, 1) ~ /[A-Za-z0-9_)\]]/)
				continue	# an index or a call: its operand is next
		} else if (is_ident(c)) {
			while (i > 0 && is_ident(substr(s, i, 1)))
				i--
			start = i + 1
		} else
			break
		if (substr(s, i, 1) == ".")
			i--
		else if (i > 1 && substr(s, i - 1, 2) == "->")
			i -= 2
		else
			break
	}
	while (i > 0 && substr(s, i, 1) == "*")
		start = i--
	return start ? substr(s, start, e - start + 1) : ""
}

# The operand that starts at index b of s: "*"s, then a group or an
# identifier, then "[...]", ".f" and "->f" suffixes.
function lvalue_after(s, b,    i, c) {
	i = b
	while (substr(s, i, 1) == "*")
		i++
	for (;;) {
		c = substr(s, i, 1)
		if (c == "(" || c == "[") {
			i = group_end(s, i)
			if (!i)
				return ""
		} else if (is_ident(c)) {
			while (is_ident(substr(s, i, 1)))
				i++
		} else if (c == ".")
			i++
		else if (substr(s, i, 2) == "->")
			i += 2
		else
			break
	}
	return substr(s, b, i - b)
}

function strip_parens(t) {
	while (substr(t, 1, 1) == "(" && group_end(t, 1) == length(t) + 1)
		t = substr(t, 2, length(t) - 2)
	return t
}

# Is lvalue t a pointee: *p, or an element of an array that is one?
function is_pointee(t,    s) {
	t = strip_parens(t)
	if (substr(t, 1, 1) == "*")
		return 1
	if (substr(t, length(t), 1) == "]") {
		s = group_start(t, length(t))
		return s > 1 && is_pointee(substr(t, 1, s - 1))
	}
	return 0
}

# The object a report at column col of s stores into: the operand of the
# ++ or -- there, or the left side of the assignment operator there or
# just before col (whose right side then starts at col).
function target(s, col,    pre) {
	if (substr(s, col, 2) == "++" || substr(s, col, 2) == "--") {
		if (col > 1 && substr(s, col - 1, 1) ~ /[A-Za-z0-9_)\]]/)
			return lvalue_before(s, col)
		return lvalue_after(s, col + 2)
	}
	if (substr(s, col) ~ /^([-+*\/%&|^]|<<|>>)?=[^=]/)
		return lvalue_before(s, col)
	pre = substr(s, 1, col - 1)
	sub(/ +$/, "", pre)
	if (pre ~ /([-+*\/%&|^]|<<|>>)=$/)
		return lvalue_before(pre, length(pre) - 1)
	if (pre ~ /[^=!<>]=$/)
		return lvalue_before(pre, length(pre))
	return ""
}

# A constant at col of s, inside the braces of an initialiser?
function braced_constant(s, col,    pre) {
	if (substr(s, col) !~ /^\(?-?[0-9][0-9A-Fa-fxXuUlL]*\)?[ ]*[,}]/)
		return 0
	pre = substr(s, 1, col - 1)
	return pre ~ /= *\{/ && pre ~ /[{,] *$/
}

# Is the obtcc report at site s a conversion of a braced constant in ARGV[1]?
function braced_conversion(s, what,    f) {
	split(s, f, ":")
	return f[1] == ARGV[1] && what ~ /^obt: integer (truncation|sign change)/ &&
	       braced_constant(src[f[2]], f[3])
}

# Is the obtcc report at site s the sign change of a compound assignment's
# left operand (the report is at the operator)?
function compound_lhs(s, what,    f) {
	split(s, f, ":")
	return f[1] == ARGV[1] && what ~ /^obt: integer sign change/ &&
	       substr(src[f[2]], f[3], 3) ~ /^[-+*\/%&|^]=/
}

# Is the clang report at site s about a store into a pointee in ARGV[1]?
function pointee_store(s,    f) {
	split(s, f, ":")
	return f[1] == ARGV[1] && is_pointee(target(src[f[2]], f[3]))
}

# The operands of the binary operator beside the expression at col of s
# (that one included), with "|" between them: the operands the usual
# arithmetic conversions give one type.
function operands(s, col,    e, pre, rest, m, t) {
	t = lvalue_after(s, col)
	e = col + length(t)
	pre = substr(s, 1, col - 1)
	if (match(pre, / *([<>=!]=|[-+*\/%&|^<>]) *$/) && substr(pre, RSTART, RLENGTH) !~ /&&|\|\|/)
		t = lvalue_before(pre, RSTART) "|" t
	rest = substr(s, e)
	if (match(rest, /^ *([<>=!]=|[-+*\/%&|^<>]) */) && substr(rest, 1, RLENGTH) !~ /&&|\|\|/)
		t = t "|" lvalue_after(s, e + RLENGTH)
	return t
}

# Is the clang report at site s a conversion by the usual arithmetic
# conversions where an operand reads a pointee (a "*" that is not a
# multiplication: Csmith multiplies with safe_mul_func_*, never with "*")?
function pointee_operand(s, what,    f) {
	split(s, f, ":")
	return f[1] == ARGV[1] && what ~ /^implicit conversion/ &&
	       operands(src[f[2]], f[3]) ~ /(^|[(,|] *)\*/
}

# Is the clang report at site s a conversion between constants only?
function constants(s, what,    f, n, i, part) {
	split(s, f, ":")
	if (f[1] != ARGV[1] || what !~ /^implicit conversion/)
		return 0
	n = split(operands(src[f[2]], f[3]), part, "|")
	for (i = 1; i <= n; i++)
		if (part[i] !~ /^\(*-?[0-9][0-9A-Fa-fxXuUlL]*\)*$/)
			return 0
	return n > 1
}

# Clang puts the store into a bit-field (s.f = v) at the "=", where it puts
# every other conversion, and obtcc this one too, at the value: moved there.
function bitfield_site(s, what,    f, rest) {
	split(s, f, ":")
	if (f[1] != ARGV[1] || what !~ /-bit bitfield/)
		return s
	rest = substr(src[f[2]], f[3])
	if (!match(rest, /^= */) || substr(rest, 2, 1) == "=")
		return s
	return f[1] ":" f[2] ":" (f[3] + RLENGTH)
}

FNR == 1 { input++ }
input == 1 { src[FNR] = $0; next }
input <= 3 && !/^[^ :]+:[0-9]+:[0-9]+: runtime error: / { next }
input <= 3 {
	at = index($0, ": runtime error: ")
	site = substr($0, 1, at - 1)
	what = substr($0, at + 17)
}
input == 2 && !(site in obt) { obt[site] = what }
input == 3 { site = bitfield_site(site, what) }
input == 3 && !(site in clang) { clang[site] = what }
input == 4 {
	# {"unit": ..., "file": "F", "line": L, "column": C, ...}
	if (match($0, /"file": "[^"]*", "line": [0-9]+, "column": [0-9]+/)) {
		split(substr($0, RSTART, RLENGTH), f, /"file": "|", "line": |, "column": /)
		checked[f[2] ":" f[3] ":" f[4]] = 1
	}
}
# What a site only obtcc reported is: a known deliberate difference, or not.
function obt_only(s, what) {
	if (braced_conversion(s, what))
		return "deliberate braced-constant"
	if (compound_lhs(s, what))
		return "deliberate compound-lhs"
	return "obtcc-only"
}

function clang_only(s, what) {
	if (s in checked)
		return "clang-only"
	if (pointee_store(s))
		return "deliberate pointee-store"
	if (pointee_operand(s, what))
		return "deliberate pointee-operand"
	if (constants(s, what))
		return "deliberate constants"
	return "clang-only"
}

END {
	for (s in obt)
		if (!(s in clang))
			print obt_only(s, obt[s]), s
	for (s in clang)
		if (!(s in obt))
			print clang_only(s, clang[s]), s (s in checked ? " (checked)" : "")
}
