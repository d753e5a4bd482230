# make check: the case suite and the driver checks with every compiler we
# support that is installed (CI installs clang-22), plus the checks other
# directories add to `check`.

CHECK_COMPILERS := gcc $(shell command -v clang-22 >/dev/null && echo clang-22)

check: all
	@for cc in $(CHECK_COMPILERS); do \
		echo "== cases with CC=$$cc"; \
		CC=$$cc tests/run || exit 1; \
		echo "== driver with CC=$$cc"; \
		CC=$$cc tests/driver/run || exit 1; \
	done
	@command -v clang-22 >/dev/null || echo "note: clang-22 not installed; .ci/run installs it"
