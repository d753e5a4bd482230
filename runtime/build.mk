# libobt: the hosted library (reports to stderr, reads OBT_OPTIONS) and a
# freestanding one (no C library at all; reports go to a sink the program
# sets). hosted.c is the only file that touches the C library.

RUNTIME_CORE := $(filter-out runtime/hosted.c,$(wildcard runtime/*.c))
RUNTIME_HOSTED := runtime/hosted.c
LIBOBT_LIBS := $(BUILD)/libobt.a $(BUILD)/libobt-freestanding.a
RUNTIME_CFLAGS = $(ALL_CFLAGS) -Iinclude -fPIC

all: $(LIBOBT_LIBS)

$(BUILD)/runtime/%.o: runtime/%.c include/obt_runtime.h $(wildcard runtime/*.h) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(RUNTIME_CFLAGS) -c $< -o $@

$(BUILD)/runtime-fs/%.o: runtime/%.c include/obt_runtime.h $(wildcard runtime/*.h) | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(RUNTIME_CFLAGS) -ffreestanding -nostdlib -c $< -o $@

$(BUILD)/libobt.a: $(patsubst runtime/%.c,$(BUILD)/runtime/%.o,$(RUNTIME_CORE) $(RUNTIME_HOSTED))
	rm -f $@ && $(AR) rcs $@ $^

$(BUILD)/libobt-freestanding.a: $(patsubst runtime/%.c,$(BUILD)/runtime-fs/%.o,$(RUNTIME_CORE))
	rm -f $@ && $(AR) rcs $@ $^
