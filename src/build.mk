# obtcc: one file per stage of the pipeline, src/obtcc.h is the map.

OBTCC_SRCS := $(wildcard src/*.c)
OBTCC_OBJS := $(patsubst src/%.c,$(BUILD)/src/%.o,$(OBTCC_SRCS))

all: $(BUILD)/obtcc

$(BUILD)/src/%.o: src/%.c src/obtcc.h | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -D_GNU_SOURCE -c $< -o $@

$(BUILD)/obtcc: $(OBTCC_OBJS)
	$(CC) $(ALL_CFLAGS) $^ -o $@
