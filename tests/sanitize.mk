# obtcc under AddressSanitizer and UndefinedBehaviorSanitizer
# (docs/corpus.md, "Sanitized suite" and "Fuzzing"):
#
#   build-asan/obtcc      the translator with both sanitizers; make check-extra's
#                         cases-asan part runs every case in every mode
#                         against it (tests/check)
#   make fuzz-harness     build-fuzz/obtcc-frontend: the front end alone,
#                         instrumented by AFL++ (tests/fuzz/run uses it)
#
# Both build the translator's sources with the sanitizers, in directories of
# their own.

SAN_BUILD := build-asan
FUZZ_BUILD := build-fuzz
SAN_CFLAGS := -std=c11 $(WARN) -O1 -g -fno-omit-frame-pointer -D_GNU_SOURCE \
	-fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CC := afl-clang-fast

.PHONY: fuzz-harness clean-sanitized

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

# The harness replaces the driver and its command line (tests/fuzz/frontend.c
# says how).
$(FUZZ_BUILD)/obtcc-frontend: tests/fuzz/frontend.c \
		$(patsubst src/%.c,$(FUZZ_BUILD)/%.o,$(filter-out src/driver.c src/clang_flags.c,$(OBTCC_SRCS)))
	$(FUZZ_CC) $(SAN_CFLAGS) $^ -o $@

fuzz-harness: $(FUZZ_BUILD)/obtcc-frontend

clean: clean-sanitized
clean-sanitized:
	rm -rf $(SAN_BUILD) $(FUZZ_BUILD)
