# make check: every test part over all cores, with progress and one closing
# line (tests/check says what each part needs; a missing package is a skip
# that names it). Parts alone: tests/check PART..., tests/check --list.

check: all
	@tests/check
