# Real code through obtcc (docs/corpus.md): the GCC torture tests, glibc's
# headers, zlib/sqlite3/lua5.4, Csmith programs and the speed ratio.
#
#   make check-torture   ~300 torture tests (a part of make check)
#   make corpus-check    everything, fetching what is missing (~15 min)
#   make zlib-walkthrough docs/zlib-walkthrough.md run on zlib: audit, suggest,
#                        review, and CVE-2022-37434 caught (~2 min; not in corpus-check)
#   make audit-figures   zlib, lua5.4 and sqlite3 built in audit mode, their tests
#                        run: sites, failures, suggestions (~4 min; not in corpus-check)
#   make suggest-check   Debian packages through audit, suggest, the patch and
#                        a trap-mode build that passes their tests (~1.5 h on two busy cores;
#                        not in corpus-check; tests/corpus/suggest PKG... for some)
#   make stress SEEDS=A-B the three Csmith differentials (plain, --wrap, --ubsan)
#                        over seeds A..B (default 1-100; ~3 s of CPU a seed and mode)
#
# OBTCC=/path/to/obtcc (make variable or environment) tests another obtcc;
# by default the one built here, which these targets build first.

CORPUS_OBTCC := $(or $(OBTCC),$(BUILD)/obtcc)
# obtcc finds libobt beside it: build everything, not just the binary.
CORPUS_OBTCC_DEP := $(if $(filter $(BUILD)/obtcc,$(CORPUS_OBTCC)),all)

.PHONY: check-torture torture corpus-check corpus-fetch stress zlib-walkthrough \
	audit-figures suggest-check

check-torture: $(CORPUS_OBTCC_DEP)
	@OBTCC=$(CORPUS_OBTCC) tests/corpus/torture -q --list tests/corpus/torture-quick.list

torture: $(CORPUS_OBTCC_DEP)
	@OBTCC=$(CORPUS_OBTCC) tests/corpus/torture -q

corpus-check: $(CORPUS_OBTCC_DEP)
	@OBTCC=$(CORPUS_OBTCC) tests/corpus/all

corpus-fetch:
	@tests/corpus/fetch

zlib-walkthrough: $(CORPUS_OBTCC_DEP)
	@OBTCC=$(CORPUS_OBTCC) tests/corpus/zlib-walkthrough

audit-figures: $(CORPUS_OBTCC_DEP)
	@OBTCC=$(CORPUS_OBTCC) tests/corpus/audit-figures

suggest-check: $(CORPUS_OBTCC_DEP)
	@OBTCC=$(CORPUS_OBTCC) tests/corpus/suggest

SEEDS ?= 1-100
stress_first = $(firstword $(subst -, ,$(SEEDS)))
stress_count = $$(($(lastword $(subst -, ,$(SEEDS))) - $(stress_first) + 1))

# Every mode runs even when one fails; the status says whether any did.
stress: $(CORPUS_OBTCC_DEP)
	@status=0; for mode in "" --wrap --ubsan; do \
		OBTCC=$(CORPUS_OBTCC) tests/corpus/csmith -q $$mode -s $(stress_first) \
			-n $(stress_count) || status=1; \
	done; exit $$status
