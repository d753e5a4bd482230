# Generated deep and long units (tests/driver/limits): obtcc compiles what
# gcc compiles in linear time, and rejects what is too deep with an error,
# never a crash. Part of make check (about a minute).

.PHONY: check-limits
check: check-limits

check-limits: all
	@echo "== deep and long units"
	@tests/driver/limits
