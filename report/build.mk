# obt-report: reads site reports and warn-mode logs (report/report.h is
# the map). It shares obtcc's util.c and map.c: the arena, vectors,
# buffers and maps.

REPORT_SRCS := $(wildcard report/*.c)
REPORT_OBJS := $(patsubst report/%.c,$(BUILD)/report/%.o,$(REPORT_SRCS))

all: $(BUILD)/obt-report

$(BUILD)/report/%.o: report/%.c report/report.h src/obtcc.h | $(BUILD)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -D_GNU_SOURCE -c $< -o $@

$(BUILD)/obt-report: $(REPORT_OBJS) $(BUILD)/src/util.o $(BUILD)/src/map.o
	$(CC) $(ALL_CFLAGS) $^ -o $@
