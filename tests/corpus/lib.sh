# Shared by the corpus scripts (sourced, not run): paths, the compiler under
# test, package installation, temporary directories.
#
# Every script proves one thing about obtcc on real code and ends with one
# summary line "N passed, N failed[, N WORD]"; tests/corpus/all collects them.

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
corpus_src=${CORPUS_SRC:-$top/corpus}  # downloaded sources (git-ignored; CORPUS_SRC elsewhere)
corpus_build=$top/build/corpus    # extracted tests, builds, logs (git-ignored)

# The compiler under test, as "obtcc CC ARGS..." is called. A relative OBTCC
# is taken from the top of the tree, as make passes it.
: "${OBTCC:=build/obtcc}"
case $OBTCC in
/*) ;;
*/*) OBTCC=$top/$OBTCC ;;
*) OBTCC=$(command -v "$OBTCC" || echo "$OBTCC") ;;
esac
export OBTCC

# The flags that make obtcc parse, type and re-emit every unit, and fail if
# its output is not the preprocessed input byte for byte.
OBT_FLAGS="-fobt-always-rewrite -fobt-check-roundtrip"

# Two workers per core keep both cores busy while the others wait on I/O.
: "${JOBS:=$(($(nproc) + 1))}"

say() { printf '%s\n' "$*"; }
die() { printf '%s: error: %s\n' "${0##*/}" "$*" >&2; exit 2; }

need_obtcc() {
	[ -x "$OBTCC" ] && return 0
	die "obtcc not found at $OBTCC (run make, or set OBTCC=/path/to/obtcc)"
}

# need_pkg PKG...: install missing Debian packages; fails with a message
# naming the package when it cannot be had.
need_pkg() {
	local missing=() p
	for p in "$@"; do
		dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	say "installing ${missing[*]} (apt-get)"
	if [ "$(id -u)" -ne 0 ]; then
		say "cannot install ${missing[*]}: not root" >&2
		return 1
	fi
	if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" \
		>/dev/null 2>&1; then
		apt-get update -qq >/dev/null 2>&1
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" \
			>/dev/null 2>&1 || {
			say "package ${missing[*]} unavailable (apt-get install failed)" >&2
			return 1
		}
	fi
}

# mktmp: a scratch directory removed when the script exits, however it exits.
mktmp() {
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/obt-corpus.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
	trap 'exit 130' INT TERM
}

# summary PASSED FAILED [COUNT WORD]...: the closing line every script prints.
summary() {
	local line="$1 passed, $2 failed"
	shift 2
	while [ $# -ge 2 ]; do
		line="$line, $1 $2"
		shift 2
	done
	say "$line"
}

# sqlite_amalgamation SRC: make sqlite3.c and shell.c from the sqlite3 source
# tree SRC once (tclsh generates them, plain gcc builds the generators); sets
# amal to the directory that holds them, build/corpus/sqlite3/amal.
sqlite_amalgamation() {
	local src=$1
	amal=$corpus_build/sqlite3/amal
	[ -f "$amal/.made" ] && [ "$(cat "$amal/.made")" = "$src" ] && return 0
	need_pkg tcl || { say "  tcl is needed to make the amalgamation"; return 1; }
	rm -rf "$amal" && mkdir -p "$amal"
	say "sqlite3: making the amalgamation (sqlite3.c, shell.c) with tclsh"
	(cd "$amal" && "$src/configure" --disable-tcl && make sqlite3.c shell.c) \
		>"$corpus_build/sqlite3/amal.log" 2>&1 ||
		{ say "  failed: ${corpus_build#"$top/"}/sqlite3/amal.log"; return 1; }
	echo "$src" >"$amal/.made"
}

# torture_extract: unpack gcc.c-torture/execute (and only it) from
# gcc-12-source into $torture_dir once; the stamp names the tarball it came
# from, so a changed gcc-12-source is unpacked again. Callers hold the lock
# build/corpus/torture/.lock.
torture_tarball=/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
torture_dir=$corpus_build/torture/execute
torture_extract() {
	local member=gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
	local work=$corpus_build/torture stamp=$corpus_build/torture/.extracted want
	[ -f "$torture_tarball" ] || need_pkg gcc-12-source ||
		die "$torture_tarball missing and gcc-12-source cannot be installed"
	[ -f "$torture_tarball" ] || die "gcc-12-source does not ship $torture_tarball"
	want=$(stat -c '%n %s %Y' "$torture_tarball")
	[ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && return 0
	say "torture: extracting $member from $torture_tarball"
	rm -rf "$torture_dir" "$work/tmp-extract"
	mkdir -p "$work/tmp-extract" &&
		tar -xJf "$torture_tarball" -C "$work/tmp-extract" "$member" &&
		mv "$work/tmp-extract/$member" "$torture_dir" &&
		rm -rf "$work/tmp-extract" || die "extracting $member failed"
	echo "$want" >"$stamp"
}
