# libobt: the hosted library (reports to stderr, reads OBT_OPTIONS) and a
# freestanding one (no C library at all; reports go to a sink the program
# sets). Both share the core; each adds its own platform file: hosted.c is
# the only file that touches the C library, freestanding.c its stand-in.

RUNTIME_HOSTED := runtime/hosted.c
RUNTIME_FREESTANDING := runtime/freestanding.c
RUNTIME_CORE := $(filter-out $(RUNTIME_HOSTED) $(RUNTIME_FREESTANDING),$(wildcard runtime/*.c))
LIBOBT_LIBS := $(BUILD)/libobt.a $(BUILD)/libobt-freestanding.a
RUNTIME_CFLAGS = $(ALL_CFLAGS) -Iinclude -fPIC
# A toolchain that enables the stack protector by default would make the
# freestanding objects call __stack_chk_fail, which no bare program has.
RUNTIME_FS_CFLAGS = $(RUNTIME_CFLAGS) -ffreestanding -fno-stack-protector

all: $(LIBOBT_LIBS)

$(BUILD)/runtime/%.o: runtime/%.c include/obt_runtime.h $(wildcard runtime/*.h) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(RUNTIME_CFLAGS) -c $< -o $@

$(BUILD)/runtime-fs/%.o: runtime/%.c include/obt_runtime.h $(wildcard runtime/*.h) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(RUNTIME_FS_CFLAGS) -c $< -o $@

$(BUILD)/libobt.a: $(patsubst runtime/%.c,$(BUILD)/runtime/%.o,$(RUNTIME_CORE) $(RUNTIME_HOSTED))
	rm -f $@ && $(AR) rcs $@ $^

$(BUILD)/libobt-freestanding.a: $(patsubst runtime/%.c,$(BUILD)/runtime-fs/%.o,$(RUNTIME_CORE) $(RUNTIME_FREESTANDING))
	rm -f $@ && $(AR) rcs $@ $^

# The freestanding library must need nothing a bare toolchain lacks, and a
# program with no C library must be able to link it and see a report.
.PHONY: check-runtime
check: check-runtime
check-runtime: $(BUILD)/libobt-freestanding.a
	tests/runtime/check-freestanding $(BUILD)/libobt-freestanding.a
