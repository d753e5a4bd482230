# make check: the everyday test parts over all cores, with progress and one
# closing line (tests/check says what each part needs; a missing package is
# a skip that names it). make check-extra: the other parts (clang-22 as CC,
# whole builds, limits, random programs, torture tests); CI runs both.
# Parts alone: tests/check PART..., tests/check --list.

check: all
	@tests/check

check-extra: all
	@tests/check --extra
