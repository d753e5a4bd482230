# make bench-codegen: obt.h's explicit operations beside the same builtins
# written by hand, instruction counts for gcc and clang-22 (bench/codegen/run;
# the figures are in docs/header.md, "Cost").

.PHONY: bench-codegen
bench-codegen:
	bench/codegen/run
