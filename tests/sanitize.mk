# obtcc under AddressSanitizer and UndefinedBehaviorSanitizer
# (docs/corpus.md, "Sanitized suite" and "Fuzzing"):
#
#   make check-sanitized  every obtcc case once more (in its first mode),
#                         against build-asan/obtcc, gcc as CC; part of make
#                         check
#   make fuzz-harness     build-fuzz/obtcc-frontend: the front end alone,
#                         instrumented by AFL++ (tests/fuzz/run uses it)
#
# Both build the translator's sources with the sanitizers, in directories of
# their own. The sanitized suite runs each case in one mode only: with the
# plain suites it would otherwise take make check past its 10 minutes (the
# sanitizers add about 8% to a case's time; the compiles and runs are most
# of it). A sanitizer report ends the translator with status 99, which
# no case expects; leaks are not reported: obtcc never frees (src/util.c).

SAN_BUILD := build-asan
FUZZ_BUILD := build-fuzz
SAN_CFLAGS := -std=c11 $(WARN) -O1 -g -fno-omit-frame-pointer -D_GNU_SOURCE \
	-fsanitize=address,undefined -fno-sanitize-recover=all
SAN_ENV := ASAN_OPTIONS=detect_leaks=0:exitcode=99 \
	UBSAN_OPTIONS=print_stacktrace=1:exitcode=99
FUZZ_CC := afl-clang-fast

.PHONY: check-sanitized fuzz-harness clean-sanitized

# $(call sanitized_objects,DIR,CC): the rule that compiles src/X.c into
# DIR/X.o with CC and the sanitizers.
define sanitized_objects
$(1)/%.o: src/%.c src/obtcc.h
	@mkdir -p $(1)
	$(2) $(SAN_CFLAGS) -c $$< -o $$@
endef
$(eval $(call sanitized_objects,$(SAN_BUILD),gcc))
$(eval $(call sanitized_objects,$(FUZZ_BUILD),$(FUZZ_CC)))

$(SAN_BUILD)/obtcc: $(patsubst src/%.c,$(SAN_BUILD)/%.o,$(OBTCC_SRCS))
	gcc $(SAN_CFLAGS) $^ -o $@

# The harness replaces the driver (tests/fuzz/frontend.c says how).
$(FUZZ_BUILD)/obtcc-frontend: tests/fuzz/frontend.c \
		$(patsubst src/%.c,$(FUZZ_BUILD)/%.o,$(filter-out src/driver.c,$(OBTCC_SRCS)))
	$(FUZZ_CC) $(SAN_CFLAGS) $^ -o $@

fuzz-harness: $(FUZZ_BUILD)/obtcc-frontend

check: check-sanitized

# libobt and obt.h come from the normal build and the source tree.
check-sanitized: all $(SAN_BUILD)/obtcc
	@echo "== cases with CC=gcc, obtcc built with ASan+UBSan ($(SAN_BUILD)/obtcc), one mode each"
	@$(SAN_ENV) OBT_CHECK_ONCE=1 OBTCC=$(CURDIR)/$(SAN_BUILD)/obtcc \
		OBTCC_LIBDIR=$(CURDIR)/$(BUILD) CC=gcc tests/run

clean: clean-sanitized
clean-sanitized:
	rm -rf $(SAN_BUILD) $(FUZZ_BUILD)
