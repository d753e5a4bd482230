# make bench: every kernel of bench/kernels in every configuration, one table
# of ratios to plain gcc -O2 (bench/README.md, docs/performance.md).
#
#   make bench                      the full run (7-13 minutes, by load)
#   make bench BENCH_FLAGS=--quick  fewer runs, no sqlite3 row (2-4 minutes)
#
# obtcc and libobt are built first when they build; until they do, the
# benchmark still runs and prints n/a in their columns.

BENCH_FLAGS ?=

.PHONY: bench-prereq
bench-prereq:
	@mkdir -p $(BUILD)/bench
	@$(MAKE) --no-print-directory all >$(BUILD)/bench/make-all.log 2>&1 || \
		echo "bench: 'make all' failed (see $(BUILD)/bench/make-all.log); obtcc columns will be n/a"

bench: bench-prereq
	bench/run $(BENCH_FLAGS)
