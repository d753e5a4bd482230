# libobt: the hosted library (reports to stderr, reads OBT_OPTIONS) and a
# freestanding one (no C library at all; reports go to a sink the program
# sets). Both share the core; each adds its own platform file: hosted.c is
# the only file that touches the C library, freestanding.c its stand-in.

RUNTIME_HOSTED := runtime/hosted.c
RUNTIME_FREESTANDING := runtime/freestanding.c
RUNTIME_CORE := $(filter-out $(RUNTIME_HOSTED) $(RUNTIME_FREESTANDING),$(wildcard runtime/*.c))
LIBOBT_LIBS := $(BUILD)/libobt.a $(BUILD)/libobt-freestanding.a
# The shared runtime: one copy (one handler, one sink) for a program and
# every library it loads. Its soname changes with the ABI between
# generated code and runtime (include/obt_runtime.h).
LIBOBT_SONAME := libobt.so.0
LIBOBT_SHARED := $(BUILD)/$(LIBOBT_SONAME)
RUNTIME_CFLAGS = $(ALL_CFLAGS) -Iinclude -fPIC
# A toolchain that enables the stack protector by default would make the
# freestanding objects call __stack_chk_fail, which no bare program has.
RUNTIME_FS_CFLAGS = $(RUNTIME_CFLAGS) -ffreestanding -fno-stack-protector

# The libraries of one target: CC's, in $(BUILD); runtime/targets has make
# build them for other targets with BUILD and CC of its own.
LIBOBT_FILES := $(notdir $(LIBOBT_LIBS) $(LIBOBT_SHARED)) libobt.so
.PHONY: libobt libobt-targets
# (a recipe, if empty: else runtime/targets' make says "Nothing to be done")
libobt: $(LIBOBT_LIBS) $(LIBOBT_SHARED) $(BUILD)/libobt.so
	@:
all: libobt libobt-targets

# libobt for the other targets the machine's compilers have, each in
# $(BUILD)/TARGET (runtime/targets; docs/build.md, "Targets"): a shell-quoted
# list of compiler command lines, those that cannot link left out.
LIBOBT_TARGETS ?= '$(CC) -m32' i686-linux-gnu-gcc
libobt-targets: libobt $(BUILD)/obtcc
	@MAKE='$(MAKE)' runtime/targets '$(BUILD)' '$(CC)' "$(LIBOBT_TARGETS)" $(LIBOBT_FILES)

$(BUILD)/runtime/%.o: runtime/%.c include/obt_runtime.h $(wildcard runtime/*.h) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(RUNTIME_CFLAGS) -c $< -o $@

$(BUILD)/runtime-fs/%.o: runtime/%.c include/obt_runtime.h $(wildcard runtime/*.h) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(RUNTIME_FS_CFLAGS) -c $< -o $@

LIBOBT_HOSTED_OBJS := $(patsubst runtime/%.c,$(BUILD)/runtime/%.o,$(RUNTIME_CORE) $(RUNTIME_HOSTED))

$(BUILD)/libobt.a: $(LIBOBT_HOSTED_OBJS)
	rm -f $@ && $(AR) rcs $@ $^

$(LIBOBT_SHARED): $(LIBOBT_HOSTED_OBJS)
	$(CC) -shared -Wl,-soname,$(LIBOBT_SONAME) $^ -o $@

$(BUILD)/libobt.so: | $(LIBOBT_SHARED)
	ln -sf $(LIBOBT_SONAME) $@

# pkg-config --cflags --libs obt: the header's directory and the runtime
# for a link that is not obtcc's (CMake's launcher, a plain $(CC) link).
# The objects refer to the runtime only weakly (src/link.c), and a weak
# reference neither takes a member out of an archive nor, under
# --as-needed, makes a shared library needed: -u does the first (a -static
# link), --no-as-needed the second. Written at install time, when the
# prefix is known; $(call OBT_PC_TEXT,/TARGET) for another target's
# libraries (a cross pkg-config looks in lib/TARGET/pkgconfig).
OBT_PC_TEXT = printf '%s\n' 'prefix=$(PREFIX)' 'includedir=$${prefix}/include' \
	'libdir=$${prefix}/lib'"$(1)" '' 'Name: obt' \
	'Description: overflow behavior types: the runtime of obtcc-built code' \
	'Version: $(OBT_VERSION)' 'Cflags: -I$${includedir}' \
	'Libs: -L$${libdir} -Wl,-u,__obt_trap -Wl,--push-state,--no-as-needed -lobt -Wl,--pop-state'

$(BUILD)/libobt-freestanding.a: $(patsubst runtime/%.c,$(BUILD)/runtime-fs/%.o,$(RUNTIME_CORE) $(RUNTIME_FREESTANDING))
	rm -f $@ && $(AR) rcs $@ $^

# The freestanding library must need nothing a bare toolchain lacks, and a
# program with no C library must be able to link it and see a report.
# (a part of make check)
.PHONY: check-runtime
check-runtime: $(BUILD)/libobt-freestanding.a
	tests/runtime/check-freestanding $(BUILD)/libobt-freestanding.a
